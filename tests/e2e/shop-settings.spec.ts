import { expect, test, type Page } from '@playwright/test'
import { SHOP_DEFAULTS as defaults } from './support/shop-defaults'
import { openFromPanel, signInAsAdmin } from './support/admin-dashboard'
import { adminDb } from './support/firebase-admin'
import { scrollToFooter } from './support/footer'
import { openPage } from './support/open-page'

const settingsDoc = () => adminDb.doc('ajustes/tienda')

/** Today and tomorrow on the shop's calendar (Colombia, UTC-5 all year). */
function shopDates() {
  const today = new Date(Date.now() - 5 * 3600_000)
  const day = (date: Date) => date.toISOString().slice(0, 10)
  return { today: day(today), tomorrow: day(new Date(today.getTime() + 24 * 3600_000)) }
}

async function shopStructuredData(page: Page) {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => JSON.parse(node.textContent ?? '{}') as unknown))
  return blocks.find(
    (block): block is Record<string, unknown> =>
      typeof block === 'object' &&
      block !== null &&
      (block as { '@type'?: string })['@type'] === 'IceCreamShop',
  )
}

test.describe('the shop runs itself from the dashboard', () => {
  test.afterEach(async () => {
    await settingsDoc().set(defaults)
  })

  test('an admin changes the phone, closes today and adds a notice; a new visitor sees all of it', async ({
    page,
    browser,
  }) => {
    const { today, tomorrow } = shopDates()
    const phone = '+57 311 555 0101'
    const notice = 'Hoy cerramos por inventario: ¡te esperamos mañana!'

    await signInAsAdmin(page)
    await openFromPanel(page, 'Tienda')
    await expect(page.getByRole('heading', { level: 1, name: 'Tienda' })).toBeVisible()
    const phoneField = page.getByRole('textbox', { name: 'Teléfono' })
    await phoneField.fill('300 CALL')
    await expect(page.getByText(/Escribe solo números y espacios/)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled()
    await phoneField.fill(phone)
    await page.getByRole('textbox', { name: 'Texto del aviso' }).fill(notice)
    await page.getByLabel('Mostrar hasta').fill(tomorrow)
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Cambios guardados')).toBeVisible()
    await page.getByRole('switch', { name: 'Cerrado hoy' }).click()
    await expect(page.getByRole('switch', { name: 'Cerrado hoy' })).toBeChecked()
    await expect
      .poll(async () => (await settingsDoc().get()).data())
      .toMatchObject({
        telefono: phone,
        cerradoHoy: today,
        anuncio: { texto: notice, hasta: tomorrow },
      })

    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    try {
      await openPage(visitor, '/comidas')
      await expect(visitor.getByRole('status', { name: 'Aviso de la tienda' })).toHaveText(notice)
      const footer = await scrollToFooter(visitor)
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute(
        'href',
        'tel:+573115550101',
      )
      await expect(footer.getByText('Cerrado', { exact: true }).first()).toBeVisible()
      await expect(footer.getByText('Abierto ahora')).toHaveCount(0)
      await expect(footer.getByRole('listitem').filter({ hasText: /^HoyCerrado$/ })).toHaveCount(1)
      await expect.poll(async () => (await shopStructuredData(visitor))?.telephone).toBe(phone)
      const shopData = await shopStructuredData(visitor)
      expect(shopData?.specialOpeningHoursSpecification).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            validFrom: today,
            validThrough: today,
            opens: '00:00',
            closes: '00:00',
          }),
        ]),
      )
    } finally {
      await visitorContext.close()
    }
  })

  test('the page’s first look shows the current name and contacts before the app runs', async ({
    page,
  }) => {
    await settingsDoc().set({
      ...defaults,
      nombre: 'Helados La Prueba',
      email: 'hola@laprueba.example',
      enlacesUrl: 'https://enlaces.example/laprueba',
    })
    // The app is held back: only the HTML file and the small entry script run.
    await page.route(/\/assets\/app-[\w-]+\.js$/, () => undefined)
    await page.goto('/cono-gratis')
    const firstLook = page.locator('[data-first-look]')
    await expect(firstLook).toHaveCount(1)
    await expect(
      firstLook.getByText(/Sube una historia en Helados La Prueba en cualquier red social/),
    ).toBeVisible()
    await expect(firstLook.locator('a[data-ajuste-href="enlaces"]')).toHaveAttribute(
      'href',
      'https://enlaces.example/laprueba',
    )
    await page.goto('/politica-de-privacidad')
    await expect(
      page
        .locator('[data-first-look]')
        .getByRole('link', { name: 'hola@laprueba.example' })
        .first(),
    ).toHaveAttribute('href', 'mailto:hola@laprueba.example')
    await expect(page.locator('[data-first-look]').getByText(defaults.email)).toHaveCount(0)
  })

  test('without a connection, the details last seen on this phone are shown', async ({
    page,
    context,
  }) => {
    await settingsDoc().set({ ...defaults, telefono: '+57 322 000 1111', whatsapp: '573220001111' })
    await openPage(page, '/helados')
    const footer = await scrollToFooter(page)
    await expect(footer.getByRole('link', { name: '+57 322 000 1111' })).toBeVisible()
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    try {
      await page.reload()
      await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
      const offlineFooter = await scrollToFooter(page)
      await expect(offlineFooter.getByRole('link', { name: '+57 322 000 1111' })).toBeVisible()
      await expect(
        offlineFooter.getByRole('link', { name: 'Escríbenos por WhatsApp' }),
      ).toHaveAttribute('href', /^https:\/\/wa\.me\/573220001111\?text=/)
    } finally {
      await context.setOffline(false)
    }
  })
})
