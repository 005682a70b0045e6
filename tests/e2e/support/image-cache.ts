import { expect, type Locator, type Page } from '@playwright/test'
import { STORAGE_HOST } from './emulator-hosts'

/** The service worker's image caches (src/lib/pwa/sw-routes.ts names them). */
export const MENU_IMAGES = 'heladeria-colon-menu-images-v2'
export const GALLERY_IMAGES = 'heladeria-colon-gallery-images-v2'

/** A download from the Storage emulator (what the pages' <img>s and the worker ask for). */
export const STORAGE_DOWNLOAD = new RegExp(
  `^http://${STORAGE_HOST.replaceAll('.', '\\.')}/v0/b/[^/]+/o/[^/?]+\\?alt=media`,
)

export const menuImages = (page: Page, category: string) =>
  page.locator(`section[aria-labelledby="menu-${category}"] li img`)

/** Scrolls every image into view (most load lazily) and waits until each one has decoded. */
export async function expectAllDecoded(images: Locator): Promise<string[]> {
  const sources: string[] = []
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
    sources.push(await image.evaluate((img: HTMLImageElement) => img.currentSrc))
  }
  return sources
}

export const waitForWorker = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null)

/** The worker's cache of this build's files fetched as pages asked for them (its version follows). */
const ASSET_CACHE_PREFIX = 'heladeria-colon-assets-'

/** The files of this build the worker kept as pages asked for them (none before the first). */
export async function keptAssets(page: Page): Promise<string[]> {
  const names = await page.evaluate(() => caches.keys())
  const name = names.find((key) => key.startsWith(ASSET_CACHE_PREFIX))
  return name ? cachedUrls(page, name) : []
}

/** The URLs one of the worker's caches holds (none when it does not exist). */
export const cachedUrls = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return []
    return (await (await caches.open(name)).keys()).map((request) => request.url)
  }, cacheName)
