import { screen } from '@testing-library/react'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { renderWithProviders } from '@/testing/render'
import { OpenNow } from './open-now'

describe('OpenNow', () => {
  it('says open on a Wednesday evening in Colombia', () => {
    renderWithProviders(
      <OpenNow settings={DEFAULT_SETTINGS} now={new Date('2026-11-26T00:30:00Z')} />,
    )
    expect(screen.getByText('Abierto ahora')).toBeInTheDocument()
  })

  it('says closed on a Sunday', () => {
    renderWithProviders(
      <OpenNow settings={DEFAULT_SETTINGS} now={new Date('2026-11-22T22:00:00Z')} />,
    )
    expect(screen.getByText('Cerrado')).toBeInTheDocument()
  })

  it('says closed on an open day the staff closed with «Cerrado hoy»', () => {
    renderWithProviders(
      <OpenNow
        settings={{ ...DEFAULT_SETTINGS, cerradoHoy: '2026-11-25' }}
        now={new Date('2026-11-26T00:30:00Z')}
      />,
    )
    expect(screen.getByText('Cerrado')).toBeInTheDocument()
  })
})
