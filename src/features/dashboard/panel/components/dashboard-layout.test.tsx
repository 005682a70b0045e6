import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { subscribePendingCount } from '../../free-cones/api/entries'
import { subscribeUnreadOpinionCount } from '../../opinions/api/opinions-inbox'
import { renderWithProviders } from '@/testing/render'
import { DashboardLayout } from './dashboard-layout'

vi.mock('../../free-cones/api/entries', () => ({ subscribePendingCount: vi.fn() }))
vi.mock('../../opinions/api/opinions-inbox', () => ({ subscribeUnreadOpinionCount: vi.fn() }))
const subscribePending = vi.mocked(subscribePendingCount)
const subscribeUnread = vi.mocked(subscribeUnreadOpinionCount)
beforeEach(() => {
  subscribePending.mockReset()
  subscribePending.mockReturnValue(() => undefined)
  subscribeUnread.mockReset()
  subscribeUnread.mockReturnValue(() => undefined)
})

const LABELS = [
  'Inicio',
  'Hoy',
  'Comidas',
  'Helados',
  'Bebidas',
  'Misterio',
  'Clientes',
  'Opiniones',
  'Tienda',
]
/** What the phone's tab bar shows; the rest is under «Más». */
const PHONE_BAR = ['Inicio', 'Hoy', 'Clientes', 'Opiniones']

function showLayoutAt(path: string, onSignOut = vi.fn(() => Promise.resolve())) {
  renderWithProviders(
    <DashboardLayout email="admin@example.com" onSignOut={onSignOut}>
      <p>Contenido</p>
    </DashboardLayout>,
    { path },
  )
  return onSignOut
}

/**
 * Shows the layout on a menu's page with a live count taken over: the returned function sends
 * the count the server would.
 */
function showLayoutCounting(subscribe: typeof subscribePending) {
  let report: (count: number) => void = () => undefined
  subscribe.mockImplementation((_cap, onChange) => {
    report = onChange
    return () => undefined
  })
  showLayoutAt('/dashboard/comidas')
  return (count: number) => report(count)
}

const panelNavs = () => screen.getAllByRole('navigation', { name: 'Panel' })
/** The link named `name` in each navigation (side menu and phone bar); one missing fails. */
const panelLinks = (name: string) =>
  panelNavs().map((nav) => within(nav).getByRole('link', { name }))

describe('DashboardLayout', { timeout: 20_000 }, () => {
  it('offers every section in the side menu, and on phones the counter ones plus «Más»', async () => {
    const user = userEvent.setup()
    showLayoutAt('/dashboard/comidas')
    const [side, bottom] = screen.getAllByRole('navigation', { name: 'Panel' }) as [
      HTMLElement,
      HTMLElement,
    ]
    expect(
      within(side)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LABELS)
    expect(within(side).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/dashboard/clientes',
    )
    expect(
      within(bottom)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(PHONE_BAR)
    // Comidas is under «Más», which says so.
    const more = within(bottom).getByRole('button', { name: 'Más' })
    expect(more).toHaveClass('Mui-selected')
    await user.click(more)
    const sheet = screen.getByRole('dialog', { name: 'Más secciones' })
    expect(
      within(sheet)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(LABELS.filter((label) => !PHONE_BAR.includes(label)))
    expect(within(sheet).getByRole('link', { name: 'Comidas' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(within(sheet).getByRole('link', { name: 'Tienda' }))
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Más secciones' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('main')).toHaveTextContent('Contenido')
  })

  it('marks the section of the current screen, also on its create and edit screens', () => {
    showLayoutAt('/dashboard/menu/abc')
    const [side, bottom] = screen.getAllByRole('navigation', { name: 'Panel' }) as [
      HTMLElement,
      HTMLElement,
    ]
    expect(within(side).getByRole('link', { name: 'Comidas' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(side).getByRole('link', { name: 'Helados' })).not.toHaveAttribute('aria-current')
    expect(within(bottom).getByRole('button', { name: 'Más' })).toHaveClass('Mui-selected')
    expect(within(bottom).getByRole('link', { name: 'Inicio' })).not.toHaveClass('Mui-selected')
  })

  it('marks Inicio only on the home screen itself, at /dashboard/inicio', () => {
    showLayoutAt('/dashboard/inicio')
    for (const nav of panelNavs()) {
      expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute(
        'href',
        '/dashboard/inicio',
      )
    }
  })

  it('stops the live counts before signing out', async () => {
    const stopPending = vi.fn()
    const stopUnread = vi.fn()
    subscribePending.mockReturnValue(stopPending)
    subscribeUnread.mockReturnValue(stopUnread)
    const onSignOut = vi.fn(() => {
      expect(stopPending).toHaveBeenCalledTimes(1)
      expect(stopUnread).toHaveBeenCalledTimes(1)
      return Promise.resolve()
    })
    const user = userEvent.setup()
    showLayoutAt('/dashboard/inicio', onSignOut)
    await user.click(screen.getAllByRole('button', { name: 'Cerrar sesión' })[0] as HTMLElement)
    expect(onSignOut).toHaveBeenCalledTimes(1)
    expect(onSignOut).toHaveReturned()
  })

  it('shows how many opinions are unread on Opiniones, live', () => {
    const report = showLayoutCounting(subscribeUnread)
    act(() => report(2))
    for (const link of panelLinks('Opiniones, 2 sin leer')) expect(link).toHaveTextContent('2')
    // Each count on its own entry.
    for (const link of panelLinks('Clientes')) expect(link).toHaveTextContent(/^Clientes$/)
    act(() => report(0))
    for (const link of panelLinks('Opiniones')) expect(link).toHaveTextContent(/^Opiniones$/)
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
    const report = showLayoutCounting(subscribePending)
    act(() => report(3))
    for (const link of panelLinks('Clientes, 3 por revisar')) expect(link).toHaveTextContent('3')
    act(() => report(0))
    for (const link of panelLinks('Clientes')) expect(link).toHaveTextContent(/^Clientes$/)
    act(() => report(100))
    for (const link of screen.getAllByRole('link', { name: 'Clientes, más de 99 por revisar' })) {
      expect(link).toHaveTextContent(/^99\+Clientes$/)
    }
  })

  it('keeps the pressed Clientes entry in place when the count arrives or ends mid-press', () => {
    const report = showLayoutCounting(subscribePending)
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
