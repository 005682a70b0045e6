import {
  expect,
  test,
  type BrowserContext,
  type Locator,
  type Page,
  type Route,
} from '@playwright/test'
import {
  cachedUrls,
  expectAllDecoded,
  GALLERY_IMAGES,
  keptAssets,
  MENU_IMAGES,
  menuImages,
  STORAGE_DOWNLOAD,
  waitForWorker,
} from './support/image-cache'
import { scrollToGallery } from './support/free-cone'
import { firstInput } from './support/open-page'

// The service worker keeps Storage images in two bounded caches, and only answers it can see
// succeeded (src/lib/pwa/): the pages ask for the images with CORS, and Storage must allow it.

/** Every Storage image on the page, once the app has replaced the first look. */
const storageImages = (page: Page) => page.locator('img[src*="/v0/b/"]')

test.describe('Storage images are asked for with CORS', () => {
  // The page's own requests, none answered by a worker.
  test.use({ serviceWorkers: 'block' })

  // The menus and the surprise page draw their first image in the HTML's first look.
  for (const { path, firstLook, below = false } of [
    { path: '/helados', firstLook: true },
    { path: '/pagina-misteriosa', firstLook: true },
    // The free cone's gallery is read once the visitor scrolls to it.
    { path: '/cono-gratis', firstLook: false, below: true },
  ]) {
    test(`${path}: each image is downloaded once, with CORS, and Storage allows the site`, async ({
      page,
      baseURL,
    }) => {
      const origin = new URL(baseURL ?? '').origin
      // How the first look's image asked for its picture, before the app replaced it.
      await page.addInitScript(() => {
        const drawn: (string | null)[] = []
        Object.assign(window, { firstLookImages: drawn })
        new MutationObserver((records) => {
          for (const node of records.flatMap((record) => Array.from(record.addedNodes))) {
            if (node instanceof HTMLImageElement && node.hasAttribute('data-first-look-image')) {
              drawn.push(node.getAttribute('crossorigin'))
            }
          }
        }).observe(document, { childList: true, subtree: true })
      })
      const asked: Promise<{ url: string; origin: string | null }>[] = []
      const allowed: Promise<string | null>[] = []
      page.on('request', (request) => {
        if (!STORAGE_DOWNLOAD.test(request.url())) return
        asked.push(
          request.headerValue('origin').then((value) => ({ url: request.url(), origin: value })),
        )
      })
      page.on('response', (response) => {
        if (STORAGE_DOWNLOAD.test(response.url())) {
          allowed.push(response.headerValue('access-control-allow-origin'))
        }
      })

      await page.goto(path)
      await firstInput(page)
      await expect(page.locator('[data-first-look]')).toHaveCount(0)
      if (below) await scrollToGallery(page)
      await expect(storageImages(page).first()).toBeVisible()
      await expectAllDecoded(storageImages(page))

      const modes = await storageImages(page).evaluateAll((images) =>
        images.map((image) => image.getAttribute('crossorigin')),
      )
      expect(modes.length).toBeGreaterThan(0)
      expect(new Set(modes)).toEqual(new Set(['anonymous']))
      const firstLookModes = await page.evaluate(
        () => (window as Window & { firstLookImages?: (string | null)[] }).firstLookImages,
      )
      expect(firstLookModes).toEqual(firstLook ? ['anonymous'] : [])
      const requests = await Promise.all(asked)
      expect(requests.length).toBeGreaterThan(0)
      // A CORS request names its origin; an <img> without crossorigin would not.
      expect(requests.filter((request) => request.origin !== origin)).toEqual([])
      // The first look's image (or its preload) and the app's <img> share one download.
      const urls = requests.map((request) => request.url)
      expect(urls.filter((url, index) => urls.indexOf(url) !== index)).toEqual([])
      expect(new Set(await Promise.all(allowed))).toEqual(new Set([origin]))
    })
  }
})

/** The app's menu (not its first look), once every item has its image. */
async function menuShown(page: Page, category: string): Promise<Locator> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  if ((await page.locator('[data-first-look]').count()) > 0) await firstInput(page)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  const items = page.locator(
    `section[aria-labelledby="menu-${category}"] li:not([data-today-item])`,
  )
  await expect(items.first()).toBeVisible()
  const count = await items.count()
  const images = menuImages(page, category)
  await expect(images).toHaveCount(count)
  return images
}

/** Scrolls to every image and waits until each has loaded or failed; returns their sources. */
async function expectAllSettled(images: Locator): Promise<string[]> {
  const sources: string[] = []
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''))
      .toBe(true)
    sources.push(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
  }
  return sources
}

/**
 * Reloads as a later visit would: nothing from the browser's own caches (its memory cache keeps
 * the images a page showed), so every image passes through the worker. Offline, with the HTTP
 * cache emptied too, only the worker can answer, and the Storage images it answered are returned.
 */
async function revisit(
  page: Page,
  context: BrowserContext,
  { offline }: { offline: boolean },
): Promise<string[]> {
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  if (offline) {
    await cdp.send('Network.clearBrowserCache')
    await context.setOffline(true)
  }
  const fromWorker: string[] = []
  page.on('response', (response) => {
    if (STORAGE_DOWNLOAD.test(response.url()) && response.fromServiceWorker()) {
      fromWorker.push(response.url())
    }
  })
  const response = await page.reload()
  if (offline) expect(response?.fromServiceWorker()).toBe(true)
  return fromWorker
}

