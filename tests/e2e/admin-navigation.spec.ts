import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test'
import { db, panelLink, signInAsAdmin, Timestamp } from './support/admin-dashboard'
import { reviewShot } from './support/review-shots'

// The staff's navigation, by the specification's letter: "A side menu (a bottom tab bar on small
// screens, at the small-screen breakpoint) with: Comidas, Helados, Bebidas, Misterio, Clientes."
// On a phone the tab bar holds exactly those five; the shop's other places (Inicio, Hoy,
// Opiniones, Tienda) are one tap away in the top bar, their counts showing. On a computer the
// side menu holds every place. An unread opinion is planted (and removed) so the count shows.

const SECTIONS = ['Comidas', 'Helados', 'Bebidas', 'Misterio'] as const
/** The shop's other places, their addresses and their screens' headings. */
const OTHERS = [
  ['Inicio', 'inicio', 'Inicio'],
  ['Hoy', 'hoy', 'Hoy en la carta'],
  ['Sellos', 'sellos', 'Sellos'],
  ['Opiniones', 'opiniones', 'Opiniones'],
  ['Tienda', 'tienda', 'Tienda'],
] as const

const isPhone = (testInfo: TestInfo) => testInfo.project.use.isMobile === true
const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Panel' })
const topBar = (page: Page) => page.getByRole('navigation', { name: 'Otras secciones' })

/** Big enough for a finger (44 px each way) and whole inside the screen's width. */
async function expectTappable(target: Locator, width: number) {
  const box = await target.boundingBox()
  expect(box, 'on screen').not.toBeNull()
  if (!box) return
  expect(box.width).toBeGreaterThanOrEqual(44)
  expect(box.height).toBeGreaterThanOrEqual(44)
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

/** The unread count on Opiniones: said in its name and drawn on its icon, at least 1. */
async function expectUnreadShown(page: Page) {
  const opiniones = panelLink(page, 'Opiniones')
  await expect(opiniones).toHaveAccessibleName(/^Opiniones, (\d+|más de 99) sin leer$/)
  const badge = opiniones.locator('[data-count]')
  await expect(badge).toBeVisible()
  await expect(badge).toHaveText(/^[1-9]\d*\+?$/)
}

test.describe("the staff's navigation", () => {
  const opinion = db.collection('opiniones').doc()

  test.beforeEach(async () => {
    await opinion.set({
      mensaje: `Abran más temprano los domingos (${test.info().project.name}-${String(Date.now())})`,
      fecha: Timestamp.now(),
      leida: false,
    })
  })

  test.afterEach(async () => {
    await opinion.delete()
  })

  test("after sign-in the menu is the specification's: five tabs on a phone, every place on a computer", async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page)
    await expect(page).toHaveURL(/\/dashboard\/comidas$/)
    const viewport = page.viewportSize()
    if (!viewport) throw new Error('No viewport')

    if (isPhone(testInfo)) {
      // Letter for letter and in order; Clientes may show the pictures waiting first.
      await expect(tabBar(page).getByRole('link')).toHaveText([...SECTIONS, /^\d*Clientes$/])
      await expect(tabBar(page).getByRole('link', { name: /^Clientes\b/ })).toHaveAccessibleName(
        /^Clientes(, (\d+|más de 99) por revisar)?$/,
      )
      for (const link of await tabBar(page).getByRole('link').all()) {
        await expectTappable(link, viewport.width)
      }
      await expect(topBar(page).getByRole('link')).toHaveText([
        'Inicio',
        'Hoy',
        'Sellos',
        /^\d+Opiniones$/,
        'Tienda',
      ])
      for (const link of await topBar(page).getByRole('link').all()) {
        await expectTappable(link, viewport.width)
      }
      await expectTappable(page.getByRole('button', { name: 'Cuenta' }), viewport.width)
    } else {
      await expect(tabBar(page).getByRole('link')).toHaveText([
        'Inicio',
        'Hoy',
        'Sellos',
        ...SECTIONS,
        /^\d*Clientes$/,
        /^\d+Opiniones$/,
        'Tienda',
      ])
      await expect(topBar(page)).toHaveCount(0)
    }
    await expect(panelLink(page, 'Comidas')).toHaveAttribute('aria-current', 'page')
    await expectUnreadShown(page)
    await expect(page.getByText('Cargando imágenes...')).toHaveCount(0)
    await reviewShot(page, testInfo, 'panel-comidas')
  })

  test('Inicio, Hoy, Sellos, Opiniones and Tienda open in one tap from anywhere, the current one marked', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page)
    for (const [label, path, heading] of OTHERS) {
      // Scrolled to the end of the screen: the top bar is still there.
      await page.evaluate(() =>
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
      )
      const link = panelLink(page, label)
      if (isPhone(testInfo)) await expect(topBar(page).getByRole('link')).toContainText([label])
      await expect(link).toBeInViewport()
      await link.click()
      await expect(page).toHaveURL(new RegExp(`/dashboard/${path}$`))
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(link).toHaveAttribute('aria-current', 'page')
      await expect(panelLink(page, 'Comidas')).not.toHaveAttribute('aria-current')
      await expectUnreadShown(page)
      if (label === 'Inicio') {
        await expect(page.getByText(/^Cargando/)).toHaveCount(0)
        await reviewShot(page, testInfo, 'panel-inicio')
      }
    }
  })

  test('at 320 px wide both bars fit: nothing sticks out, every place whole and big enough', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await signInAsAdmin(page)
    await expect(page.getByText('Cargando imágenes...')).toHaveCount(0)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, 'nothing should stick out sideways').toBeLessThanOrEqual(0)
    const places = [
      ...(await tabBar(page).getByRole('link').all()),
      ...(await topBar(page).getByRole('link').all()),
    ]
    expect(places).toHaveLength(10)
    for (const place of places) {
      await expectTappable(place, 320)
      // The label fits its place: not cut, not spilling into the next one.
      const fits = await place.evaluate((node) => node.scrollWidth <= node.clientWidth)
      expect(fits, `'${(await place.textContent()) ?? ''}' fits its place`).toBe(true)
    }
    await expectTappable(page.getByRole('button', { name: 'Cuenta' }), 320)
    await expectUnreadShown(page)
    await reviewShot(page, testInfo, 'panel-comidas-320')
  })
})
