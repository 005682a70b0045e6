import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { Footer } from './footer'

describe('Footer', () => {
  it('shows the hours, address, phone link, admin and legal links and the current year', () => {
    renderWithProviders(<Footer />)
    const hours = within(screen.getByRole('region', { name: 'Horario' })).getAllByRole('listitem')
    expect(hours).toHaveLength(6)
    expect(hours[0]).toHaveTextContent('Lunes03:00 pm - 11:00 pm')
    expect(hours[5]).toHaveTextContent('Sábado')
    expect(screen.getByText(/Calle 3 Cra 9 Barrio Centro, Colón, Putumayo/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /\+57/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+57\d+$/),
    )
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute(
      'href',
      '/politica-de-cookies',
    )
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument()
    expect(
      screen.getByText(new RegExp(`© ${new Date().getFullYear()} .*Todos los derechos reservados`)),
    ).toBeInTheDocument()
    expect(screen.getByText(/^(Abierto ahora|Cerrado)$/)).toBeInTheDocument()
  })
})
