import type { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router'
import { AppProviders } from './providers'

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
