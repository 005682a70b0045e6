import { prefetchMenu } from '@/features/menu/api/prefetch-menu'
import { prefetchMystery } from '@/features/mystery/api/prefetch-mystery'
import type { MenuCategory } from '@/lib/data/menu-images'
import { pagePath } from '@/lib/page-path'

/** The menu each address shows (the home page is the Comidas menu). */
const MENU_AT: Record<string, MenuCategory> = {
  '/': 'comidas',
  '/comidas': 'comidas',
  '/helados': 'helados',
  '/bebidas': 'bebidas',
}

/** The menu shown at `pathname`, if it shows one. */
export const menuAt = (pathname: string): MenuCategory | undefined => MENU_AT[pagePath(pathname)]

/** Starts the data reads of the page at `pathname`, before React and the page's code. */
export function startEarlyReads(pathname: string): void {
  const category = menuAt(pathname)
  if (category) void prefetchMenu(category)
  else if (pagePath(pathname) === '/pagina-misteriosa') void prefetchMystery()
}
