import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { DeferredPageActions } from './deferred-page-actions'

describe('DeferredPageActions', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'readyState')
  })

  it('shows nothing while the page loads, then the buttons', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    renderWithProviders(<DeferredPageActions shareText={() => 'Mira'} menu="helados" />)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('link')).not.toBeInTheDocument()

    Reflect.deleteProperty(document, 'readyState')
    window.dispatchEvent(new Event('load'))
    expect(await screen.findByRole('link', { name: 'Compartir' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Pedir por WhatsApp' })).toBeInTheDocument()
  })
})
