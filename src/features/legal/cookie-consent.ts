/** Where the visitor's cookie choice is kept in the browser's local storage. */
export const COOKIE_CONSENT_KEY = 'cookie-consent'

export type CookieChoice = 'accepted' | 'rejected'
export type CookieConsent = CookieChoice | 'unset'

/** What the cookie page says of the stored choice. */
export const CONSENT_TEXT: Record<CookieConsent, string> = {
  accepted: 'Estado actual: cookies aceptadas',
  rejected: 'Estado actual: cookies rechazadas',
  unset: 'Estado actual: aún no has elegido',
}

/** The stored choice: 'accepted' only for exactly that value; anything unknown means unset. */
export function readCookieConsent(): CookieConsent {
  let stored: string | null = null
  try {
    stored = window.localStorage.getItem(COOKIE_CONSENT_KEY)
  } catch {
    // Storage blocked by the browser: there is no stored choice.
  }
  if (stored === 'accepted') return 'accepted'
  if (stored === 'rejected') return 'rejected'
  return 'unset'
}

/** Stores the choice; throws when the browser does not allow local storage. */
export function writeCookieConsent(choice: CookieChoice): void {
  window.localStorage.setItem(COOKIE_CONSENT_KEY, choice)
}
