import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { renderWithProviders } from '@/testing/render'
import { PageActions } from './page-actions'

const shareText = (shop: string) => `¡Mira el menú de helados de ${shop}!`

/** Gives jsdom (which has none) a share sheet, or takes it away with `undefined`. */
function stubShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
}

describe('PageActions', () => {
  beforeEach(() => {
    replaceShopSettings({ ...DEFAULT_SETTINGS, nombre: 'Helados La 3', whatsapp: '573001234567' })
    document.title = 'Helados en Colón, Putumayo | Menú'
  })
  afterEach(() => {
    stubShare(undefined)
    vi.restoreAllMocks()
  })

  it('shares the page’s title and address through the share sheet where the phone has one', async () => {
    const share = vi.fn(() => Promise.resolve())
    stubShare(share)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWithProviders(<PageActions shareText={shareText} />)
    await userEvent.click(screen.getByRole('button', { name: 'Compartir' }))
    expect(share).toHaveBeenCalledWith({
      title: 'Helados en Colón, Putumayo | Menú',
      text: '¡Mira el menú de helados de Helados La 3!',
      url: `${window.location.origin}${window.location.pathname}`,
    })
    expect(open).not.toHaveBeenCalled()
  })

  it('says nothing when the visitor closes the sheet, and opens WhatsApp when the sheet fails', async () => {
    const share = vi
      .fn<Navigator['share']>()
      .mockRejectedValueOnce(new DOMException('Share canceled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Busy', 'InvalidStateError'))
    stubShare(share)
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWithProviders(<PageActions shareText={shareText} />)
    const button = screen.getByRole('button', { name: 'Compartir' })
    await userEvent.click(button)
    expect(open).not.toHaveBeenCalled()
    await userEvent.click(button)
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=%C2%A1Mira%20el%20men%C3%BA/),
      '_blank',
      'noopener',
    )
  })

  it('is a WhatsApp link, in a new tab, where the phone has no share sheet', () => {
    renderWithProviders(<PageActions shareText={shareText} />)
    const link = screen.getByRole('link', { name: 'Compartir' })
    const href = new URL(link.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/')
    expect(href.searchParams.get('text')).toBe(
      `¡Mira el menú de helados de Helados La 3! ${window.location.origin}${window.location.pathname}`,
    )
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
  })

  it('offers an order by WhatsApp on a menu, greeting the shop about that menu', () => {
    renderWithProviders(<PageActions shareText={shareText} menu="helados" />)
    const order = screen.getByRole('link', { name: 'Pedir por WhatsApp' })
    const href = new URL(order.getAttribute('href') ?? '')
    expect(href.origin + href.pathname).toBe('https://wa.me/573001234567')
    expect(href.searchParams.get('text')).toBe(
      '¡Hola, Helados La 3! Vi el menú de helados en la página y quiero pedir: ',
    )
    expect(order).toHaveAttribute('target', '_blank')
  })

  it('offers no order without a WhatsApp number, nor away from the menus', () => {
    const { unmount } = renderWithProviders(<PageActions shareText={shareText} />)
    expect(screen.queryByRole('link', { name: 'Pedir por WhatsApp' })).not.toBeInTheDocument()
    unmount()
    replaceShopSettings({ ...DEFAULT_SETTINGS, whatsapp: '' })
    renderWithProviders(<PageActions shareText={shareText} menu="comidas" />)
    expect(screen.queryByRole('link', { name: 'Pedir por WhatsApp' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Compartir' })).toBeInTheDocument()
  })
})
