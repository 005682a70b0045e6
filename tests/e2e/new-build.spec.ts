import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/open-page'

// A deployment while a visitor has the site open: the Hosting emulator serves `dist` from disk,
// so rewriting its files is a new deployment. The new build has a new worker version (so new
// caches, like any real build) and an opinion page that says it is the new build.

const WORKER = 'dist/sw.js'
const OPINION_PAGE = 'dist/danos-tu-opinion.html'
const NEW_BUILD_MARK = '<meta name="build" content="nueva" />'

let restore: (() => void) | undefined

/** Puts a new build in place; the end of the test puts the original back. */
function deployNewBuild(): { version: string } {
  const worker = readFileSync(WORKER, 'utf8')
  const opinionPage = readFileSync(OPINION_PAGE, 'utf8')
  restore = () => {
    writeFileSync(WORKER, worker)
    writeFileSync(OPINION_PAGE, opinionPage)
  }
  // The build's version is the one 12-hex-digit string in the worker's script.
  const versions = new Set(worker.match(/(?<=`)[0-9a-f]{12}(?=`)/g))
  expect(versions.size, 'one version string in sw.js').toBe(1)
  const [oldVersion = ''] = versions
  const version = Date.now().toString(16).padStart(12, '0').slice(-12)
  writeFileSync(WORKER, worker.replaceAll(oldVersion, version))
  expect(opinionPage).toContain('</head>')
  writeFileSync(OPINION_PAGE, opinionPage.replace('</head>', `${NEW_BUILD_MARK}</head>`))
  return { version }
}

test.afterEach(() => {
  restore?.()
  restore = undefined
})

type Watched = Window & { samePage?: boolean; takeovers?: number; unloading?: boolean }

/**
 * Waits until the first worker controls the page, then leaves marks on it that a reload erases,
 * and counts the new workers that take it over from then on.
 */
async function watchPage(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.evaluate(() => {
    const win = window as Watched
    win.samePage = true
    win.takeovers = 0
    window.addEventListener('beforeunload', () => (win.unloading = true))
    navigator.serviceWorker.addEventListener('controllerchange', () => {
      win.takeovers = (win.takeovers ?? 0) + 1
    })
  })
}

/** Asks the browser to look for a new worker now, as it does by itself on later visits. */
async function lookForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration()
    await registration?.update()
  })
}

const pageState = (page: Page) =>
  page.evaluate(() => {
    const win = window as Watched
    return {
      samePage: win.samePage === true,
      takeovers: win.takeovers ?? 0,
      unloading: win.unloading === true,
    }
  })

/** Whether the new build's worker has installed: its shell cache exists. */
const hasNewShellCache = (page: Page, version: string) =>
  page.evaluate((name) => caches.has(name), `heladeria-colon-shell-${version}`)

const opinionField = (page: Page) => page.getByRole('textbox', { name: 'Mensaje' })

test.describe('a new deployment while the site is open', () => {
  test('a page with nothing typed reloads into the new build', async ({ page }) => {
    await openPage(page, '/danos-tu-opinion')
    await expect(opinionField(page)).toBeVisible()
    await watchPage(page)
    expect(await page.locator('meta[name="build"]').count()).toBe(0)

    const { version } = deployNewBuild()
    await lookForUpdate(page)

    await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'nueva')
    await expect(page.locator('[data-first-look]')).toHaveCount(0)
    expect((await pageState(page)).samePage).toBe(false)
    expect(await hasNewShellCache(page, version)).toBe(true)
  })

  test('an opinion being typed survives it, and the next link loads the new build', async ({
    page,
  }) => {
    const opinion = 'El helado de arequipe estuvo delicioso, pero '
    await openPage(page, '/danos-tu-opinion')
    await watchPage(page)
    await opinionField(page).pressSequentially(opinion)

    const { version } = deployNewBuild()
    await lookForUpdate(page)

    // The new worker took over (its handler runs after the page's own, which chose to wait).
    await expect.poll(async () => (await pageState(page)).takeovers).toBe(1)
    expect(await hasNewShellCache(page, version)).toBe(true)
    expect(await pageState(page)).toEqual({ samePage: true, takeovers: 1, unloading: false })
    await expect(opinionField(page)).toHaveValue(opinion)
    expect(await page.locator('meta[name="build"]').count()).toBe(0)

    // The visitor goes on typing into the same field, and the page still does not reload.
    await opinionField(page).pressSequentially('la fila era larga.')
    await expect(opinionField(page)).toHaveValue(`${opinion}la fila era larga.`)
    expect((await pageState(page)).samePage).toBe(true)

    // With the field emptied, the next link opens the new build with a full page load.
    await opinionField(page).fill('')
    await page
      .getByRole('navigation', { name: 'Menús' })
      .getByRole('link', { name: 'Helados' })
      .click()
    await expect(page).toHaveURL(/\/helados$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
    await expect.poll(async () => (await pageState(page)).samePage).toBe(false)
  })
})
