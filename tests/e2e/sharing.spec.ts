import { expect, test, type Page } from '@playwright/test'
import { adminDb } from './support/firebase-admin'
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS as defaults } from './support/shop-defaults'

// 'Compartir' on the menus and the free-cone page, and 'Pedir por WhatsApp' on the menus: the
// floating buttons that come once the page has loaded.

const settingsDoc = () => adminDb.doc('ajustes/tienda')

const PAGES = [
  { path: '/helados', text: `¡Mira el menú de helados de ${defaults.nombre}!` },
  { path: '/cono-gratis', text: `¡Gana un cono gratis en ${defaults.nombre}! Mira cómo:` },
]

/** The text WhatsApp is opened with. */
const typedText = (href: string | null) => new URL(href ?? '').searchParams.get('text')

/** A tab that opens wa.me gets a blank page: the test never reaches WhatsApp itself. */
async function answerWhatsapp(page: Page) {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }),
    )
}

/** The phone's share sheet, replaced by one that records what it was given. */
async function recordShares(page: Page): Promise<unknown[]> {
  const shared: unknown[] = []
  await page.exposeFunction('recordShare', (data: unknown) => {
    shared.push(data)
  })
  await page.addInitScript(() => {
    const record = (window as unknown as { recordShare: (data: unknown) => Promise<void> })
      .recordShare
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => record(data),
    })
  })
  return shared
}

/** A browser without the Web Share API, whatever this Chromium has. */
async function withoutShareSheet(page: Page) {
  await page.addInitScript(() => {
    Reflect.deleteProperty(Navigator.prototype, 'share')
    Reflect.deleteProperty(navigator, 'share')
  })
}

test.describe('sharing the page', () => {
  for (const { path, text } of PAGES) {
    test(`on ${path}, Compartir opens the share sheet with the page’s title and address`, async ({
      page,
      baseURL,
    }) => {
      const shared = await recordShares(page)
      await openPage(page, path)
      const button = page.getByRole('button', { name: 'Compartir' })
      await expect(button).toBeVisible()
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(48)
      await button.click()
      await expect
        .poll(() => shared)
        .toEqual([{ title: await page.title(), text, url: `${baseURL}${path}` }])
      expect(await page.title()).not.toBe('')
    })

    test(`on ${path}, Compartir is a WhatsApp link without a share sheet`, async ({
      page,
      baseURL,
    }) => {
      await withoutShareSheet(page)
      await answerWhatsapp(page)
      await openPage(page, path)
      const link = page.getByRole('link', { name: 'Compartir' })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener')
      const [whatsapp] = await Promise.all([page.context().waitForEvent('page'), link.click()])
      expect(whatsapp.url()).toMatch(/^https:\/\/wa\.me\/\?text=/)
      expect(typedText(whatsapp.url())).toBe(`${text} ${baseURL}${path}`)
      await whatsapp.close()
    })
  }

  test('a share sheet that fails falls back to WhatsApp; a closed one does nothing', async ({
    page,
    baseURL,
  }) => {
    await answerWhatsapp(page)
    await page.addInitScript(() => {
      const errors = ['AbortError', 'NotAllowedError']
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: () => Promise.reject(new DOMException('', errors.shift())),
      })
    })
    await openPage(page, '/bebidas')
    const button = page.getByRole('button', { name: 'Compartir' })
    const opened: Page[] = []
    page.context().on('page', (tab) => opened.push(tab))
    await button.click()
    // The visitor closed the sheet: no WhatsApp tab follows.
    await page.waitForTimeout(500)
    expect(opened).toEqual([])
    const [whatsapp] = await Promise.all([page.context().waitForEvent('page'), button.click()])
    expect(typedText(whatsapp.url())).toBe(
      `¡Mira el menú de bebidas de ${defaults.nombre}! ${baseURL}/bebidas`,
    )
  })
})

test.describe('ordering by WhatsApp', () => {
  // 'Compartir' is then a link, whatever this Chromium has.
  test.beforeEach(({ page }) => withoutShareSheet(page))
  test.afterEach(async () => {
    await settingsDoc().set(defaults)
  })

  test('a menu offers Pedir por WhatsApp to the shop’s number, greeting it about that menu', async ({
    page,
  }) => {
    await settingsDoc().set({ ...defaults, whatsapp: '573112223344' })
    await recordLayoutShifts(page)
    await openPage(page, '/bebidas')
    const order = page.getByRole('link', { name: 'Pedir por WhatsApp' })
    await expect(order).toBeVisible()
    // The buttons float: their arrival after the load moved nothing on the page.
    expect(await layoutShiftsOf(page, { afterLoad: true })).toEqual([])
    expect((await order.boundingBox())?.height).toBeGreaterThanOrEqual(48)
    const href = await order.getAttribute('href')
    expect(href).toMatch(/^https:\/\/wa\.me\/573112223344\?text=/)
    expect(typedText(href)).toBe(
      `¡Hola, ${defaults.nombre}! Vi el menú de bebidas en la página y quiero pedir: `,
    )
    await expect(order).toHaveAttribute('target', '_blank')
    await expect(order).toHaveAttribute('rel', 'noopener')

    // Another menu names its own; the free-cone page has nothing to order.
    await page
      .getByRole('navigation', { name: 'Menús' })
      .getByRole('link', { name: 'Helados' })
      .click()
    await expect
      .poll(async () => typedText(await order.getAttribute('href')))
      .toContain('el menú de helados')
    await openPage(page, '/cono-gratis')
    await expect(page.getByRole('link', { name: 'Compartir' })).toBeVisible()
    await expect(order).toHaveCount(0)
  })

  test('without a WhatsApp number, a menu offers no order', async ({ page }) => {
    await settingsDoc().set({ ...defaults, whatsapp: '' })
    await openPage(page, '/comidas')
    await expect(page.getByRole('link', { name: 'Compartir' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Pedir por WhatsApp' })).toHaveCount(0)
  })
})
