import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { PublicLayout } from './layouts/public-layout'
import { RouteError } from './route-error'

type Lazy = () => Promise<{ Component: ComponentType }>

const route = (path: string, lazy: Lazy): RouteObject => ({ path, lazy })

/** The dashboard's list, create and edit screens of one collection. */
const dashboardSection = (collection: string, createPath = collection): RouteObject[] => [
  route(collection, () => import('./routes/dashboard/placeholder')),
  route(`${createPath}/crear`, () => import('./routes/dashboard/placeholder')),
  route(`${createPath}/:id`, () => import('./routes/dashboard/placeholder')),
]

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, lazy: () => import('./routes/comidas') },
      route('comidas', () => import('./routes/comidas')),
      route('helados', () => import('./routes/helados')),
      route('bebidas', () => import('./routes/bebidas')),
      route('cono-gratis', () => import('./routes/cono-gratis')),
      route('danos-tu-opinion', () => import('./routes/danos-tu-opinion')),
      route('pagina-misteriosa', () => import('./routes/pagina-misteriosa')),
      route('login', () => import('./routes/login')),
      route('politica-de-privacidad', () => import('./routes/politica-de-privacidad')),
      route('terminos-y-condiciones', () => import('./routes/terminos-y-condiciones')),
      route('politica-de-cookies', () => import('./routes/politica-de-cookies')),
      route('*', () => import('./routes/comidas')),
    ],
  },
  {
    path: 'dashboard',
    errorElement: <RouteError />,
    lazy: () => import('./routes/dashboard/layout'),
    children: [
      { index: true, element: <Navigate to="comidas" replace /> },
      ...dashboardSection('comidas', 'menu'),
      ...dashboardSection('helados'),
      ...dashboardSection('bebidas'),
      ...dashboardSection('misterio'),
      route('clientes', () => import('./routes/dashboard/placeholder')),
      route('opiniones', () => import('./routes/dashboard/placeholder')),
    ],
  },
]

export const router = createBrowserRouter(routes)
