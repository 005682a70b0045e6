import { act, screen } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { Component as ToComidas } from './to-comidas'

describe('/dashboard', () => {
  it('redirects to /dashboard/comidas, in place of itself in the history', async () => {
    const { router } = renderWithProviders(<></>, {
      path: '/login',
      routes: [
        { path: '/login', element: <p>Iniciar Sesión</p> },
        { path: '/dashboard', Component: ToComidas },
        { path: '/dashboard/comidas', element: <p>Comidas</p> },
      ],
    })
    await act(() => router.navigate('/dashboard'))
    expect(await screen.findByText('Comidas')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard/comidas')
    expect(router.state.historyAction).toBe('REPLACE')
    // Back leaves the panel instead of landing on /dashboard, which would send it on again.
    await act(() => router.navigate(-1))
    expect(router.state.location.pathname).toBe('/login')
  })
})
