import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import { menuReadAddress, newestImageReadAddress, type MenuCategory } from '@/lib/data/menu-images'
import { pagePath } from '@/lib/page-path'
import { patchFirstLook } from '@/lib/shop/links'
import { loadShopSettings } from '@/lib/shop/settings-store'

/** The menu each address shows (the home page is the Comidas menu). */
const MENU_AT: Record<string, MenuCategory> = {
  '/': 'comidas',
  '/comidas': 'comidas',
  '/helados': 'helados',
  '/bebidas': 'bebidas',
}

/** The surprise page, whose newest image is read as it opens. */
const MYSTERY_PATH = '/pagina-misteriosa'

/** The menu shown at `pathname`, if it shows one. */
export const menuAt = (pathname: string): MenuCategory | undefined => MENU_AT[pagePath(pathname)]

/**
 * Starts the data reads of the page at `pathname` before React and the app. Resolves once what
 * the page's first look shows of them is on screen (a menu's first image or the newest surprise,
 * loaded or failed).
 */
export async function startEarlyReads(pathname: string): Promise<void> {
  const path = pagePath(pathname)
  const category = menuAt(path)
  if (category) await prefetchMenu(category)
  else if (path === MYSTERY_PATH) await prefetchMystery()
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
  const path = pagePath(pathname)
  const category = menuAt(path)
  let address: string | null = null
  if (category) address = menuReadAddress(category)
  else if (path === MYSTERY_PATH) address = newestImageReadAddress('misterio')
  return address ? [address] : []
}
