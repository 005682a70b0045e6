import { isOffline } from '@/lib/network/connection'

/** The shortest password the site's page accepts (Firebase's own minimum is 6). */
export const MIN_PASSWORD_LENGTH = 8

export const FORGOT_TEXTS = {
  /** The same answer whether or not the account exists: nobody learns who has one. */
  sent: 'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva. Revisa tu correo, también la carpeta de spam.',
  invalidEmail: 'Escribe un correo electrónico válido.',
  missingEmail: 'Escribe tu correo electrónico.',
  tooManyRequests:
    'Se pidieron demasiados enlaces seguidos. Espera unos minutos e inténtalo de nuevo.',
  network: 'No hay conexión: el enlace no se envió. Revisa tu internet e inténtalo de nuevo.',
  other: 'No se pudo enviar el enlace. Inténtalo de nuevo en unos minutos.',
} as const

export const SET_PASSWORD_TEXTS = {
  rule: `Al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  missing: 'Escribe tu contraseña nueva.',
  tooShort: `La contraseña debe tener al menos ${MIN_PASSWORD_LENGTH} caracteres.`,
  weak: 'Esa contraseña es muy fácil de adivinar. Usa una más larga, con letras y números.',
  usedOrInvalid: 'Este enlace ya se usó o no es válido.',
  expired: 'Este enlace venció.',
  notForPassword: 'Este enlace no sirve para crear una contraseña.',
  newLink: 'Pide un enlace nuevo en Iniciar sesión > ¿Olvidaste tu contraseña?',
  disabled: 'Esta cuenta está deshabilitada. Pide ayuda a quien administra la tienda.',
  checkNetwork:
    'No hay conexión: no se pudo revisar el enlace. Revisa tu internet e inténtalo de nuevo.',
  saveNetwork:
    'No hay conexión: tu contraseña no se guardó. Revisa tu internet e inténtalo de nuevo.',
  tooManyRequests: 'Demasiados intentos seguidos. Espera unos minutos e inténtalo de nuevo.',
  other: 'No se pudo guardar la contraseña. Inténtalo de nuevo.',
  checkOther: 'No se pudo revisar el enlace. Inténtalo de nuevo.',
  done: 'Listo: tu contraseña quedó guardada. Ya puedes iniciar sesión con ella.',
} as const

const codeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''

/** No answer: the SDK says so, or its code could not even be downloaded without a connection. */
const isNetworkFailure = (code: string) =>
  code === 'auth/network-request-failed' || (code === '' && isOffline())

/** What asking for a reset link led to: the answer for any address, or a problem to say. */
export type ForgotOutcome =
  { kind: 'sent' } | { kind: 'field'; message: string } | { kind: 'error'; message: string }

/** The answer to a failed request for a reset link; an unknown account counts as sent. */
export function forgotOutcome(error: unknown): ForgotOutcome {
  const code = codeOf(error)
  if (isNetworkFailure(code)) return { kind: 'error', message: FORGOT_TEXTS.network }
  switch (code) {
    case 'auth/user-not-found':
    case 'auth/user-disabled':
      return { kind: 'sent' }
    case 'auth/invalid-email':
    case 'auth/missing-email':
      return { kind: 'field', message: FORGOT_TEXTS.invalidEmail }
    case 'auth/too-many-requests':
      return { kind: 'error', message: FORGOT_TEXTS.tooManyRequests }
    default:
      return { kind: 'error', message: FORGOT_TEXTS.other }
  }
}

/** Why a password-reset code cannot be used: the link's problem, or a passing one to retry. */
export type CodeProblem =
  /** The link cannot work any more; a new one helps unless the account itself is the problem. */
  | { kind: 'link'; message: string; newLinkHelps: boolean }
  | { kind: 'retry'; message: string }
  | { kind: 'password'; message: string }

/**
 * The page's answer to a failed check (`step` 'check') or save (`step` 'save') of a code: a link
 * that cannot work any more, a problem with the password, or one worth trying again.
 */
export function codeProblem(error: unknown, step: 'check' | 'save'): CodeProblem {
  const code = codeOf(error)
  if (isNetworkFailure(code)) {
    const message =
      step === 'check' ? SET_PASSWORD_TEXTS.checkNetwork : SET_PASSWORD_TEXTS.saveNetwork
    return { kind: 'retry', message }
  }
  switch (code) {
    case 'auth/expired-action-code':
      return { kind: 'link', message: SET_PASSWORD_TEXTS.expired, newLinkHelps: true }
    case 'auth/invalid-action-code':
    case 'auth/user-not-found':
      return { kind: 'link', message: SET_PASSWORD_TEXTS.usedOrInvalid, newLinkHelps: true }
    case 'auth/user-disabled':
      return { kind: 'link', message: SET_PASSWORD_TEXTS.disabled, newLinkHelps: false }
    case 'auth/weak-password':
    case 'auth/password-does-not-meet-requirements':
      return { kind: 'password', message: SET_PASSWORD_TEXTS.weak }
    case 'auth/too-many-requests':
      return { kind: 'retry', message: SET_PASSWORD_TEXTS.tooManyRequests }
    default: {
      const message = step === 'check' ? SET_PASSWORD_TEXTS.checkOther : SET_PASSWORD_TEXTS.other
      return { kind: 'retry', message }
    }
  }
}

/** What is wrong with a new password before it is sent, or null. */
export function newPasswordProblem(password: string): string | null {
  if (password === '') return SET_PASSWORD_TEXTS.missing
  if (password.length < MIN_PASSWORD_LENGTH) return SET_PASSWORD_TEXTS.tooShort
  return null
}
