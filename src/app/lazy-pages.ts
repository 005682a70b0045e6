import type { ComponentType } from 'react'

/** Loads a route module that exports its page as `Component`. */
export type LazyPage = () => Promise<{ Component: ComponentType }>

/**
 * The public pages whose code is a lazy module, by path. The router loads them; the entry starts
 * the current one's download beside the app's (see early-reads.ts).
 */
export const LAZY_PAGES = {
  'cono-gratis': () => import('./routes/cono-gratis'),
  'danos-tu-opinion': () => import('./routes/danos-tu-opinion'),
  'pagina-misteriosa': () => import('./routes/pagina-misteriosa'),
  login: () => import('./routes/login'),
  'politica-de-privacidad': () => import('./routes/politica-de-privacidad'),
  'terminos-y-condiciones': () => import('./routes/terminos-y-condiciones'),
  'politica-de-cookies': () => import('./routes/politica-de-cookies'),
} satisfies Record<string, LazyPage>

/** The lazy page at `path` (no leading slash), if there is one. */
export const lazyPageAt = (path: string): LazyPage | undefined =>
  Object.hasOwn(LAZY_PAGES, path) ? LAZY_PAGES[path as keyof typeof LAZY_PAGES] : undefined
