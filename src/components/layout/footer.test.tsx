import { screen, within } from '@testing-library/react'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { renderWithProviders } from '@/testing/render'
import { Footer } from './footer'

describe('Footer', () => {
  beforeEach(() => replaceShopSettings(DEFAULT_SETTINGS))
  afterEach(() => vi.useRealTimers())

  it('shows the hours, address, admin and legal links and the current year', () => {
    renderWithProviders(<Footer />)
    const hours = within(screen.getByRole('region', { name: 'Horario' })).getAllByRole('listitem')
    expect(hours).toHaveLength(6)
    expect(hours[0]).toHaveTextContent('Lunes03:00 pm - 11:00 pm')
    expect(hours[5]).toHaveTextContent('Sábado')
    expect(screen.getByText(/Calle 3 Cra 9 Barrio Centro, Colón, Putumayo/)).toBeInTheDocument()
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

  it('leaves out the phone and WhatsApp lines while the shop has given none (never saved)', () => {
    renderWithProviders(<Footer />)
    const visit = within(screen.getByRole('region', { name: 'Visítanos' }))
    expect(visit.getByRole('link', { name: 'Cómo llegar' })).toBeInTheDocument()
    expect(visit.queryByRole('link', { name: /\+57|\d{3}/ })).not.toBeInTheDocument()
    expect(visit.queryByRole('link', { name: 'Escríbenos por WhatsApp' })).not.toBeInTheDocument()
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '')
    expect(hrefs.filter((href) => /^tel:|wa\.me/.test(href))).toEqual([])
  })

  it('follows the staff’s settings: phone, WhatsApp, map, networks, hours and special days', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // Monday 21 December, 4 pm in Colombia: open by the week's hours, closed by «Cerrado hoy».
    vi.setSystemTime(new Date('2026-12-21T21:00:00Z'))
    replaceShopSettings({
      ...DEFAULT_SETTINGS,
      nombre: 'Helados La 3',
      telefono: '+57 311 222 3344',
      whatsapp: '573112223344',
      redes: { instagram: '', facebook: 'https://facebook.com/la3', tiktok: '', youtube: '' },
      horario: { ...DEFAULT_SETTINGS.horario, sa: '10:00-14:00,16:00-23:00' },
      especiales: ['2026-12-24=', '2026-12-31=15:00-19:00', '2026-03-01=', '2027-06-01='],
      cerradoHoy: '2026-12-21',
    })
    renderWithProviders(<Footer />)
    expect(screen.getByRole('link', { name: '+57 311 222 3344' })).toHaveAttribute(
      'href',
      'tel:+573112223344',
    )
    expect(screen.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/573112223344\?text=/),
    )
    expect(screen.getByRole('link', { name: 'Cómo llegar' })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps/search'),
    )
    expect(screen.getByRole('link', { name: 'Facebook' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument()
    const hours = within(screen.getByRole('region', { name: 'Horario' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(hours).toContain('Sábado10:00 am - 02:00 pm, 04:00 pm - 11:00 pm')
    // Today's «Cerrado hoy» and the coming weeks' dates; past and far dates are left out.
    expect(hours.slice(-3)).toEqual([
      'HoyCerrado',
      '24 de diciembreCerrado',
      '31 de diciembre03:00 pm - 07:00 pm',
    ])
    // The badge, today's row and 24 December.
    expect(screen.getAllByText('Cerrado')).toHaveLength(3)
    expect(screen.getByText(/© 2026 Helados La 3\./)).toBeInTheDocument()
  })
})