test.describe('the service worker keeps the right images', () => {
  test.afterEach(async ({ context }) => {
    await context.setOffline(false)
  })

  test('it never keeps a failing answer, and shows the right image offline afterwards', async ({
    page,
    context,
  }) => {
    await page.goto('/comidas')
    await waitForWorker(page)

    // Storage fails for the first image of Helados the worker asks for, until told otherwise.
    let failing: string | undefined
    let askedByWorker = false
    const failOne = async (route: Route) => {
      const request = route.request()
      if (failing === undefined && request.url().includes('/o/helados%2F')) {
        failing = request.url()
        askedByWorker = request.serviceWorker() !== null
      }
      if (request.url() !== failing) return route.fallback()
      const origin = (await request.headerValue('origin')) ?? '*'
      return route.fulfill({
        status: 500,
        headers: { 'access-control-allow-origin': origin, 'content-type': 'text/plain' },
        body: 'Internal error',
      })
    }
    await context.route(STORAGE_DOWNLOAD, failOne)
    await page.goto('/helados')
    const images = await menuShown(page, 'helados')
    expect(failing, 'a Helados image was asked for').toBeDefined()
    expect(askedByWorker, 'the worker itself met the 500').toBe(true)
    const shown = await expectAllSettled(images)
    expect(shown).toContain(failing)
    const others = shown.filter((src) => src !== failing)
    // The successful answers are kept; the failing one is not, though it came first.
    await expect
      .poll(async () => {
        const kept = await cachedUrls(page, MENU_IMAGES)
        return others.every((url) => kept.includes(url))
      })
      .toBe(true)
    expect(await cachedUrls(page, MENU_IMAGES)).not.toContain(failing)

    // Storage answers again: the image comes from the network, not a kept error.
    await context.unroute(STORAGE_DOWNLOAD, failOne)
    await revisit(page, context, { offline: false })
    const sources = await expectAllDecoded(await menuShown(page, 'helados'))
    expect(sources).toContain(failing)
    await expect
      .poll(async () => (await cachedUrls(page, MENU_IMAGES)).includes(failing ?? ''))
      .toBe(true)

    const fromWorker = await revisit(page, context, { offline: true })
    expect(await expectAllDecoded(await menuShown(page, 'helados'))).toEqual(sources)
    expect(sources.every((url) => fromWorker.includes(url))).toBe(true)
  })

  test('a full storage quota: the gallery makes way, the page is unharmed, the menu stays offline', async ({
    page,
    context,
    baseURL,
  }) => {
    // The worker keeps the gallery's pictures first.
    await keepGallery(page)

    // The browser grants the site hardly more than it already uses: less than one menu image.
    const restoreQuota = await limitQuota(page, context, baseURL, 10_000)
    try {
      await page.goto('/helados')
      const sources = await expectAllDecoded(await menuShown(page, 'helados'))
      // Refused, the worker gave up the gallery and tried again: a menu image is kept.
      await expect.poll(async () => (await cachedUrls(page, GALLERY_IMAGES)).length).toBe(0)
      await expect
        .poll(
          async () =>
            (await cachedUrls(page, MENU_IMAGES)).filter((url) => sources.includes(url)).length,
        )
        .toBeGreaterThan(0)
    } finally {
      await restoreQuota()
    }

    // With room again, one more visit keeps the whole menu, which then opens offline.
    await revisit(page, context, { offline: false })
    const sources = await expectAllDecoded(await menuShown(page, 'helados'))
    await expect
      .poll(async () => {
        const kept = await cachedUrls(page, MENU_IMAGES)
        return sources.every((url) => kept.includes(url))
      })
      .toBe(true)
    const fromWorker = await revisit(page, context, { offline: true })
    expect(await expectAllDecoded(await menuShown(page, 'helados'))).toEqual(sources)
    expect(sources.every((url) => fromWorker.includes(url))).toBe(true)
  })

  test("a full storage quota: the gallery makes way for a page's code too", async ({
    page,
    context,
    baseURL,
  }) => {
    await keepGallery(page)
    const keptBefore = await keptAssets(page)

    // No room at all: the sign-in page's code (not precached, no Storage image) is refused first.
    const restoreQuota = await limitQuota(page, context, baseURL, 0)
    try {
      const asked: string[] = []
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/assets/')) asked.push(request.url())
      })
      await page.goto('/login')
      await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
      // Refused, the worker gave up the gallery and tried again: the page's code is kept.
      await expect.poll(async () => (await cachedUrls(page, GALLERY_IMAGES)).length).toBe(0)
      await expect
        .poll(async () => {
          const kept = await keptAssets(page)
          return kept.filter((url) => asked.includes(url) && !keptBefore.includes(url)).length
        })
        .toBeGreaterThan(0)
    } finally {
      await restoreQuota()
    }
  })
})

/** Opens the free-cone gallery with the worker in control, and waits until it kept each picture. */
async function keepGallery(page: Page) {
  await page.goto('/cono-gratis')
  await waitForWorker(page)
  await scrollToGallery(page)
  const gallery = page.locator('img[src*="galeria%2F"]')
  await expect(gallery.first()).toBeVisible()
  const pictures = await expectAllDecoded(gallery)
  await expect
    .poll(async () => (await cachedUrls(page, GALLERY_IMAGES)).length)
    .toBe(new Set(pictures).size)
}

/**
 * Has the browser grant the site only `room` bytes more than it uses now; resolves with what
 * gives it back its usual quota.
 */
async function limitQuota(
  page: Page,
  context: BrowserContext,
  baseURL: string | undefined,
  room: number,
): Promise<() => Promise<void>> {
  const origin = new URL(baseURL ?? '').origin
  const cdp = await context.newCDPSession(page)
  const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin })
  await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + room })
  return async () => {
    await cdp.send('Storage.overrideQuotaForOrigin', { origin })
  }
}
