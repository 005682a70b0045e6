import { expect, test } from '@playwright/test'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS as shop } from './support/shop-defaults'

const EMAIL = shop.email

const PAGES = [
  { path: '/politica-de-privacidad', heading: 'Política de privacidad' },
  { path: '/terminos-y-condiciones', heading: 'Términos y condiciones' },
  { path: '/politica-de-cookies', heading: 'Política de cookies' },
]

/** Today as the pages write it, in the shop's time zone. */
const today = () =>
  new Intl.DateTimeFormat('es-CO', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Bogota',
  }).format(new Date())

test.describe('legal pages', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} shows its title, today's date and the contact address`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveTitle(`${heading} | Heladería en Colón, Putumayo`)
      await expect(page.locator('meta[name="description"]').first()).toHaveAttribute(
        'content',
        /.{60,}/,
      )
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page.getByText(`Última actualización: ${today()}`)).toBeVisible()
      await expect(page.getByRole('link', { name: EMAIL }).first()).toHaveAttribute(
        'href',
        `mailto:${EMAIL}`,
      )
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow, 'nothing should stick out sideways').toBeLessThanOrEqual(0)
    })
  }

  test('the terms say that the site handles no payments or sales', async ({ page }) => {
    await page.goto('/terminos-y-condiciones')
    await expect(page.getByText(/En este sitio no se realizan pagos ni ventas/)).toBeVisible()
  })

  test('a section link of the privacy policy scrolls its heading clear of the fixed header', async ({
    page,
  }) => {
    await page.goto('/politica-de-privacidad')
    await page
      .getByRole('navigation', { name: 'En esta página' })
      .getByRole('link', { name: 'Plazos de respuesta' })
      .click()
    const heading = page.getByRole('heading', { level: 2, name: 'Plazos de respuesta' })
    await expect(heading).toBeInViewport()
    const header = await page.getByRole('banner').boundingBox()
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? -1)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0))
  })

  test('the cookie choice is stored and survives a reload', async ({ page }) => {
    // The choice needs the app: in the page's first look a tap only says 'Cargando…'.
    await openPage(page, '/politica-de-cookies')
    const state = page.getByRole('status').filter({ hasText: 'Estado actual' })
    await expect(state).toHaveText('Estado actual: aún no has elegido')

    await page.getByRole('button', { name: 'Aceptar cookies' }).click()
    await expect(state).toHaveText('Estado actual: cookies aceptadas')
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted')
    await page.reload()
    await expect(state).toHaveText('Estado actual: cookies aceptadas')

    await page.getByRole('button', { name: 'Rechazar cookies' }).click()
    await expect(state).toHaveText('Estado actual: cookies rechazadas')
    await page.reload()
    await expect(state).toHaveText('Estado actual: cookies rechazadas')
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('rejected')
  })

  test('a stored value other than exactly accepted does not count as accepted', async ({
    page,
  }) => {
    await page.goto('/politica-de-cookies')
    await page.evaluate(() => localStorage.setItem('cookie-consent', 'ACCEPTED'))
    await page.reload()
    await expect(page.getByRole('status').filter({ hasText: 'Estado actual' })).toHaveText(
      'Estado actual: aún no has elegido',
    )
  })
})
