import type { ComponentType } from 'react'
import { pageName, SITE_PAGES } from '@/config/pages'

/** Loads a route module that exports its page as `Component`. */
export type LazyPage = () => Promise<{ Component: ComponentType }>

/** Every route module of src/app/routes/, loaded when asked for. */
const ROUTE_MODULES = import.meta.glob<{ Component: ComponentType }>('./routes/*.tsx')

/** The route module of the lazy page `name`: src/app/routes/<name>.tsx. */
function routeModule(name: string): LazyPage {
  const load = ROUTE_MODULES[`./routes/${name}.tsx`]
  if (!load) throw new Error(`The page /${name} has no module src/app/routes/${name}.tsx`)
  return load
}

/**
 * The public pages whose code is a lazy module, by name (path without its slash): the table's
 * lazy rows. The router loads them; the entry starts the current one's download beside the
 * app's (see app-start.ts).
 */
export const LAZY_PAGES: Readonly<Record<string, LazyPage>> = Object.fromEntries(
  SITE_PAGES.filter((page) => page.lazy).map((page) => {
    const name = pageName(page.path)
    return [name, routeModule(name)]
  }),
)

/** The lazy page at `path` (no leading slash), if there is one. */
export const lazyPageAt = (path: string): LazyPage | undefined =>
  Object.hasOwn(LAZY_PAGES, path) ? LAZY_PAGES[path] : undefined
