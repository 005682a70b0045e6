import { expect, test, type Page } from '@playwright/test'
import {
  DEMO_TODAY_AGE_MINUTES,
  DEMO_TODAY_LISTS,
  todayItemLine,
} from '../../scripts/seed/today-lists.mjs'
import { db, openFromPanel, signInAsAdmin, snackbar, Timestamp } from './support/admin-dashboard'
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS } from './support/shop-defaults'

// "Hoy en la carta": the staff keep today's list of each menu from the dashboard; visitors see
// it above the menu's images, with sold-out items marked and in the page's structured data.
// Slow in one test (about 8 to 12 s): the save without a connection waits until the SDK gives
// up and the dashboard says so, as it would for staff at the counter.

const todayList = (page: Page) => page.getByRole('region', { name: 'Hoy en la carta' })

/** Puts a menu's list back as the seed wrote it. */
async function restoreSeedList(menu: keyof typeof DEMO_TODAY_LISTS) {
  await db.doc(`${menu}/hoy`).set({
    items: DEMO_TODAY_LISTS[menu].map(todayItemLine),
    actualizado: Timestamp.fromMillis(Date.now() - DEMO_TODAY_AGE_MINUTES * 60_000),
  })
}

/** A menu's stored items, as names and whether each is sold out. */
async function storedItems(menu: string) {
  const lines = ((await db.doc(`${menu}/hoy`).get()).get('items') ?? []) as string[]
  return lines.map((line) => {
    const [, nombre, , , agotado] = line.split('|')
    return { nombre, agotado: agotado === '1' }
  })
}

/** The Menu's structured data as search engines read it. */
async function menuItems(page: Page) {
  const menu = async () => {
    const texts = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''))
    return texts.find((text) => text.includes('"@type":"Menu"')) ?? null
  }
  await expect.poll(menu).not.toBeNull()
  const data = JSON.parse((await menu()) ?? '{}') as {
    hasMenuItem?: { name: string; offers: { availability: string; price?: number } }[]
  }
  return data.hasMenuItem ?? []
}

