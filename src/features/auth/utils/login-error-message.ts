export const LOGIN_ERRORS = {
  userNotFound: 'Usuario no encontrado',
  wrongPassword: 'Contraseña incorrecta',
  /** Projects with email-enumeration protection cannot tell which of the two was wrong. */
  invalidCredential: 'Correo electrónico o contraseña incorrectos',
  tooManyRequests:
    'Error al iniciar sesión: demasiados intentos seguidos. Espera unos minutos e inténtalo de nuevo.',
  network: 'Error al iniciar sesión: no hay conexión. Revisa tu internet e inténtalo de nuevo.',
  invalidEmail: 'Error al iniciar sesión: el correo electrónico no es válido.',
  userDisabled: 'Error al iniciar sesión: esta cuenta está deshabilitada.',
  other: 'Error al iniciar sesión',
} as const

const BY_CODE: Record<string, string> = {
  'auth/user-not-found': LOGIN_ERRORS.userNotFound,
  'auth/wrong-password': LOGIN_ERRORS.wrongPassword,
  'auth/invalid-credential': LOGIN_ERRORS.invalidCredential,
  'auth/invalid-login-credentials': LOGIN_ERRORS.invalidCredential,
  'auth/too-many-requests': LOGIN_ERRORS.tooManyRequests,
  'auth/network-request-failed': LOGIN_ERRORS.network,
  'auth/invalid-email': LOGIN_ERRORS.invalidEmail,
  'auth/user-disabled': LOGIN_ERRORS.userDisabled,
}

/** The Spanish message for a failed sign-in, from the error's `code`. */
export function loginErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  return BY_CODE[code] ?? LOGIN_ERRORS.other
}
