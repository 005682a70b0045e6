import { render, type RenderOptions } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { AppProviders } from '@/app/providers'
import { currentShopSettings, replaceShopSettings } from '@/lib/shop/settings-store'

/** Renders a component inside the app's providers and a memory router at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    routes,
    ...options
  }: RenderOptions & { path?: string; routes?: RouteObject[] } = {},
) {
  // The shop's settings count as read (the code's defaults, or what the test set): a unit test
  // never asks a server for them.
  replaceShopSettings(currentShopSettings())
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [path],
  })
  const Wrapper = ({ children }: { children?: ReactNode }) => (
    <AppProviders>{children}</AppProviders>
  )
  return { router, ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }) }
}
