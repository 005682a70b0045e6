import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import { sitePageAt, type MenuName } from '@/config/pages'
import { menuReadAddress } from '@/lib/data/menu-images'
import { newestImageReadAddress } from '@/lib/data/newest-image'
import { patchFirstLook } from '@/lib/shop/links'
import { loadShopSettings } from '@/lib/shop/settings-store'

/** The menu shown at `pathname`, if it shows one (the page table's `menu`). */
export const menuAt = (pathname: string): MenuName | undefined => sitePageAt(pathname)?.menu

/** Whether the page at `pathname` reads the surprise page's newest image as it opens. */
const readsNewestSurprise = (pathname: string) =>
  sitePageAt(pathname)?.earlyRead === 'newest-surprise'

/**
 * Starts the data reads of the page at `pathname` before React and the app. Resolves once what
 * the page's first look shows of them is on screen (a menu's first image or the newest surprise,
 * loaded or failed).
 */
export async function startEarlyReads(pathname: string): Promise<void> {
  const category = menuAt(pathname)
  if (category) await prefetchMenu(category)
  else if (readsNewestSurprise(pathname)) await prefetchMystery()
}

/**
 * Reads the shop's settings and puts them into the page's first look (built with the defaults).
 * Started once the page's own first read is on screen, so it never competes with the menu's
 * first image for the connection.
 */
export function startSettingsRead(): void {
  void loadShopSettings().then((settings) => patchFirstLook(settings))
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
