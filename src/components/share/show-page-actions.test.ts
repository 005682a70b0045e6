// @vitest-environment jsdom
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { PAGE_ACTIONS_PART, SHOP_NAME, showFirstLookPageActions } from './show-page-actions'

/** A first look with the parts' templates as the build writes them (first-look-page-actions.tsx). */
function firstLook(menu?: string) {
  document.body.innerHTML = `
    <div data-first-look><main><h1>Helados</h1></main>
      <template data-first-look-part="${PAGE_ACTIONS_PART}">
        <div data-page-actions ${menu ? `data-menu="${menu}"` : ''}
          data-share-text="¡Mira el menú de helados de ${SHOP_NAME}!">
          ${menu ? '<a data-pedir-whatsapp href="https://wa.me/">Pedir por WhatsApp</a>' : ''}
          <button data-answers-now>Compartir</button>
        </div>
      </template></div>`
}

describe('showFirstLookPageActions', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.unstubAllGlobals()
  })

  it("draws the floating buttons in the page's main part, the order's chat with the shop's number", () => {
    firstLook('helados')
    showFirstLookPageActions({ ...DEFAULT_SETTINGS, whatsapp: '573001234567' })
    const order = document.querySelector('main [data-pedir-whatsapp]')
    expect(order?.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/573001234567\?text=/)
    expect(decodeURIComponent(order?.getAttribute('href') ?? '')).toContain('menú de helados')
    expect(document.querySelector('main button')).toHaveTextContent('Compartir')
  })

  it('leaves the order button out while the shop has no WhatsApp number', () => {
    firstLook('helados')
    showFirstLookPageActions({ ...DEFAULT_SETTINGS, whatsapp: '' })
    expect(document.querySelector('main [data-pedir-whatsapp]')).toBeNull()
    expect(document.querySelector('main button')).not.toBeNull()
  })

  it("'Compartir' opens the phone's share sheet with the shop's name, without the app", async () => {
    firstLook()
    const share = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, share })
    showFirstLookPageActions({ ...DEFAULT_SETTINGS, nombre: 'Heladería Colón' })
    document.querySelector<HTMLButtonElement>('main button')?.click()
    await vi.waitFor(() => expect(share).toHaveBeenCalledTimes(1))
    expect(share).toHaveBeenCalledWith({
      title: document.title,
      text: '¡Mira el menú de helados de Heladería Colón!',
      url: `${location.origin}${location.pathname}`,
    })
  })

  it("without a share sheet, 'Compartir' opens WhatsApp's chat picker", async () => {
    firstLook()
    vi.stubGlobal('navigator', { ...navigator, share: undefined })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    showFirstLookPageActions(DEFAULT_SETTINGS)
    document.querySelector<HTMLButtonElement>('main button')?.click()
    await vi.waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/wa\.me\/\?text=/)
  })
})
