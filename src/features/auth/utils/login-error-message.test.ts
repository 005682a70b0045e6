import { LOGIN_ERRORS, loginErrorMessage } from './login-error-message'

describe('loginErrorMessage', () => {
  it('uses the exact texts of the specification for the emulator codes', () => {
    expect(loginErrorMessage({ code: 'auth/user-not-found' })).toBe('Usuario no encontrado')
    expect(loginErrorMessage({ code: 'auth/wrong-password' })).toBe('Contraseña incorrecta')
  })

  it('does not reveal which part was wrong when the project hides it', () => {
    const message = loginErrorMessage({ code: 'auth/invalid-credential' })
    expect(message).toBe('Correo electrónico o contraseña incorrectos')
    expect(loginErrorMessage({ code: 'auth/invalid-login-credentials' })).toBe(message)
  })

  it("starts every other message with 'Error al iniciar sesión'", () => {
    for (const code of ['auth/too-many-requests', 'auth/network-request-failed', 'auth/x']) {
      expect(loginErrorMessage({ code })).toMatch(/^Error al iniciar sesión/)
    }
    expect(loginErrorMessage(new Error('boom'))).toBe(LOGIN_ERRORS.other)
    expect(loginErrorMessage(null)).toBe(LOGIN_ERRORS.other)
  })
})
