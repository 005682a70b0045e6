import { pagePath } from './page-path'

export type HeaderTab = 'comidas' | 'helados' | 'bebidas'

const OTHER_PAGES = [
  '/cono-gratis',
  '/danos-tu-opinion',
  '/pagina-misteriosa',
  '/login',
  '/politica-de-privacidad',
  '/terminos-y-condiciones',
  '/politica-de-cookies',
  '/dashboard',
]

/** The tab to highlight for a path: '/' and unknown paths show Comidas; other pages, none. */
export function activeCategory(pathname: string): HeaderTab | null {
  const path = pagePath(pathname).toLowerCase()
  if (path === '/helados') return 'helados'
  if (path === '/bebidas') return 'bebidas'
  const isOther = OTHER_PAGES.some((page) => path === page || path.startsWith(`${page}/`))
  return isOther ? null : 'comidas'
}
