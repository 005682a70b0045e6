import { pagePath, SITE_PAGES, type MenuName } from '@/config/pages'

/** The pages that show no menu, the dashboard and the staff's account: no tab is highlighted. */
const OTHER_PAGES = [
  ...SITE_PAGES.filter((page) => page.menu === undefined).map((page) => page.path),
  '/dashboard',
  '/cuenta',
]

/** The tab to highlight for a path: '/' and unknown paths show Comidas; other pages, none. */
export function activeCategory(pathname: string): MenuName | null {
  const path = pagePath(pathname).toLowerCase()
  const menu = SITE_PAGES.find((page) => page.path === path)?.menu
  if (menu) return menu
  const isOther = OTHER_PAGES.some((page) => path === page || path.startsWith(`${page}/`))
  return isOther ? null : 'comidas'
}
