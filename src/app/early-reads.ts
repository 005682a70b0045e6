import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import type { MenuCategory } from '@/lib/data/menu-images'
import { pagePath } from '@/lib/page-path'
import { lazyPageAt } from './lazy-pages'

/** The menu each address shows (the home page is the Comidas menu). */
const MENU_AT: Record<string, MenuCategory> = {
  '/': 'comidas',
  '/comidas': 'comidas',
  '/helados': 'helados',
  '/bebidas': 'bebidas',
}

/** The menu shown at `pathname`, if it shows one. */
export const menuAt = (pathname: string): MenuCategory | undefined => MENU_AT[pagePath(pathname)]

/**
 * Starts the data reads of the page at `pathname`, and the download of its code when it is a
 * lazy page, before React and the app: the router would ask for that code only once the app runs.
 */
export function startEarlyReads(pathname: string): void {
  const path = pagePath(pathname)
  const category = menuAt(path)
  if (category) void prefetchMenu(category)
  else if (path === '/pagina-misteriosa') void prefetchMystery()
  // A failure here is not reported: the router asks again and shows its own error.
  lazyPageAt(path.slice(1))?.().catch(() => undefined)
}
