import { expect, test, type Page } from '@playwright/test'
import { todayRow } from './support/today-list'

// On a cheap phone the app starts seconds after a page's first look is on screen. Until then
// the first look's links must answer a finger by themselves (a full load of the next page's
// HTML file), and its forms must say that they are loading instead of ignoring the tap; once
// the app has started, it acts on that tap.

// page.route does not see what a service worker answers from its cache.
test.use({ serviceWorkers: 'block' })

const HOLD_MS = 10_000

/** The app's scripts: every one but the small entry (index-*.js). */
const APP_FILES = /\/assets\/(?!index-)[\w-]+\.js$/

/**
 * Holds back every script but the small entry for HOLD_MS: the app (React, MUI, the router, the
 * pages) cannot start while the test taps the first look. Returns the number of scripts held.
 */
async function holdAppFiles(page: Page): Promise<() => number> {
  let held = 0
  await page.route(APP_FILES, async (route) => {
    held += 1
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS))
    await route.continue().catch(() => undefined)
  })
  return () => held
}

/** Holds back every script but the small entry until the returned function is called. */
async function holdAppFilesUntilReleased(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(APP_FILES, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens `path` and waits for its first look, the spinner gone and the app asked for. */
async function openFirstLook(page: Page, path: string, heldCount: () => number) {
  await page.goto(path)
  await expect(page.locator('[data-first-look]')).toBeVisible()
  await expect(page.locator('#page-loader')).toHaveCount(0)
  await expect.poll(heldCount).toBeGreaterThan(0)
}

test('a tap on a tab of the first look opens that menu before the app has run', async ({
  page,
}) => {
  const held = await holdAppFiles(page)
  await openFirstLook(page, '/comidas', held)
  await page.locator('[data-first-look]').getByRole('link', { name: 'Helados' }).click()
  await expect(page).toHaveURL(/\/helados$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
  // Still the first look of /helados: the app has not run.
  await expect(page.locator('[data-first-look]')).toBeVisible()
})

test('the ⋮ menu of the first look opens its pages before the app has run', async ({ page }) => {
  const held = await holdAppFiles(page)
  await openFirstLook(page, '/comidas', held)
  const look = page.locator('[data-first-look]')
  await look.getByRole('button', { name: 'Más páginas' }).click()
  const menu = look.getByRole('navigation', { name: 'Más páginas' })
  await expect(menu.getByRole('link')).toHaveText([
    'Reclama un helado gratis',
    'Danos tu opinion',
    'Página de sorpresa',
  ])
  await menu.getByRole('link', { name: 'Reclama un helado gratis' }).click()
  await expect(page).toHaveURL(/\/cono-gratis$/)
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Cómo ganar un cono gratis?' }),
  ).toBeVisible()
  await expect(page.locator('[data-first-look]')).toBeVisible()
})

test('a ⋮ menu opened in the first look stays open when the app takes over', async ({ page }) => {
  const release = await holdAppFilesUntilReleased(page)
  await page.goto('/helados')
  await expect(page.locator('#page-loader')).toHaveCount(0)
  const look = page.locator('[data-first-look]')
  await look.getByRole('button', { name: 'Más páginas' }).click()
  await expect(look.getByRole('navigation', { name: 'Más páginas' })).toBeVisible()
  release()
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(page.getByRole('menuitem')).toHaveText([
    'Reclama un helado gratis',
    'Danos tu opinion',
    'Página de sorpresa',
  ])
})

test('the forms of the first look say they are loading instead of ignoring a tap', async ({
  page,
}) => {
  const held = await holdAppFiles(page)
  await openFirstLook(page, '/cono-gratis', held)
  let chooserOpened = false
  page.on('filechooser', () => (chooserOpened = true))
  const look = page.locator('[data-first-look]')
  await look.getByText('Elegir imagen').click()
  await expect(look.getByText('Cargando…')).toBeVisible()
  expect(chooserOpened).toBe(false)

  await openFirstLook(page, '/danos-tu-opinion', held)
  const field = page.locator('[data-first-look]').getByRole('textbox', { name: 'Mensaje' })
  await field.click()
  await page.keyboard.type('Hola')
  // Typed text would be lost when the app replaces the first look: the field takes none yet.
  await expect(field).toHaveValue('')
  await expect(page.locator('[data-first-look]').getByText('Cargando…')).toBeVisible()
})

test("a tap on a form's field during the app's start is handed on to the app's field", async ({
  page,
}) => {
  const release = await holdAppFilesUntilReleased(page)
  await page.goto('/danos-tu-opinion')
  await expect(page.locator('#page-loader')).toHaveCount(0)
  const look = page.locator('[data-first-look]')
  await look.getByRole('textbox', { name: 'Mensaje' }).click()
  await expect(look.getByText('Cargando…')).toBeVisible()
  release()
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  // The app's field has the focus the tap asked for: what the visitor types now goes in.
  const field = page.getByRole('textbox', { name: 'Mensaje' })
  await expect(field).toBeFocused()
  await page.keyboard.type('Hola')
  await expect(field).toHaveValue('Hola')
})

test("an Agregar tapped during the app's start adds the item once the order's buttons are there", async ({
  page,
}) => {
  await page.goto('/helados')
  await expect(page.locator('#page-loader')).toHaveCount(0)
  // The first look's own later parts (its Agregar among them) are there; the app's are held.
  await page.waitForLoadState('networkidle')
  const release = await holdAppFilesUntilReleased(page)
  const look = page.locator('[data-first-look]')
  await todayRow(look, 'Mora').getByRole('button', { name: 'Agregar Mora' }).click()
  await expect(todayRow(look, 'Mora')).toContainText('Cargando…')
  release()
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(
    todayRow(page, 'Mora').getByRole('group', { name: 'Cantidad de Mora' }),
  ).toContainText('1')
})

test('offline, an Agregar on the first look keeps the page; back online, the item is added', async ({
  page,
  context,
}) => {
  await page.goto('/helados')
  await expect(page.locator('#page-loader')).toHaveCount(0)
  await page.waitForLoadState('networkidle')
  const look = page.locator('[data-first-look]')
  await context.setOffline(true)
  try {
    await todayRow(look, 'Mora').getByRole('button', { name: 'Agregar Mora' }).click()
    await expect(todayRow(look, 'Mora')).toContainText('Cargando…')
    // The app's code is not asked for: a module download that failed would fail for good.
    await expect(page.getByText('No pudimos cargar esta página', { exact: false })).toHaveCount(0)
    await expect(look).toBeVisible()
  } finally {
    await context.setOffline(false)
  }
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(
    todayRow(page, 'Mora').getByRole('group', { name: 'Cantidad de Mora' }),
  ).toContainText('1')
})
