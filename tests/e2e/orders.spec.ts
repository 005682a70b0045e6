import { expect, test, type Page } from '@playwright/test'
import { DEMO_ORDER_SETTINGS } from '../../scripts/seed/order-settings.mjs'
import {
  DEMO_TODAY_AGE_MINUTES,
  DEMO_TODAY_LISTS,
  todayItemLine,
} from '../../scripts/seed/today-lists.mjs'
import { db, Timestamp } from './support/admin-dashboard'
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS } from './support/shop-defaults'

// Orders by WhatsApp: a visitor adds items of today's lists, fills in the sheet and sends the
// order as one WhatsApp message; the shop's Agotado of this afternoon wins over the kept order.

const settingsDoc = () => db.doc('ajustes/tienda')

async function restoreSeedLists() {
  for (const [menu, items] of Object.entries(DEMO_TODAY_LISTS))
    await db.doc(`${menu}/hoy`).set({
      items: items.map(todayItemLine),
      actualizado: Timestamp.fromMillis(Date.now() - DEMO_TODAY_AGE_MINUTES * 60_000),
    })
}

/** Records the addresses the page opens in a new tab, instead of opening them (no internet). */
async function recordOpened(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = []
    Object.defineProperty(window, 'openedUrls', { value: opened })
    window.open = (url?: string | URL) => {
      opened.push(String(url))
      return { opener: null } as unknown as Window
    }
  })
}
const openedUrls = (page: Page) =>
  page.evaluate(() => (window as unknown as { openedUrls: string[] }).openedUrls)

const row = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Hoy en la carta' })
    .getByRole('listitem')
    .filter({ hasText: name })
const bar = (page: Page) => page.getByRole('button', { name: /productos? · \$ .* · Ver pedido/ })
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Tu pedido' })

