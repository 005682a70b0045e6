import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { subscribePendingCount } from '@/lib/data/cono-gratis-admin'
import { renderWithProviders } from '@/testing/render'
import { DashboardLayout } from './dashboard-layout'

vi.mock('@/lib/data/cono-gratis-admin', () => ({ subscribePendingCount: vi.fn() }))
const subscribePending = vi.mocked(subscribePendingCount)
beforeEach(() => {
  subscribePending.mockReset()
  subscribePending.mockReturnValue(() => undefined)
})

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

  it('shows how many free-cone pictures wait for review on Clientes, live', () => {
    let report: (count: number) => void = () => undefined
    subscribePending.mockImplementation((_cap, onChange) => {
      report = onChange
      return () => undefined
    })
    showLayoutAt('/dashboard/comidas')
    act(() => report(3))
    for (const nav of screen.getAllByRole('navigation', { name: 'Panel' })) {
      expect(within(nav).getByRole('link', { name: 'Clientes, 3 por revisar' })).toHaveTextContent(
        '3',
      )
    }
    act(() => report(0))
    for (const nav of screen.getAllByRole('navigation', { name: 'Panel' })) {
      expect(within(nav).getByRole('link', { name: 'Clientes' })).toHaveTextContent(/^Clientes$/)
    }
    act(() => report(100))
    for (const link of screen.getAllByRole('link', { name: 'Clientes, más de 99 por revisar' })) {
      expect(link).toHaveTextContent(/^99\+Clientes$/)
    }
  })

  it('keeps the pressed Clientes entry in place when the count arrives or ends mid-press', () => {
    let report: (count: number) => void = () => undefined
    subscribePending.mockImplementation((_cap, onChange) => {
      report = onChange
      return () => undefined
    })
    showLayoutAt('/dashboard/comidas')
    // A browser drops the click when the element pressed is replaced before the release.
    const pressedIcons = () =>
      screen
        .getAllByRole('navigation', { name: 'Panel' })
        .map((nav) =>
          within(within(nav).getByRole('link', { name: /^Clientes\b/ })).getByTestId('GroupsIcon'),
        )
    const before = pressedIcons()
    act(() => report(2))
    expect(pressedIcons()).toEqual(before)
    act(() => report(0))
    expect(pressedIcons()).toEqual(before)
    for (const icon of before) expect(icon).toBeInTheDocument()
  })
})
