import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { DashboardLayout } from './dashboard-layout'

const LABELS = ['Comidas', 'Helados', 'Bebidas', 'Misterio', 'Clientes', 'Opiniones', 'Tienda']

function showLayoutAt(path: string, onSignOut = vi.fn(() => Promise.resolve())) {
  renderWithProviders(
    <DashboardLayout email="admin@example.com" onSignOut={onSignOut}>
      <p>Contenido</p>
    </DashboardLayout>,
    { path },
  )
  return onSignOut
}

describe('DashboardLayout', () => {
  it('offers every section in the side menu and in the bottom tab bar', () => {
    showLayoutAt('/dashboard/comidas')
    const [side, bottom] = screen.getAllByRole('navigation', { name: 'Panel' }) as [
      HTMLElement,
      HTMLElement,
    ]
    for (const nav of [side, bottom]) {
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(LABELS)
    }
    expect(within(side).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/dashboard/clientes',
    )
    expect(screen.getByRole('main')).toHaveTextContent('Contenido')
  })

  it('marks the section of the current screen, also on its create and edit screens', () => {
    showLayoutAt('/dashboard/menu/abc')
    for (const nav of screen.getAllByRole('navigation', { name: 'Panel' })) {
      expect(within(nav).getByRole('link', { name: 'Comidas' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(within(nav).getByRole('link', { name: 'Helados' })).not.toHaveAttribute('aria-current')
    }
  })

  it('signs out from the side menu and from the phone bar', async () => {
    const user = userEvent.setup()
    const onSignOut = showLayoutAt('/dashboard/helados')
    expect(screen.getByText('admin@example.com')).toBeInTheDocument()
    const [sideMenuButton, phoneButton] = screen.getAllByRole('button', {
      name: 'Cerrar sesión',
    }) as [HTMLElement, HTMLElement]
    await user.click(sideMenuButton)
    expect(onSignOut).toHaveBeenCalledTimes(1)
    await user.click(phoneButton)
    expect(onSignOut).toHaveBeenCalledTimes(2)
  })
})