test.describe('Pedidos por WhatsApp', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  test.beforeEach(async ({ context }) => {
    await settingsDoc().set({ ...SHOP_DEFAULTS, ...DEMO_ORDER_SETTINGS })
    await restoreSeedLists()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  })

  test.afterAll(async () => {
    await settingsDoc().set({ ...SHOP_DEFAULTS, ...DEMO_ORDER_SETTINGS })
    await restoreSeedLists()
  })

  test('two items from two menus, a quantity changed, delivery, sent as the exact message', async ({
    page,
  }) => {
    await recordOpened(page)
    await openPage(page, '/comidas')
    // Sold out: no Agregar.
    await expect(row(page, 'Perro caliente')).toContainText('Agotado')
    await expect(row(page, 'Perro caliente').getByRole('button')).toHaveCount(0)
    await row(page, 'Salchipapa').getByRole('button', { name: 'Agregar Salchipapa' }).click()
    await expect(
      row(page, 'Salchipapa').getByRole('group', { name: 'Cantidad de Salchipapa' }),
    ).toContainText('1')
    await row(page, 'Salchipapa').getByRole('button', { name: 'Uno más de Salchipapa' }).click()
    await expect(bar(page)).toHaveText('2 productos · $ 20.000 · Ver pedido')
    // The bar takes the floating button's place.
    await expect(page.getByRole('link', { name: 'Pedir por WhatsApp' })).toBeHidden()

    await page.getByRole('link', { name: 'Bebidas' }).first().click()
    await expect(page).toHaveURL(/\/bebidas$/)
    await row(page, 'Jugo de mora en agua')
      .getByRole('button', { name: 'Agregar Jugo de mora en agua' })
      .click()
    await expect(bar(page)).toHaveText('3 productos · $ 25.000 · Ver pedido')

    await bar(page).click()
    const order = sheet(page)
    await expect(order).toBeVisible()
    await expect(order.locator('[data-order-total]')).toHaveText('Total: $ 25.000')
    await order.getByRole('radio', { name: 'Domicilio' }).check()
    await expect(order).toContainText('Domicilio en el casco urbano: $ 2.000')
    await order.getByRole('radio', { name: 'Nequi' }).check()
    await order.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click()
    // The address is required: said in Spanish, nothing sent, nothing lost.
    await expect(order.getByText('Escribe la dirección para el domicilio.').first()).toBeVisible()
    expect(await openedUrls(page)).toEqual([])
    await order.getByRole('textbox', { name: 'Dirección' }).fill('Calle 5 # 3-20, Barrio Centro')
    await order.getByRole('textbox', { name: 'Referencia' }).fill('Casa azul, frente al parque')
    await order.getByRole('textbox', { name: 'Nombre (opcional)' }).fill('Ana María')
    await order.getByRole('textbox', { name: 'Nota (opcional)' }).fill('Sin cebolla, por favor')
    await order.getByRole('button', { name: 'Enviar pedido por WhatsApp' }).click()
    await expect(order).toContainText('Abrimos WhatsApp con tu pedido')

    const urls = await openedUrls(page)
    expect(urls).toHaveLength(1)
    const url = new URL(urls[0] ?? '')
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${String(SHOP_DEFAULTS.whatsapp)}`)
    expect(url.searchParams.get('text')).toBe(
      [
        `¡Hola, ${SHOP_DEFAULTS.nombre}! Quiero hacer este pedido:`,
        '2 × Salchipapa — $ 20.000',
        '1 × Jugo de mora en agua — $ 5.000',
        'Total: $ 25.000',
        'Entrega: Domicilio',
        'Dirección: Calle 5 # 3-20, Barrio Centro',
        'Referencia: Casa azul, frente al parque',
        'Pago: Nequi',
        'Nombre: Ana María',
        'Nota: Sin cebolla, por favor',
      ].join('\n'),
    )
  })

  test('an item the staff mark Agotado after it was added is left out, with a sentence', async ({
    page,
  }) => {
    await openPage(page, '/helados')
    await row(page, 'Mora').getByRole('button', { name: 'Agregar Mora' }).click()
    await row(page, 'Arequipe').getByRole('button', { name: 'Agregar Arequipe' }).click()
    await expect(bar(page)).toHaveText('2 productos · $ 8.000 · Ver pedido')
    const items = DEMO_TODAY_LISTS.helados.map((item) =>
      item.nombre === 'Mora' ? { ...item, agotado: true } : item,
    )
    await db.doc('helados/hoy').update({ items: items.map(todayItemLine) })
    await bar(page).click()
    const order = sheet(page)
    await expect(order).toContainText('Mora se agotó: lo quitamos de tu pedido.')
    await expect(order.getByRole('list', { name: 'Productos del pedido' })).not.toContainText(
      'Mora',
    )
    await expect(order.locator('[data-order-total]')).toHaveText('Total: $ 4.000')
  })

  test("the Agregar buttons come into the list's room for them and move nothing", async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await openPage(page, '/helados')
    await expect(row(page, 'Mora').getByRole('button', { name: 'Agregar Mora' })).toBeVisible()
    await expect(row(page, 'Chicle').getByRole('button')).toHaveCount(0)
    expect(await layoutShiftsOf(page, { afterLoad: true })).toEqual([])
  })

  test('Copiar puts the Nequi number on the clipboard', async ({ page }) => {
    await openPage(page, '/bebidas')
    await row(page, 'Malteada').getByRole('button', { name: 'Agregar Malteada' }).click()
    await bar(page).click()
    const order = sheet(page)
    await expect(order.locator('[data-pago="efectivo"]')).toContainText('Paga al recibir')
    await order.getByRole('button', { name: 'Copiar el número de Nequi' }).click()
    await expect(order.getByRole('button', { name: 'Copiar el número de Nequi' })).toHaveText(
      'Copiado',
    )
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      DEMO_ORDER_SETTINGS.nequi,
    )
  })

  test('ordering off hides it all, and Pedir por WhatsApp works as before', async ({ page }) => {
    await settingsDoc().set({ ...SHOP_DEFAULTS, ...DEMO_ORDER_SETTINGS, pedidos: '' })
    await openPage(page, '/comidas')
    const whatsapp = page.getByRole('link', { name: 'Pedir por WhatsApp' })
    await expect(whatsapp).toBeVisible()
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/)
    await expect(page.getByRole('region', { name: 'Hoy en la carta' })).toContainText('Salchipapa')
    await expect(page.getByRole('button', { name: /^Agregar/ })).toHaveCount(0)
    await expect(bar(page)).toHaveCount(0)
  })
})
