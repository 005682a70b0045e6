import type { ComponentType } from 'react'
import { Navigate, type RouteObject } from 'react-router'
import { PublicLayout } from './layouts/public-layout'
import { LAZY_PAGES, type LazyPage } from './lazy-pages'
import { RouteError } from './route-error'
import { Component as Bebidas } from './routes/bebidas'
import { Component as Comidas } from './routes/comidas'
import { Component as Helados } from './routes/helados'

const route = (path: string, lazy: LazyPage): RouteObject => ({ path, lazy })

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
      // The menus are most visits' first page: in the first download, so they start at once.
      { index: true, Component: Comidas },
      { path: 'comidas', Component: Comidas },
      { path: 'helados', Component: Helados },
      { path: 'bebidas', Component: Bebidas },
      ...Object.entries(LAZY_PAGES).map(([path, lazy]) => route(path, lazy)),
      { path: '*', Component: Comidas },
    ],
  },
  {
    // Everything under /dashboard is loaded only when opened: public pages never download it.
    path: 'dashboard',
    errorElement: <RouteError />,
    HydrateFallback: renderNothing,
    lazy: () => import('./routes/dashboard/layout'),
    children: [
      { index: true, element: <Navigate to="comidas" replace /> },
      ...dashboardSection('comidas', 'menu'),
      ...dashboardSection('helados'),
      ...dashboardSection('bebidas'),
      ...dashboardSection('misterio'),
      route('clientes', () => import('./routes/dashboard/clientes')),
      route('opiniones', () => import('./routes/dashboard/opiniones')),
      route('tienda', () => import('./routes/dashboard/tienda')),
    ],
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
