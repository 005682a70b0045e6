import { isOffline, TimeoutError } from '@/lib/network/connection'

/** The SDK's error code without its service prefix: 'permission-denied', 'unauthorized'… */
export const errorCodeOf = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code.replace(/^(firestore|storage|auth)\//, '')
    : ''

const PERMISSION_CODES = new Set(['permission-denied', 'unauthorized'])
const SESSION_CODES = new Set(['unauthenticated', 'user-token-expired', 'user-disabled'])
const NETWORK_CODES = new Set([
  'unavailable',
  'retry-limit-exceeded',
  'network-request-failed',
  'deadline-exceeded',
])

/** Why a call failed that got no answer: the end of a sentence, as staffErrorReason says it. */
export const NO_CONNECTION_REASON =
  'no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo.'

/** Whether the server refused the staff's account (an admin role taken away, for one). */
export const isPermissionError = (error: unknown) => PERMISSION_CODES.has(errorCodeOf(error))

/**
 * Why a Firebase call (or one that gave up waiting) failed, as the end of a Spanish sentence a
 * shop owner understands, never the SDK's own English text; null when there is nothing clearer to
 * say than 'try again'.
 */
export function staffErrorReason(error: unknown): string | null {
  const code = errorCodeOf(error)
  if (PERMISSION_CODES.has(code))
    return 'tu cuenta ya no tiene permiso de administrador. Pide acceso a quien administra la tienda o vuelve a entrar.'
  if (SESSION_CODES.has(code)) return 'tu sesión se cerró. Vuelve a entrar e inténtalo de nuevo.'
  if (error instanceof TimeoutError || NETWORK_CODES.has(code) || (code === '' && isOffline()))
    return NO_CONNECTION_REASON
  switch (code) {
    case 'resource-exhausted':
    case 'quota-exceeded':
      return 'se alcanzó el límite de uso del servicio por hoy. Inténtalo más tarde.'
    case 'not-found':
    case 'object-not-found':
      return 'ya no existe (quizás alguien lo borró desde otro teléfono).'
    case 'aborted':
      return 'otra persona estaba cambiando lo mismo al mismo tiempo. Inténtalo de nuevo.'
    case 'canceled':
      return 'se canceló antes de terminar. Inténtalo de nuevo.'
    default:
      return null
  }
}

/**
 * A failed action as one Spanish sentence: `action` names what failed ('No se pudo guardar') and
 * the reason follows, e.g. 'No se pudo guardar: no hay conexión o es muy lenta. Revisa la señal e
 * inténtalo de nuevo.'
 */
export function staffErrorMessage(error: unknown, action = 'No se pudo completar'): string {
  const reason = staffErrorReason(error)
  return reason ? `${action}: ${reason}` : `${action}. Inténtalo de nuevo.`
}
