import { screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { FirstLookProvider } from '@/lib/startup/first-look'
import { renderWithProviders } from '@/testing/render'
import { DeferredPageActions } from './deferred-page-actions'

describe('DeferredPageActions', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState')
    vi.restoreAllMocks()
    replaceShopSettings(DEFAULT_SETTINGS)
  })

  it('shows nothing while the page loads, then the buttons', async () => {
    replaceShopSettings({ ...DEFAULT_SETTINGS, whatsapp: '573001234567' })
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    renderWithProviders(<DeferredPageActions shareText={() => 'Mira'} menu="helados" />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()

    Reflect.deleteProperty(document, 'readyState')
    window.dispatchEvent(new Event('load'))
    expect(await screen.findByRole('link', { name: 'Compartir' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pedir por WhatsApp' })).toBeInTheDocument()
  })

  it('leaves the first look alone: no code is asked for, no page load awaited', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const addListener = vi.spyOn(window, 'addEventListener')
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    expect(
      renderToString(
        <FirstLookProvider value={true}>
          <DeferredPageActions shareText={() => 'Mira'} menu="helados" />
        </FirstLookProvider>,
      ),
    ).toBe('')
    expect(addListener).not.toHaveBeenCalledWith('load', expect.anything(), expect.anything())
    expect(warn).not.toHaveBeenCalled()
  })
})