test.describe('Hoy en la carta', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })

  // The list itself, without the order's buttons (orders.spec.ts tests those).
  test.beforeAll(async () => {
    await db.doc('ajustes/tienda').set(SHOP_DEFAULTS)
  })

  test('a fresh visitor sees the list above the images, available first, with prices', async ({
    page,
  }) => {
    await recordLayoutShifts(page)
    await openPage(page, '/helados')
    const list = todayList(page)
    await expect(list).toBeVisible()
    await expect(list).toContainText(/Actualizado hace \d+ min/)
    const rows = list.getByRole('listitem')
    await expect(rows).toHaveText([
      /^Mora\s*\$\s4\.000$/,
      /^Arequipe\s*\$\s4\.000$/,
      /^MaracuyáSin azúcar\s*\$\s4\.000$/,
      /^Cono de dos bolas\s*\$\s7\.000$/,
      /^ChicleAgotado$/,
    ])
    const firstImage = page.getByRole('main').getByRole('listitem').getByRole('img').first()
    await expect(firstImage).toBeVisible()
    const listBox = await list.boundingBox()
    const imageBox = await firstImage.boundingBox()
    expect((listBox?.y ?? 0) + (listBox?.height ?? 0)).toBeLessThanOrEqual(imageBox?.y ?? 0)
    // Drawn by the first look with the first image, then by the app (which runs after the load)
    // in the same place. Counted from the load: on a busy machine the first look may paint
    // before the web fonts arrive, and their swap moves the prices' text by a few pixels.
    expect(await layoutShiftsOf(page, { afterLoad: true })).toEqual([])
    const items = await menuItems(page)
    expect(items.find((item) => item.name === 'Chicle')?.offers.availability).toBe(
      'https://schema.org/SoldOut',
    )
    expect(items.find((item) => item.name === 'Mora')?.offers).toEqual({
      '@type': 'Offer',
      price: 4000,
      priceCurrency: 'COP',
      availability: 'https://schema.org/InStock',
    })
  })

  test('staff mark a flavour Agotado with one tap and a fresh visitor sees it', async ({
    page,
    browser,
  }) => {
    try {
      await signInAsAdmin(page)
      await openFromPanel(page, 'Hoy')
      await expect(page.getByRole('heading', { level: 1, name: 'Hoy en la carta' })).toBeVisible()
      await page.getByRole('tab', { name: 'Helados' }).click()
      const mora = page.getByRole('switch', { name: 'Disponible: Mora' })
      await expect(mora).toBeChecked()
      await mora.click()
      // Shown at once, then saved.
      await expect(mora).not.toBeChecked()
      await expect
        .poll(async () => (await storedItems('helados')).find((it) => it.nombre === 'Mora'))
        .toMatchObject({ agotado: true })

      const visitor = await browser.newPage()
      try {
        await openPage(visitor, '/helados')
        const rows = todayList(visitor).getByRole('listitem')
        // Sold-out items last, in the staff's order: Mora comes before Chicle there.
        await expect(rows.nth(-2)).toHaveText(/^MoraAgotado$/)
        await expect(rows.last()).toHaveText(/^ChicleAgotado$/)
        const items = await menuItems(visitor)
        expect(items.find((item) => item.name === 'Mora')?.offers.availability).toBe(
          'https://schema.org/SoldOut',
        )
      } finally {
        await visitor.close()
      }
    } finally {
      await restoreSeedList('helados')
    }
  })

  test('staff add, edit, move and remove items; Deshacer puts one back', async ({
    page,
    browser,
  }) => {
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/hoy?menu=bebidas')
      const form = page.getByRole('form', { name: 'Agregar a bebidas' })
      await form.getByRole('button', { name: 'Agregar' }).click()
      await expect(form.getByText('Escribe el nombre.')).toBeVisible()
      await form.getByRole('textbox', { name: 'Nombre' }).fill('Tinto')
      await form.getByRole('textbox', { name: 'Precio (opcional)' }).fill('8,5')
      await form.getByRole('button', { name: 'Agregar' }).click()
      await expect(form.getByText('Escribe solo el número, sin centavos. Ej.: 8.000')).toBeVisible()
      await expect(form.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Tinto')
      await form.getByRole('textbox', { name: 'Precio (opcional)' }).fill('2.500')
      await form.getByRole('button', { name: 'Agregar' }).click()
      await expect(page.getByRole('switch', { name: 'Disponible: Tinto' })).toBeChecked()
      await expect
        .poll(async () => (await storedItems('bebidas')).map((it) => it.nombre))
        .toEqual(['Limonada de coco', 'Jugo de mora en agua', 'Malteada', 'Tinto'])

      await page.getByRole('button', { name: 'Subir Tinto' }).click()
      await page.getByRole('button', { name: 'Editar Tinto' }).click()
      const dialog = page.getByRole('dialog', { name: 'Editar Tinto' })
      await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Tinto campesino')
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect
        .poll(async () => (await storedItems('bebidas')).map((it) => it.nombre))
        .toEqual(['Limonada de coco', 'Jugo de mora en agua', 'Tinto campesino', 'Malteada'])

      await page.getByRole('button', { name: 'Editar Malteada' }).click()
      await page.getByRole('button', { name: 'Quitar de la lista' }).click()
      await expect(snackbar(page, 'Malteada quitado de la lista')).toBeVisible()
      await expect
        .poll(async () => (await storedItems('bebidas')).map((it) => it.nombre))
        .not.toContain('Malteada')
      await page.getByRole('button', { name: 'Deshacer' }).click()
      await expect
        .poll(async () => (await storedItems('bebidas')).map((it) => it.nombre))
        .toEqual(['Limonada de coco', 'Jugo de mora en agua', 'Tinto campesino', 'Malteada'])

      const visitor = await browser.newPage()
      try {
        await openPage(visitor, '/bebidas')
        await expect(todayList(visitor).getByRole('listitem').nth(2)).toHaveText(
          /^Tinto campesino\s*\$\s2\.500$/,
        )
      } finally {
        await visitor.close()
      }
    } finally {
      await restoreSeedList('bebidas')
    }
  })

  test('offline, a save says so in Spanish and the switch goes back', async ({ page }) => {
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/hoy?menu=comidas')
      const salchipapa = page.getByRole('switch', { name: 'Disponible: Salchipapa' })
      await expect(salchipapa).toBeChecked()
      await page.context().setOffline(true)
      await salchipapa.click()
      await expect(salchipapa).not.toBeChecked()
      await expect(page.getByText(/^No se guardó el cambio: no hay conexión/)).toBeVisible({
        timeout: 30_000,
      })
      await expect(salchipapa).toBeChecked()
    } finally {
      await page.context().setOffline(false)
      await restoreSeedList('comidas')
    }
  })
})
