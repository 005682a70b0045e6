// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import {
  ANNOUNCEMENT_PART,
  ANNOUNCEMENT_TEXT,
  showFirstLookAnnouncement,
} from './show-announcement'

describe('showFirstLookAnnouncement', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-first-look><header><a href="/">Logo</a></header>
        <template data-first-look-part="${ANNOUNCEMENT_PART}">
          <div role="status"><span ${ANNOUNCEMENT_TEXT}></span></div>
        </template></div>`
  })

  const strip = () => document.querySelector('header [role="status"]')

  it("draws the staff's current notice at the end of the header", () => {
    showFirstLookAnnouncement({
      ...DEFAULT_SETTINGS,
      anuncio: { texto: 'Hoy abrimos a las 5 pm', hasta: '' },
    })
    expect(strip()).toHaveTextContent('Hoy abrimos a las 5 pm')
    expect(document.querySelector('header')?.lastElementChild).toBe(strip())
  })

  it('draws nothing without a notice, or once its last day has passed', () => {
    showFirstLookAnnouncement({ ...DEFAULT_SETTINGS, anuncio: { texto: '  ', hasta: '' } })
    showFirstLookAnnouncement({
      ...DEFAULT_SETTINGS,
      anuncio: { texto: 'Cerrado por vacaciones', hasta: '2020-01-01' },
    })
    expect(strip()).toBeNull()
  })
})
