import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchUserRecord } from '@/features/auth/api/users'
import { firebaseError } from '@/testing/errors'
import { watchedAuth } from '@/testing/auth'
import { renderWithProviders } from '@/testing/render'
import { transitions } from '@/testing/transitions'
import { watchAuthUser, type AuthUser } from '../api/auth-client'
import { RequireAdmin } from './require-admin'

vi.mock('../api/auth-client', () => import('@/testing/auth').then((m) => m.authClient()))
vi.mock('react', () => import('@/testing/transitions').then((m) => m.recordingReact()))
vi.mock('@/features/auth/api/users', () => import('@/testing/auth').then((m) => m.userRecords()))

const watch = vi.mocked(watchAuthUser)
const fetchRecord = vi.mocked(fetchUserRecord)

let auth: ReturnType<typeof watchedAuth>

const ADMIN: AuthUser = { uid: 'a1', email: 'admin@example.com', isAnonymous: false }
const CLIENTE: AuthUser = { uid: 'c1', email: 'cliente@example.com', isAnonymous: false }

function renderGuard() {
  return renderWithProviders(<></>, {
    path: '/dashboard/helados',
    routes: [
      {
        path: '/dashboard/helados',
        element: (
          <RequireAdmin>{({ email }) => <p>Contenido del panel para {email}</p>}</RequireAdmin>
        ),
      },
      { path: '/login', element: <p>Página de inicio de sesión</p> },
    ],
  })
}

describe('RequireAdmin', () => {
  beforeEach(() => {
    watch.mockReset()
    fetchRecord.mockReset()
    auth = watchedAuth(watch)
  })

  it("shows 'Cargando...' while the account is unknown", () => {
    renderGuard()
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(screen.queryByText(/Contenido del panel/)).not.toBeInTheDocument()
  })

  it("shows 'Cargando...' while the role is being read", async () => {
    fetchRecord.mockReturnValue(new Promise(() => undefined))
    renderGuard()
    act(() => auth.emitUser(ADMIN))
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(fetchRecord).toHaveBeenCalledWith('a1')
  })

  it('sends a signed-out visitor to /login', async () => {
    const { router } = renderGuard()
    act(() => auth.emitUser(null))
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument()
    expect(router.state.location.state).toEqual({ from: '/dashboard/helados' })
  })

  it('treats an anonymous account as signed out', async () => {
    renderGuard()
    act(() => auth.emitUser({ uid: 'anon', email: null, isAnonymous: true }))
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument()
    expect(fetchRecord).not.toHaveBeenCalled()
  })

  it('sends an account whose role is not admin to /login', async () => {
    fetchRecord.mockResolvedValue({ role: 'cliente' })
    renderGuard()
    act(() => auth.emitUser(CLIENTE))
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument()
  })

  it('sends an account without a user document to /login', async () => {
    fetchRecord.mockResolvedValue(null)
    renderGuard()
    act(() => auth.emitUser(CLIENTE))
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument()
  })

  it('sends an account whose user document has no role to /login', async () => {
    fetchRecord.mockResolvedValue({ role: null })
    renderGuard()
    act(() => auth.emitUser(CLIENTE))
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument()
  })

  it('shows the content to an admin', async () => {
    fetchRecord.mockResolvedValue({ role: 'admin' })
    renderGuard()
    act(() => auth.emitUser(ADMIN))
    expect(
      await screen.findByText('Contenido del panel para admin@example.com'),
    ).toBeInTheDocument()
  })

  it('draws the panel after the check as a transition: in slices a phone can interrupt', async () => {
    fetchRecord.mockResolvedValue({ role: 'admin' })
    renderGuard()
    const before = transitions.started
    act(() => auth.emitUser(ADMIN))
    await screen.findByText('Contenido del panel para admin@example.com')
    expect(transitions.started).toBe(before + 1)
  })

  it('checks again when the account signs out (for instance in another tab)', async () => {
    fetchRecord.mockResolvedValue({ role: 'admin' })
    renderGuard()
    act(() => auth.emitUser(ADMIN))
    await screen.findByText(/Contenido del panel/)
    act(() => auth.emitUser(null))
    expect(await screen.findByText('Página de inicio de sesión')).toBeInTheDocument()
  })

  it('ignores a slow answer for an account that has already signed out', async () => {
    let answer: (record: { role: string }) => void = () => undefined
    fetchRecord.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderGuard()
    act(() => auth.emitUser(ADMIN))
    act(() => auth.emitUser(null))
    await act(async () => answer({ role: 'admin' }))
    expect(screen.getByText('Página de inicio de sesión')).toBeInTheDocument()
  })

  it('offers to retry when the role cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchRecord.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ role: 'admin' })
    const user = userEvent.setup()
    renderGuard()
    act(() => auth.emitUser(ADMIN))
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos comprobar tu acceso')
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(watch).toHaveBeenCalledTimes(2)
    act(() => auth.emitUser(ADMIN))
    expect(await screen.findByText(/Contenido del panel/)).toBeInTheDocument()
  })

  it('says a refused account is a permission problem, not the connection', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchRecord.mockRejectedValueOnce(
      firebaseError('permission-denied', 'Missing or insufficient permissions.'),
    )
    renderGuard()
    act(() => auth.emitUser(ADMIN))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(
      'No pudimos comprobar tu acceso: tu cuenta ya no tiene permiso de administrador.',
    )
    expect(alert).not.toHaveTextContent(/conexión|Missing/)
  })

  it('offers to retry when the sign-in service cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderGuard()
    act(() => auth.emitError(new Error('chunk failed')))
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })
})
