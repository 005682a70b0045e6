import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { renderWithProviders } from '@/testing/render'
import { sendPasswordReset } from '../api/password-reset'
import { FORGOT_TEXTS } from '../utils/password-reset-messages'
import { ForgotPasswordForm } from './forgot-password-form'

vi.mock('../api/password-reset', () => ({
  checkPasswordResetCode: vi.fn(),
  setPasswordWithCode: vi.fn(),
  sendPasswordReset: vi.fn(),
}))

const send = vi.mocked(sendPasswordReset)
const failure = (code: string) => Object.assign(new Error(code), { code })
const onBack = vi.fn()

function Form({ typed = '' }: { typed?: string }) {
  const [email, setEmail] = useState(typed)
  return <ForgotPasswordForm email={email} onEmailChange={setEmail} onBack={onBack} />
}

const emailField = () => screen.getByRole('textbox', { name: 'Correo electrónico' })
const sendButton = () => screen.getByRole('button', { name: 'Enviar enlace' })

async function sendFor(email: string) {
  renderWithProviders(<Form />)
  const user = userEvent.setup()
  if (email) {
    await user.click(emailField())
    await user.paste(email)
  }
  await user.click(sendButton())
  return user
}

describe('ForgotPasswordForm', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('starts at its heading, with the address typed in the sign-in form', () => {
    renderWithProviders(<Form typed="admin@example.com" />)
    expect(screen.getByRole('heading', { name: '¿Olvidaste tu contraseña?' })).toHaveFocus()
    expect(emailField()).toHaveValue('admin@example.com')
  })

  it.each([
    ['an account that exists', () => send.mockResolvedValue()],
    ['no account', () => send.mockRejectedValue(failure('auth/user-not-found'))],
  ])('answers the same sentence for %s', async (_, answer) => {
    answer()
    await sendFor('  alguien@example.com ')
    expect(await screen.findByRole('alert')).toHaveTextContent(FORGOT_TEXTS.sent)
    expect(send).toHaveBeenCalledWith('alguien@example.com')
  })

  it('asks for a well-formed address before sending', async () => {
    await sendFor('sin-arroba')
    expect(screen.getByText(FORGOT_TEXTS.invalidEmail)).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(send).not.toHaveBeenCalled()
  })

  it('asks for an address when there is none', async () => {
    await sendFor('')
    expect(screen.getByText(FORGOT_TEXTS.missingEmail)).toBeInTheDocument()
    expect(send).not.toHaveBeenCalled()
  })

  it.each([
    ['auth/too-many-requests', FORGOT_TEXTS.tooManyRequests],
    ['auth/network-request-failed', FORGOT_TEXTS.network],
  ])('says %s in Spanish and keeps the address', async (code, message) => {
    send.mockRejectedValue(failure(code))
    await sendFor('alguien@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(emailField()).toHaveValue('alguien@example.com')
    expect(sendButton()).toBeEnabled()
  })

  it('marks an address Firebase finds malformed under the field', async () => {
    send.mockRejectedValue(failure('auth/invalid-email'))
    await sendFor('alguien@example.c')
    expect(await screen.findByText(FORGOT_TEXTS.invalidEmail)).toBeInTheDocument()
    expect(screen.queryByText(FORGOT_TEXTS.sent)).not.toBeInTheDocument()
  })

  it('goes back to the sign-in form', async () => {
    renderWithProviders(<Form />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Volver a iniciar sesión' }))
    expect(onBack).toHaveBeenCalled()
  })
})
