import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import { sitePageAt, type MenuName } from '@/config/pages'
import { menuReadAddress } from '@/lib/data/menu-images'
import { newestImageReadAddress } from '@/lib/data/newest-image'

/** The menu shown at `pathname`, if it shows one (the page table's `menu`). */
export const menuAt = (pathname: string): MenuName | undefined => sitePageAt(pathname)?.menu

/** Whether the page at `pathname` reads the surprise page's newest image as it opens. */
export const readsNewestSurprise = (pathname: string): boolean =>
  sitePageAt(pathname)?.earlyRead === 'newest-surprise'

/**
 * Starts the data reads of the page at `pathname` before React and the app, on an address
 * without a first look (a first look draws its own: first-look-alive.ts). Resolves once the
 * first image they bring has loaded or failed.
 */
export async function startEarlyReads(pathname: string): Promise<void> {
  const category = menuAt(pathname)
  if (category) await prefetchMenu(category)
  else if (readsNewestSurprise(pathname)) await prefetchMystery()
}

/**
 * Starts reading the shop's settings on an address without a first look, beside the app's
 * download (its code comes with the app's; a first look reads them itself, first-look-later.ts).
 * Started once the page's own first read is on screen, so it never competes with the menu's
 * first image for the connection.
 */
export function startSettingsRead(): void {
  import('@/lib/shop/settings-store')
    .then(({ loadShopSettings }) => loadShopSettings())
    .catch(() => undefined)
}

/**
 * The data reads startEarlyReads starts at `pathname` that its HTML file can preload: a menu's
 * list, the surprise page's newest image.
 */
export function earlyReadAddresses(pathname: string): string[] {
  const category = menuAt(pathname)
  let address: string | null = null
  if (category) address = menuReadAddress(category)
  else if (readsNewestSurprise(pathname)) address = newestImageReadAddress('misterio')
  return address ? [address] : []
}
