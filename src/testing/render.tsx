import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '@/app/providers'

/** Renders a component inside the app's providers and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routes,
    ...options
  }: RenderOptions & { path?: string; routes?: RouteObject[] } = {},
) {
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  })
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <AppProviders>{children}</AppProviders>
  )
  return { router, ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }) }
}
