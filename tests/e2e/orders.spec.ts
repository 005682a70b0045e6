import { expect, test, type Page } from '@playwright/test'
import { DEMO_ORDER_SETTINGS } from '../../scripts/seed/order-settings.mjs'
import { FOLLOW_INTERVAL_MS } from '../../src/features/menu/today/follow-interval'
import {
  DEMO_TODAY_AGE_MINUTES,
  DEMO_TODAY_LISTS,
  todayItemLine,
} from '../../scripts/seed/today-lists.mjs'
import { db, Timestamp } from './support/admin-dashboard'
import { waitForWorker } from './support/image-cache'
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts'
import { openPage } from './support/open-page'
import { reviewShot } from './support/review-shots'
import { SHOP_DEFAULTS } from './support/shop-defaults'
import { ONE_SIZE } from './support/one-size'
import { todayRow as row } from './support/today-list'

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

const bar = (page: Page) => page.getByRole('button', { name: /productos? · \$ .* · Ver pedido/ })
const sheet = (page: Page) => page.getByRole('dialog', { name: 'Tu pedido' })
const sendButton = (page: Page) =>
  sheet(page).getByRole('button', { name: 'Enviar pedido por WhatsApp' })
const addButton = (page: Page, name: string) =>
  row(page, name).getByRole('button', { name: `Agregar ${name}` })

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

  // It waits a whole interval of the list's reading: at the phone's size only (the sheet's
  // sentence for a sold-out item is checked at both sizes above).
  test(
    'the staff sell out one item and reprice another: the open menu follows, the order says why',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      // The page's clock is the test's: its next read of the list (every FOLLOW_INTERVAL_MS)
      // comes when the test moves the clock on, not 45 s of waiting later.
      await page.clock.install()
      await recordOpened(page)
      await openPage(page, '/bebidas')
      await addButton(page, 'Limonada de coco').click()
      await addButton(page, 'Jugo de mora en agua').click()
      await expect(bar(page)).toHaveText('2 productos · $ 12.000 · Ver pedido')

      // At the counter, while the visitor's page stays open.
      const items = DEMO_TODAY_LISTS.bebidas.map((item) =>
        item.nombre === 'Limonada de coco'
          ? { ...item, agotado: true }
          : item.nombre === 'Jugo de mora en agua'
            ? { ...item, precio: 6000 }
            : item,
      )
      await db
        .doc('bebidas/hoy')
        .update({ items: items.map(todayItemLine), actualizado: Timestamp.now() })
      await page.clock.fastForward(FOLLOW_INTERVAL_MS)
      await expect(row(page, 'Limonada de coco')).toContainText('Agotado')
      await expect(row(page, 'Limonada de coco').getByRole('button')).toHaveCount(0)
      await expect(row(page, 'Jugo de mora en agua')).toContainText('$ 6.000')
      // The bar counts what the order holds now, and says it changed, before the sheet opens.
      await expect(bar(page)).toHaveAccessibleName(
        'Tu pedido cambió. 1 producto · $ 6.000 · Ver pedido',
      )
      await reviewShot(page, testInfo, 'barra-pedido-cambiado')

      const sentences = [
        'Limonada de coco se agotó: lo quitamos de tu pedido.',
        'El precio de Jugo de mora en agua cambió de $ 5.000 a $ 6.000.',
      ]
      const order = sheet(page)
      const saysBoth = async () => {
        for (const sentence of sentences) await expect(order.getByText(sentence)).toBeVisible()
      }
      await bar(page).click()
      await expect(sendButton(page)).toBeInViewport()
      await expect(sendButton(page)).toBeEnabled()
      await saysBoth()
      await expect(order.locator('[data-order-total]')).toHaveText('Total: $ 6.000')
      await reviewShot(page, testInfo, 'pedido-cambiado')

      // Closed and opened again (the sheet checks the order again): still said.
      await order.getByRole('button', { name: 'Cerrar el pedido' }).click()
      await expect(order).toBeHidden()
      await bar(page).click()
      await expect(sendButton(page)).toBeEnabled()
      await saysBoth()

      await order.getByRole('radio', { name: 'Efectivo' }).check()
      await sendButton(page).click()
      await expect(order).toContainText('Abrimos WhatsApp con tu pedido')
      // Sent: the sheet still says why the order is what it is.
      await saysBoth()
      const urls = await openedUrls(page)
      expect(urls).toHaveLength(1)
      expect(new URL(urls[0] ?? '').searchParams.get('text')).toBe(
        [
          `¡Hola, ${SHOP_DEFAULTS.nombre}! Quiero hacer este pedido:`,
          '1 × Jugo de mora en agua — $ 6.000',
          'Total: $ 6.000',
          'Entrega: Recoger en la tienda',
          'Pago: Efectivo',
        ].join('\n'),
      )
    },
  )

  test('the send button is in reach; an empty send marks every missing field at once', async ({
    page,
  }, testInfo) => {
    await recordOpened(page)
    await openPage(page, '/comidas')
    await addButton(page, 'Salchipapa').click()
    await bar(page).click()
    const order = sheet(page)
    await expect(sendButton(page)).toBeInViewport()
    await expect(order.locator('[data-order-total]')).toBeInViewport()
    await order.getByRole('radio', { name: 'Domicilio' }).check()
    const address = order.getByRole('textbox', { name: 'Dirección' })
    const reference = order.getByRole('textbox', { name: 'Referencia' })
    const payment = order.getByRole('radiogroup', { name: 'Cómo vas a pagar' })
    // Marked as required before any try.
    await expect(address).toHaveAttribute('required', '')
    await expect(reference).toHaveAttribute('required', '')
    await expect(payment).toHaveAttribute('aria-required', 'true')
    await expect(sendButton(page)).toBeInViewport()
    await expect(sendButton(page)).toBeEnabled()

    await sendButton(page).click()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    await expect(reference).toHaveAttribute('aria-invalid', 'true')
    await expect(payment).toHaveAttribute('aria-invalid', 'true')
    await expect(address).toBeFocused()
    const refusal = order
      .getByRole('alert')
      .filter({ hasText: 'Falta completar la dirección, la referencia y cómo vas a pagar.' })
    await expect(refusal).toBeInViewport()
    await expect(sendButton(page)).toBeInViewport()
    await reviewShot(page, testInfo, 'pedido-envio-vacio')
    expect(await openedUrls(page)).toEqual([])
  })

  test('offline after one menu page loaded, the first Agregar adds the item', async ({
    page,
    context,
  }) => {
    await openPage(page, '/comidas')
    await expect(addButton(page, 'Salchipapa')).toBeVisible()
    await waitForWorker(page)
    // Only the worker's caches may answer from now on, not the browser's HTTP cache.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await context.setOffline(true)
    try {
      await addButton(page, 'Salchipapa').click()
      await expect(
        row(page, 'Salchipapa').getByRole('group', { name: 'Cantidad de Salchipapa' }),
      ).toContainText('1')
      await expect(bar(page)).toHaveText('1 producto · $ 10.000 · Ver pedido')
      await bar(page).click()
      await expect(sheet(page).locator('[data-order-total]')).toHaveText('Total: $ 10.000')
    } finally {
      await context.setOffline(false)
    }
  })
})

test.describe('Pedidos por WhatsApp, before the service worker keeps the order', () => {
  test.use({ serviceWorkers: 'block' })

  test('offline, the first Agregar says so where it was tapped, and adds the item once back online', async ({
    page,
    context,
  }, testInfo) => {
    await openPage(page, '/helados')
    await expect(addButton(page, 'Mora')).toBeVisible()
    await context.setOffline(true)
    try {
      await addButton(page, 'Mora').click()
      const alert = row(page, 'Mora').getByRole('alert')
      await expect(alert).toHaveText(
        'No se pudo cargar el pedido. Revisa tu conexión: lo agregamos en cuanto vuelva.',
      )
      await expect(alert).toBeInViewport()
      await reviewShot(page, testInfo, 'agregar-sin-conexion')
      await expect(bar(page)).toHaveCount(0)
    } finally {
      await context.setOffline(false)
    }
    await expect(row(page, 'Mora').getByRole('group', { name: 'Cantidad de Mora' })).toContainText(
      '1',
    )
    await expect(bar(page)).toHaveText('1 producto · $ 4.000 · Ver pedido')
    await expect(row(page, 'Mora').getByRole('alert')).toHaveCount(0)
  })
})
