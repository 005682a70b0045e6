import { screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { fullAddress } from '@/lib/shop/links'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { renderWithProviders } from '@/testing/render'
import { CookiesPage } from './cookies-page'
import { PrivacyPage } from './privacy-page'
import { TermsPage } from './terms-page'

const pages: { name: string; page: ReactElement; heading: string }[] = [
  { name: 'privacy', page: <PrivacyPage />, heading: 'Política de privacidad' },
  { name: 'terms', page: <TermsPage />, heading: 'Términos y condiciones' },
  { name: 'cookies', page: <CookiesPage />, heading: 'Política de cookies' },
]

/** A copy of `element` without its hidden parts (jsdom lays nothing out). */
function shown(element: Element): Element {
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('[hidden]')) hidden.remove()
  return copy
}

/** The text `element` shows. */
const shownText = (element: Element) => shown(element).textContent.replace(/\s+/g, ' ')

/** Settings as a shop saved them: with its phone and email. */
const shop = { ...DEFAULT_SETTINGS, telefono: '+57 311 222 3344', email: 'hola@la3.co' }

describe('legal pages', () => {
  beforeEach(() => {
    // Only Date is faked, so promises and timers of the render still run.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-22T15:00:00Z'))
    replaceShopSettings(shop)
  })
  afterEach(() => {
    vi.useRealTimers()
    replaceShopSettings(DEFAULT_SETTINGS)
  })

  it.each(pages)('$name: heading, current date and contact email', ({ page, heading }) => {
    renderWithProviders(page)
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const updated = screen.getByText(/^Última actualización:/)
    expect(updated).toHaveTextContent('Última actualización: 22 de noviembre de 2026')
    expect(within(updated).getByText('22 de noviembre de 2026')).toHaveAttribute(
      'datetime',
      '2026-11-22',
    )
    const mailLinks = screen.getAllByRole('link', { name: shop.email })
    expect(mailLinks[0]).toHaveAttribute('href', `mailto:${shop.email}`)
  })

  it.each(pages)(
    '$name: with no settings saved, no phone or email: the shop’s address instead',
    ({ page }) => {
      replaceShopSettings(DEFAULT_SETTINGS)
      const { container } = renderWithProviders(page)
      const text = shownText(container)
      expect(text).not.toMatch(/Teléfono:|Correo electrónico:|escríbenos a|avísanos a/i)
      expect(text).toMatch(/acércate a nuestro local en Calle 3|avísanos en nuestro local/i)
      const links = within(shown(container) as HTMLElement)
        .queryAllByRole('link')
        .map((link) => link.getAttribute('href'))
      expect(links.filter((href) => /^(tel|mailto):/.test(href ?? ''))).toEqual([])
    },
  )

  it('privacy: with no email saved, the rights are exercised at the shop’s address', () => {
    replaceShopSettings(DEFAULT_SETTINGS)
    renderWithProviders(<PrivacyPage />)
    const how = screen.getByRole('region', { name: 'Cómo ejercer tus derechos' })
    expect(shownText(how)).toContain(
      `Acércate a nuestro local en ${fullAddress(DEFAULT_SETTINGS)}. Indica:`,
    )
    const controller = screen.getByRole('region', { name: 'Responsable del tratamiento' })
    expect(shownText(controller)).toContain(fullAddress(DEFAULT_SETTINGS))
    expect(shownText(controller)).not.toMatch(/Teléfono|Correo/)
  })

  it('privacy: with an email saved, it is the way to exercise the rights', () => {
    renderWithProviders(<PrivacyPage />)
    const how = screen.getByRole('region', { name: 'Cómo ejercer tus derechos' })
    expect(shownText(how)).toContain(
      `Escríbenos a ${shop.email} o acércate a nuestro local en ${fullAddress(shop)}. Indica:`,
    )
    const controller = screen.getByRole('region', { name: 'Responsable del tratamiento' })
    expect(shownText(controller)).toContain(`Teléfono: ${shop.telefono}`)
    expect(shownText(controller)).toContain(`Correo electrónico: ${shop.email}`)
  })

  it('shows the day of the visit, not a fixed date', () => {
    vi.setSystemTime(new Date('2027-03-05T15:00:00Z'))
    renderWithProviders(<TermsPage />)
    expect(screen.getByText(/^Última actualización:/)).toHaveTextContent('5 de marzo de 2027')
  })

  it('terms say that no payments or sales are handled on the site', () => {
    renderWithProviders(<TermsPage />)
    expect(screen.getByRole('heading', { name: 'Sin pagos ni ventas en el sitio' })).toBeVisible()
    expect(screen.getByText(/En este sitio no se realizan pagos ni ventas/)).toBeVisible()
  })

  it('privacy names the controller, the law, the rights, the deadlines and the providers', () => {
    renderWithProviders(<PrivacyPage />)
    const controller = screen.getByRole('region', { name: 'Responsable del tratamiento' })
    expect(controller).toHaveTextContent(fullAddress(shop))
    expect(controller).toHaveTextContent(shop.telefono)
    expect(within(controller).getByRole('link', { name: shop.email })).toBeVisible()
    expect(screen.getAllByText(/Ley Estatutaria 1581 de 2012/)[0]).toBeVisible()
    expect(screen.getByText(/Decreto 1377 de 2013/)).toBeVisible()
    const rights = screen.getByRole('region', { name: 'Tus derechos como titular' })
    for (const right of [
      /Conocer, actualizar y rectificar/,
      /Revocar la autorización/,
      /supresión/,
    ]) {
      expect(rights).toHaveTextContent(right)
    }
    const deadlines = screen.getByRole('region', { name: 'Plazos de respuesta' })
    expect(deadlines).toHaveTextContent(/10 días hábiles/)
    expect(deadlines).toHaveTextContent(/15 días hábiles/)
    expect(
      screen.getByRole('region', { name: 'Dónde se guardan (proveedores)' }),
    ).toHaveTextContent(/Google Firebase/)
    const gallery = screen.getByRole('region', {
      name: 'La promoción del cono gratis y la galería',
    })
    expect(gallery).toHaveTextContent(/publicación/)
    expect(gallery).toHaveTextContent(/se conservan hasta que se eliminan/)
    expect(screen.getByRole('heading', { name: 'Menores de edad' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Seguridad' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Cambios a esta política' })).toBeVisible()
  })

  it('long pages list their sections with working anchors', () => {
    renderWithProviders(<PrivacyPage />)
    const contents = screen.getByRole('navigation', { name: 'En esta página' })
    const link = within(contents).getByRole('link', { name: 'Plazos de respuesta' })
    expect(link).toHaveAttribute('href', '#plazos')
    expect(screen.getByRole('heading', { level: 2, name: 'Plazos de respuesta' })).toHaveAttribute(
      'id',
      'plazos',
    )
  })

  it('cookies page says no advertising or analytics cookies are used and shows the choice', () => {
    renderWithProviders(<CookiesPage />)
    expect(screen.getByRole('heading', { name: 'Qué no usamos' })).toBeVisible()
    expect(screen.getByText(/No usamos cookies publicitarias/)).toBeVisible()
    expect(screen.getByRole('button', { name: 'Aceptar cookies' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Rechazar cookies' })).toBeVisible()
    expect(screen.getByText(/Esta elección es simulada/)).toBeVisible()
  })
})
