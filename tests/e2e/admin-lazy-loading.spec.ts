import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin-dashboard'
import { scrollToGallery } from './support/free-cone'

// Each page gets 1.5 s after it shows (a live listener keeps the network from going idle), so
// that a download that should not happen has the time to happen and be seen.

/** Text that only the sign-in page, the dashboard, the Auth SDK or the Storage SDK contain. */
const MARKERS = {
  'sign-in page': 'Iniciar Sesión',
  dashboard: 'Imagen actualizada correctamente',
  'Auth SDK': 'identitytoolkit.googleapis.com',
  'upload code': 'uploadBytesResumable',
}

/** Records every JavaScript file the page requests from now on; `read` gives their texts. */
function recordScripts(page: Page) {
  const urls = new Set<string>()
  // Modules come both as scripts and as modulepreload links: look at every JavaScript file.
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.js')) urls.add(request.url())
  })
  const texts = new Map<string, string>()
  return async () => {
    for (const url of urls) {
      // Fetched again here: the browser does not keep the bodies of preloaded modules.
      if (!texts.has(url)) texts.set(url, await (await page.request.get(url)).text())
    }
    return texts
  }
}

/** Text that only the light or the full Firestore SDK contains. */
const FIRESTORE_MARKERS = { 'light Firestore SDK': '_lite', 'full Firestore SDK': 'webchannel' }

/** Whether a script the page requests from now on (up to the call) contains `marker`. */
function markerLoaded(page: Page) {
  const scripts = recordScripts(page)
  return async (marker: string) =>
    [...(await scripts()).values()].some((body) => body.includes(marker))
}

/** The addresses of the scripts whose text contains `marker`. */
const carriersOf = (scripts: Map<string, string>, marker: string) =>
  [...scripts].filter(([, body]) => body.includes(marker)).map(([url]) => url)

async function scriptsLoadedBy(
  page: Page,
  path: string,
  shown: () => Promise<void> = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
): Promise<Map<string, string>> {
  const scripts = recordScripts(page)
  await page.goto(path)
  await shown()
  // Live Firestore listeners keep a request open, so the network never goes idle: give the
  // page a moment to fetch whatever else it would.
  await page.waitForTimeout(1500)
  return scripts()
}

test.describe('code splitting', () => {
  for (const path of ['/', '/helados', '/bebidas', '/pagina-misteriosa', '/danos-tu-opinion']) {
    test(`${path} downloads no sign-in, dashboard, Auth or upload code`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, path)
      expect(scripts.size).toBeGreaterThan(0)
      for (const [what, marker] of Object.entries(MARKERS)) {
        expect(carriersOf(scripts, marker), `${what} loaded on ${path}`).toEqual([])
      }
    })
  }

  // Their lists are one call to Firestore's REST API: no SDK to download before (or after) it.
  for (const path of ['/', '/helados', '/cono-gratis']) {
    test(`${path} shows its images and downloads no Firestore SDK`, async ({ page }) => {
      const scripts = await scriptsLoadedBy(page, path, async () => {
        // The free cone's gallery is read once the visitor scrolls to it.
        if (path === '/cono-gratis') await scrollToGallery(page)
        const listed = page.getByRole('main').getByRole('listitem').getByRole('img')
        await expect(listed.first()).toBeVisible()
      })
      expect(scripts.size).toBeGreaterThan(0)
      for (const [what, marker] of Object.entries(FIRESTORE_MARKERS)) {
        expect(carriersOf(scripts, marker), `${what} loaded on ${path}`).toEqual([])
      }
    })
  }

  test('the Firestore markers are real: the live surprise page and a sign-in download them', async ({
    page,
  }) => {
    const loaded = markerLoaded(page)
    await page.goto('/pagina-misteriosa')
    await expect.poll(() => loaded(FIRESTORE_MARKERS['full Firestore SDK'])).toBe(true)
    await signInAsAdmin(page)
    await expect.poll(() => loaded(FIRESTORE_MARKERS['light Firestore SDK'])).toBe(true)
  })

  test('the markers are real: the sign-in page and the dashboard do download them', async ({
    page,
  }) => {
    const loaded = markerLoaded(page)
    await page.goto('/login')
    await expect.poll(() => loaded(MARKERS['sign-in page'])).toBe(true)
    await expect.poll(() => loaded(MARKERS['Auth SDK'])).toBe(true)
    await signInAsAdmin(page)
    await page.goto('/dashboard/helados/crear')
    await expect(page.getByRole('button', { name: 'Subir' })).toBeVisible()
    await expect.poll(() => loaded(MARKERS.dashboard)).toBe(true)
  })
})
