import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { pageName, SITE_PAGES, type SitePage } from '@/config/pages'
import { PublicLayout } from './layouts/public-layout'
import { lazyPageAt, type LazyPage } from './lazy-pages'
import { MenuWithOrder } from './menu-with-order'
import { RouteError } from './route-error'

const route = (path: string, lazy: LazyPage): RouteObject => ({ path, lazy })

/**
 * The route of one row of the page table: a menu is drawn at once (the menus are most visits'
 * first page: in the first download), any other page's code is loaded when it is opened.
 */
function pageRoute(page: SitePage): RouteObject {
  const name = pageName(page.path)
  const lazy = page.lazy ? lazyPageAt(name) : undefined
  const where = page.path === '/' ? { index: true as const } : { path: name }
  if (lazy) return { ...where, lazy }
  if (!page.menu) throw new Error(`The page ${page.path} is neither lazy nor a menu`)
  // Keyed by menu: moving to another menu draws a new page, as a page of its own would.
  return { ...where, element: <MenuWithOrder key={page.menu} category={page.menu} /> }
}

/**
 * What a first visit would show while its page's lazy code loads: nothing. The app renders only
 * once that code is there (see mount.tsx); said out loud so the router does not warn about it.
 */
const renderNothing = () => null

/**
 * The dashboard's list, create and edit screens of one image section (named in `handle`, read by
 * the screens); `itemsPath` is where its create and edit screens live.
 */
const dashboardSection = (section: string, itemsPath: string | null = section): RouteObject[] => [
  { path: section, handle: { section }, lazy: () => import('./routes/dashboard/image-list') },
  ...(itemsPath === null
    ? []
    : [
        {
          path: `${itemsPath}/crear`,
          handle: { section },
          lazy: () => import('./routes/dashboard/image-create'),
        },
        {
          path: `${itemsPath}/:id`,
          handle: { section },
          lazy: () => import('./routes/dashboard/image-edit'),
        },
      ]),
]

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    HydrateFallback: renderNothing,
    children: [
      ...SITE_PAGES.map(pageRoute),
      // An unknown address shows the Comidas menu.
      { path: '*', element: <MenuWithOrder key="comidas" category="comidas" /> },
    ],
  },
  {
    // Everything under /dashboard is loaded only when opened: public pages never download it.
    path: 'dashboard',
    errorElement: <RouteError />,
    HydrateFallback: renderNothing,
    lazy: () => import('./routes/dashboard/layout'),
    children: [
      // Signing in lands on /dashboard, which shows Comidas; the home screen is first in the menu.
      { index: true, lazy: () => import('./routes/dashboard/to-comidas') },
      route('inicio', () => import('./routes/dashboard/inicio')),
      ...dashboardSection('comidas', 'menu'),
      ...dashboardSection('helados'),
      ...dashboardSection('bebidas'),
      ...dashboardSection('misterio'),
      route('clientes', () => import('./routes/dashboard/clientes')),
      route('opiniones', () => import('./routes/dashboard/opiniones')),
      route('sellos', () => import('./routes/dashboard/sellos')),
      route('tienda', () => import('./routes/dashboard/tienda')),
      route('hoy', () => import('./routes/dashboard/hoy')),
    ],
  },
  {
    // The page a password-reset link opens (an invitation, or '¿Olvidaste tu contraseña?'):
    // loaded only when opened.
    path: 'cuenta/contrasena',
    errorElement: <RouteError />,
    HydrateFallback: renderNothing,
    lazy: () => import('./routes/cuenta/contrasena'),
  },
]

/** A lazy public page whose module has already arrived: its path (no leading slash) and page. */
export interface LoadedPage {
  path: string
  Component: ComponentType
}

/**
 * `routes` with `page` in place of its lazy route: a router created with them has the current
 * page at once, and starts without resolving anything.
 */
export const routesWith = (page: LoadedPage): RouteObject[] =>
  routes.map((parent) =>
    parent.index
      ? parent
      : {
          ...parent,
          children: parent.children?.map((child) =>
            child.path === page.path && child.lazy
              ? { path: page.path, Component: page.Component }
              : child,
          ),
        },
  )
