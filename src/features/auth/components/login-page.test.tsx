import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Navigate } from 'react-router'
import { fetchUserRecord } from '@/features/auth/api/users'
import { watchedAuth } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import { signInWithEmail, signOutUser, watchAuthUser } from '../api/auth-client'
import { LoginPage } from './login-page'

vi.mock('../api/auth-client', () => import('@/testing/auth').then((m) => m.authClient()))
vi.mock('@/features/auth/api/users', () => import('@/testing/auth').then((m) => m.userRecords()))
vi.mock('../api/password-reset', () => ({ sendPasswordReset: vi.fn() }))

const watch = vi.mocked(watchAuthUser)
const signIn = vi.mocked(signInWithEmail)
const signOut = vi.mocked(signOutUser)
const fetchRecord = vi.mocked(fetchUserRecord)
let auth: ReturnType<typeof watchedAuth>

function renderLogin() {
  const routes = [
    { path: '/login', element: <LoginPage /> },
    { path: '/dashboard', element: <p>Panel</p> },
  ]
  return renderWithProviders(<></>, { path: '/login', routes })
}

const emailField = () => screen.getByRole('textbox', { name: 'Correo electrónico' })
const passwordField = () => screen.getByLabelText(/^Contraseña/)

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup()
  // Pasted in one go: a busy machine types one key at a time slowly enough to time the test out.
  if (email) {
    await user.click(emailField())
    await user.paste(email)
  }
  if (password) {
    await user.click(passwordField())
    await user.paste(password)
  }
  await user.click(screen.getByRole('button', { name: 'Entrar' }))
  return user
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    auth = watchedAuth(watch)
  })

  it("shows 'Iniciar Sesión', the two required fields and 'Entrar'", () => {
    renderLogin()
    expect(screen.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('type', 'email')
    expect(emailField()).toBeRequired()
    expect(passwordField()).toHaveAttribute('type', 'password')
    expect(passwordField()).toBeRequired()
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  })

  it('asks for both fields before trying to sign in', async () => {
    renderLogin()
    await fillAndSubmit('', '')
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeInTheDocument()
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(signIn).not.toHaveBeenCalled()
  })

  it('refuses an address that is not an email', async () => {
    renderLogin()
    await fillAndSubmit('admin-sin-arroba', 'secreta')
    expect(screen.getByText('Escribe un correo electrónico válido.')).toBeInTheDocument()
    expect(signIn).not.toHaveBeenCalled()
  })

  it('lets the password be shown and hidden again', async () => {
    renderLogin()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }))
    expect(passwordField()).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }))
    expect(passwordField()).toHaveAttribute('type', 'password')
  })

  it.each([
    ['auth/user-not-found', 'Usuario no encontrado'],
    ['auth/wrong-password', 'Contraseña incorrecta'],
    ['auth/invalid-credential', 'Correo electrónico o contraseña incorrectos'],
    ['auth/too-many-requests', 'Error al iniciar sesión: demasiados intentos seguidos'],
    ['auth/network-request-failed', 'Error al iniciar sesión: no hay conexión'],
    ['auth/internal-error', 'Error al iniciar sesión'],
  ])('shows the message for %s in an error alert', async (code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    signIn.mockRejectedValue(Object.assign(new Error(code), { code }))
    renderLogin()
    await fillAndSubmit('admin@example.com', 'mala-clave')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(signIn).toHaveBeenCalledWith('admin@example.com', 'mala-clave')
    expect(passwordField()).toHaveValue('mala-clave')
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled()
  })

  it('disables the button while signing in and then goes to /dashboard', async () => {
    let finish: () => void = () => undefined
    signIn.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    const { router } = renderLogin()
    await fillAndSubmit('  admin@example.com ', 'demo-admin-123')
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled()
    expect(signIn).toHaveBeenCalledWith('admin@example.com', 'demo-admin-123')
    await act(async () => finish())
    expect(await screen.findByText('Panel')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('sends a signed-in admin straight to the dashboard', async () => {
    fetchRecord.mockResolvedValue({ role: 'admin' })
    const { router } = renderLogin()
    act(() => auth.emitUser({ uid: 'a1', email: 'admin@example.com', isAnonymous: false }))
    expect(await screen.findByText('Panel')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('explains why a signed-in account without the admin role cannot enter, and signs it out', async () => {
    fetchRecord.mockResolvedValue({ role: 'cliente' })
    signOut.mockResolvedValue()
    renderLogin()
    act(() => auth.emitUser({ uid: 'c1', email: 'cliente@example.com', isAnonymous: false }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La cuenta cliente@example.com no tiene permisos de administrador.',
    )
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(signOut).toHaveBeenCalled()
  })

  it('explains that an account without a user document has no role', async () => {
    fetchRecord.mockResolvedValue(null)
    renderLogin()
    act(() => auth.emitUser({ uid: 'x1', email: 'nuevo@example.com', isAnonymous: false }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La cuenta nuevo@example.com no tiene un rol asignado',
    )
  })

  it("offers '¿Olvidaste tu contraseña?' with the address typed so far, and comes back to it", async () => {
    renderLogin()
    const user = userEvent.setup()
    await user.click(emailField())
    await user.paste('admin@example.com')
    await user.click(passwordField())
    await user.paste('a-medias')
    await user.click(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' }))
    // Its code comes on first use.
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: '¿Olvidaste tu contraseña?',
    })
    // The form moves the focus to its heading just after it is drawn.
    await waitFor(() => expect(heading).toHaveFocus())
    // Only the form on screen is there for a reader: one address field.
    expect(screen.getAllByRole('textbox', { name: 'Correo electrónico' })).toHaveLength(1)
    expect(emailField()).toHaveValue('admin@example.com')
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '¿Olvidaste tu contraseña?' })).toHaveFocus(),
    )
    expect(emailField()).toHaveValue('admin@example.com')
    expect(passwordField()).toHaveValue('a-medias')
  })

  it('types in the address the page that set the password sends along', async () => {
    const routes = [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/cuenta/contrasena',
        element: <Navigate to="/login" state={{ email: 'nueva@example.com' }} />,
      },
    ]
    renderWithProviders(<></>, { path: '/cuenta/contrasena', routes })
    expect(await screen.findByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
      'nueva@example.com',
    )
  })

  it('tells a visitor sent here from the dashboard what to do', async () => {
    const { router } = renderLogin()
    await act(() => router.navigate('/login', { state: { from: '/dashboard/helados' } }))
    act(() => auth.emitUser(null))
    expect(
      await screen.findByText(
        'Inicia sesión con una cuenta de administrador para entrar al panel.',
      ),
    ).toBeInTheDocument()
  })
})
