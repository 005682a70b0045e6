// @vitest-environment jsdom
import { COOKIE_CONSENT_KEY } from '../cookie-consent'
import { showLegalState } from './show-legal-state'

describe('showLegalState', () => {
  beforeEach(() => {
    localStorage.clear()
    document.body.innerHTML = `
      <div data-first-look><p>Última actualización: <time datetime="2026-11-22" data-today>22 de noviembre de 2026</time></p>
      <p role="status" data-cookie-state>Estado actual: aún no has elegido</p></div>`
  })

  it("says today's date, not the build's, and the stored cookie choice", () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'rejected')
    expect(showLegalState(document, new Date('2026-12-01T15:00:00Z'))).toBe(true)
    const time = document.querySelector('time')
    expect(time).toHaveAttribute('datetime', '2026-12-01')
    expect(time).toHaveTextContent('1 de diciembre de 2026')
    expect(document.querySelector('[role="status"]')).toHaveTextContent(
      'Estado actual: cookies rechazadas',
    )
  })

  it('needs nothing more without a stored choice, or on a page without one', () => {
    expect(showLegalState()).toBe(false)
    document.querySelector('[role="status"]')?.remove()
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted')
    expect(showLegalState()).toBe(false)
  })
})
