import { CONSENT_TEXT, readCookieConsent } from '../cookie-consent'
import { formatIsoDate, formatLongDate } from '../format-long-date'
import { CONSENT_STATE, TODAY_DATE } from './legal-marks'

/**
 * The visitor's own state on a legal page's first look (which the build wrote on its own day):
 * today's date as the last update, as the specification asks, and on the cookie page the stored
 * choice. Returns whether the page shows a stored choice: its buttons, pressed, need the app.
 */
export function showLegalState(doc: Document = document, now: Date = new Date()): boolean {
  for (const time of doc.querySelectorAll(`[data-first-look] time[${TODAY_DATE}]`)) {
    time.setAttribute('datetime', formatIsoDate(now))
    time.textContent = formatLongDate(now)
  }
  const state = doc.querySelector(`[data-first-look] [${CONSENT_STATE}]`)
  if (!state) return false
  const consent = readCookieConsent()
  state.textContent = CONSENT_TEXT[consent]
  return consent !== 'unset'
}
