// @vitest-environment jsdom
import { TimeoutError } from '@/lib/network/connection'
import { isPermissionError, staffErrorMessage, staffErrorReason } from './staff-error-message'

/** An error as the Firebase SDKs make them: an English message and a code. */
const firebaseError = (code: string, message = 'Missing or insufficient permissions.') =>
  Object.assign(new Error(message), { code, name: 'FirebaseError' })

describe('staffErrorMessage', () => {
  it.each([
    ['permission-denied', /tu cuenta ya no tiene permiso de administrador/],
    ['storage/unauthorized', /tu cuenta ya no tiene permiso de administrador/],
    ['unauthenticated', /tu sesión se cerró/],
    ['storage/unauthenticated', /tu sesión se cerró/],
    ['unavailable', /no hay conexión/],
    ['storage/retry-limit-exceeded', /no hay conexión/],
    ['deadline-exceeded', /no hay conexión/],
    ['auth/network-request-failed', /no hay conexión/],
    ['resource-exhausted', /límite de uso/],
    ['storage/quota-exceeded', /límite de uso/],
    ['not-found', /ya no existe/],
    ['storage/object-not-found', /ya no existe/],
    ['aborted', /otra persona estaba cambiando lo mismo/],
    ['storage/canceled', /se canceló/],
  ])('says %s in Spanish, after what failed', (code, reason) => {
    const message = staffErrorMessage(firebaseError(code), 'No se pudo guardar')
    expect(message).toMatch(/^No se pudo guardar: /)
    expect(message).toMatch(reason)
    expect(message).not.toMatch(/permissions|Missing/)
  })

  it('says that a save that got no answer in time found no connection', () => {
    expect(staffErrorMessage(new TimeoutError(15_000), 'No se pudo marcar la entrega')).toBe(
      'No se pudo marcar la entrega: no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo.',
    )
  })

  it('never shows the text of an error it does not know, only to try again', () => {
    const message = staffErrorMessage(
      firebaseError('internal', 'INTERNAL ASSERTION FAILED: Unexpected state'),
      'No se pudo guardar',
    )
    expect(message).toBe('No se pudo guardar. Inténtalo de nuevo.')
    expect(staffErrorMessage(new Error('boom'))).toBe('No se pudo completar. Inténtalo de nuevo.')
    expect(staffErrorMessage('a string')).toBe('No se pudo completar. Inténtalo de nuevo.')
  })

  it('blames the connection for an unknown error while the phone is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      expect(staffErrorReason(new TypeError('Failed to fetch'))).toMatch(/no hay conexión/)
      // A refusal is a refusal, even offline.
      expect(staffErrorReason(firebaseError('permission-denied'))).toMatch(/permiso/)
    } finally {
      online.mockRestore()
    }
  })

  it('tells a refused account apart from the rest', () => {
    expect(isPermissionError(firebaseError('permission-denied'))).toBe(true)
    expect(isPermissionError(firebaseError('storage/unauthorized'))).toBe(true)
    expect(isPermissionError(firebaseError('unavailable'))).toBe(false)
    expect(isPermissionError(new TimeoutError(1))).toBe(false)
    expect(isPermissionError(null)).toBe(false)
  })
})
