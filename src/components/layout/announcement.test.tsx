import { screen } from '@testing-library/react'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { renderWithProviders } from '@/testing/render'
import { Announcement } from './announcement'

const withNotice = (texto: string, hasta: string) => ({
  ...DEFAULT_SETTINGS,
  anuncio: { texto, hasta },
})

describe('Announcement', () => {
  it('shows the notice until the end of its last day in Colombia', () => {
    // 23:30 on the 30th in Bogotá is already the 1st in UTC.
    renderWithProviders(
      <Announcement
        settings={withNotice('Hoy 2x1 en conos', '2026-11-30')}
        now={new Date('2026-12-01T04:30:00Z')}
      />,
    )
    expect(screen.getByRole('status', { name: 'Aviso de la tienda' })).toHaveTextContent(
      'Hoy 2x1 en conos',
    )
  })

  it('shows nothing after its last day, or without text', () => {
    renderWithProviders(
      <>
        <Announcement
          settings={withNotice('Hoy 2x1 en conos', '2026-11-30')}
          now={new Date('2026-12-01T05:30:00Z')}
        />
        <Announcement settings={withNotice('  ', '')} now={new Date('2026-11-01T12:00:00Z')} />
      </>,
    )
    expect(screen.queryByRole('status', { name: 'Aviso de la tienda' })).not.toBeInTheDocument()
  })
})
