import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { checkPasswordResetCode, setPasswordWithCode } from '../api/password-reset'
import { SET_PASSWORD_TEXTS } from '../utils/password-reset-messages'
import { SetPasswordPage } from './set-password-page'

vi.mock('../api/password-reset', () => ({
  checkPasswordResetCode: vi.fn(),
  setPasswordWithCode: vi.fn(),
  sendPasswordReset: vi.fn(),
}))

const check = vi.mocked(checkPasswordResetCode)
const setPassword = vi.mocked(setPasswordWithCode)
const failure = (code: string) => Object.assign(new Error(code), { code })

function LoginStandIn() {
  return <p>Iniciar Sesión</p>
}

function renderPage(search = '?mode=resetPassword&oobCode=codigo-1') {
  return renderWithProviders(<></>, {
    path: `/cuenta/contrasena${search}`,
    routes: [
      { path: '/cuenta/contrasena', element: <SetPasswordPage /> },
      { path: '/login', element: <LoginStandIn /> },
    ],
  })
}

const passwordField = () => screen.getByLabelText(/^Contraseña nueva/)

/** Types the password in one go (as a phone's keyboard suggestion would), once the form is there. */
async function typePassword(user: ReturnType<typeof userEvent.setup>, password: string) {
  await user.click(await screen.findByLabelText(/^Contraseña nueva/))
  await user.paste(password)
}
const saveButton = () => screen.getByRole('button', { name: 'Guardar contraseña' })

describe('SetPasswordPage', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it("checks the link, shows the account's address and says the rule before typing", async () => {
    check.mockResolvedValue('nueva@example.com')
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible()
    expect(screen.getByText('Revisando el enlace…')).toBeInTheDocument()
    expect(await screen.findByText('nueva@example.com')).toBeInTheDocument()
    expect(check).toHaveBeenCalledWith('codigo-1')
    expect(passwordField()).toHaveAttribute('type', 'password')
    expect(passwordField()).toHaveAttribute('autocomplete', 'new-password')
    expect(screen.getByText('Al menos 8 caracteres.')).toBeInTheDocument()
  })

  it('refuses a short password before asking Firebase, and shows it on request', async () => {
    check.mockResolvedValue('nueva@example.com')
    renderPage()
    const user = userEvent.setup()
    await typePassword(user, 'corta')
    await user.click(saveButton())
    expect(screen.getByText(SET_PASSWORD_TEXTS.tooShort)).toBeInTheDocument()
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true')
    expect(setPassword).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }))
    expect(passwordField()).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }))
    expect(passwordField()).toHaveAttribute('type', 'password')
  })

  it("sets the password, says so and offers 'Iniciar sesión' with the address", async () => {
    check.mockResolvedValue('nueva@example.com')
    let finish: () => void = () => undefined
    setPassword.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)))
    const { router } = renderPage()
    const user = userEvent.setup()
    await typePassword(user, 'helado-de-mora')
    await user.click(saveButton())
    expect(saveButton()).toBeDisabled()
    expect(setPassword).toHaveBeenCalledWith('codigo-1', 'helado-de-mora')
    await act(async () => finish())
    expect(await screen.findByText(SET_PASSWORD_TEXTS.done)).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Iniciar sesión' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.state).toEqual({ email: 'nueva@example.com' })
  })

  it.each([
    ['auth/invalid-action-code', SET_PASSWORD_TEXTS.usedOrInvalid],
    ['auth/expired-action-code', SET_PASSWORD_TEXTS.expired],
  ])('explains a link refused with %s and the way to a new one', async (code, sentence) => {
    check.mockRejectedValue(failure(code))
    renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(`${sentence} ${SET_PASSWORD_TEXTS.newLink}`)
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login')
    expect(screen.queryByLabelText(/^Contraseña nueva/)).not.toBeInTheDocument()
  })

  it('explains a link without a code, or for another action, without asking Firebase', async () => {
    renderPage('')
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_TEXTS.usedOrInvalid)
    expect(check).not.toHaveBeenCalled()
  })

  it('says a link for another action is not for a password', async () => {
    renderPage('?mode=verifyEmail&oobCode=otro')
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_TEXTS.notForPassword)
    expect(check).not.toHaveBeenCalled()
  })

  it('checks the link again once there is a connection', async () => {
    check.mockRejectedValueOnce(failure('auth/network-request-failed'))
    check.mockResolvedValueOnce('nueva@example.com')
    renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_TEXTS.checkNetwork)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('nueva@example.com')).toBeInTheDocument()
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('keeps the typed password when it could not be saved, and saves it on the next try', async () => {
    check.mockResolvedValue('nueva@example.com')
    setPassword.mockRejectedValueOnce(failure('auth/network-request-failed'))
    setPassword.mockResolvedValueOnce()
    renderPage()
    const user = userEvent.setup()
    await typePassword(user, 'helado-de-mora')
    await user.click(saveButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_TEXTS.saveNetwork)
    expect(passwordField()).toHaveValue('helado-de-mora')
    expect(saveButton()).toBeEnabled()
    await user.click(saveButton())
    expect(await screen.findByText(SET_PASSWORD_TEXTS.done)).toBeInTheDocument()
    expect(setPassword).toHaveBeenLastCalledWith('codigo-1', 'helado-de-mora')
  })

  it('says when Firebase finds the password too weak, under the field', async () => {
    check.mockResolvedValue('nueva@example.com')
    setPassword.mockRejectedValue(failure('auth/weak-password'))
    renderPage()
    const user = userEvent.setup()
    await typePassword(user, '12345678')
    await user.click(saveButton())
    expect(await screen.findByText(SET_PASSWORD_TEXTS.weak)).toBeInTheDocument()
    expect(passwordField()).toHaveValue('12345678')
  })

  it('explains a link used up meanwhile (on another phone) when saving', async () => {
    check.mockResolvedValue('nueva@example.com')
    setPassword.mockRejectedValue(failure('auth/invalid-action-code'))
    renderPage()
    const user = userEvent.setup()
    await typePassword(user, 'helado-de-mora')
    await user.click(saveButton())
    expect(await screen.findByRole('alert')).toHaveTextContent(SET_PASSWORD_TEXTS.usedOrInvalid)
  })
})
