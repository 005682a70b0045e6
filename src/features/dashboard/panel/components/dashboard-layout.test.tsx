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
  'Sellos',
  'Comidas',
  'Helados',
  'Bebidas',
  'Misterio',
  'Clientes',
  'Opiniones',
  'Tienda',
]
/** The phone's tab bar: the specification's menu, letter for letter and in its order. */
const PHONE_BAR = ['Comidas', 'Helados', 'Bebidas', 'Misterio', 'Clientes']
/** The phone's top bar: the shop's other places. */
const PHONE_TOP = ['Inicio', 'Hoy', 'Sellos', 'Opiniones', 'Tienda']

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

/** The side menu and the phone's tab bar (both in the page; CSS shows one of them). */
const panelNavs = () =>
  screen.getAllByRole('navigation', { name: 'Panel' }) as [HTMLElement, HTMLElement]
const topBar = () => screen.getByRole('navigation', { name: 'Otras secciones' })
const linkTexts = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent)
/** The link named `name` in each navigation that has it; none at all fails. */
const panelLinks = (name: string) => {
  const links = [...panelNavs(), topBar()].flatMap((nav) =>
    within(nav).queryAllByRole('link', { name }),
  )
  expect(links.length).toBeGreaterThan(0)
  return links
}

describe('DashboardLayout', { timeout: 20_000 }, () => {
  it('draws the screen after its frame is on the page: two short changes, not one long one', () => {
    const frameOnPage: boolean[] = []
    function Screen() {
      const menus = screen.queryAllByRole('navigation', { name: 'Panel', hidden: true })
      frameOnPage.push(menus.length > 0)
      return <p>Contenido</p>
    }
    renderWithProviders(
      <DashboardLayout email="admin@example.com" onSignOut={() => Promise.resolve()}>
        <Screen />
      </DashboardLayout>,
      { path: '/dashboard/inicio' },
    )
    expect(screen.getByText('Contenido')).toBeInTheDocument()
    expect(frameOnPage[0]).toBe(true)
  })

  it("offers every place in the side menu; on phones the specification's five below and the others above", () => {
    showLayoutAt('/dashboard/comidas')
    const [side, bottom] = panelNavs()
    expect(linkTexts(side)).toEqual(LABELS)
    expect(within(side).getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/dashboard/clientes',
    )
    expect(linkTexts(bottom)).toEqual(PHONE_BAR)
    expect(linkTexts(topBar())).toEqual(PHONE_TOP)
    expect(within(topBar()).getByRole('link', { name: 'Tienda' })).toHaveAttribute(
      'href',
      '/dashboard/tienda',
    )
    expect(within(bottom).getByRole('link', { name: 'Comidas' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(topBar()).queryByRole('link', { current: 'page' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Más' })).not.toBeInTheDocument()
    expect(screen.getByRole('main')).toHaveTextContent('Contenido')
  })

  it('marks the section of the current screen, also on its create and edit screens', () => {
    showLayoutAt('/dashboard/menu/abc')
    for (const nav of panelNavs()) {
      expect(within(nav).getByRole('link', { name: 'Comidas' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      expect(within(nav).getByRole('link', { name: 'Helados' })).not.toHaveAttribute('aria-current')
    }
    expect(within(panelNavs()[1]).getByRole('link', { name: 'Comidas' })).toHaveClass(
      'Mui-selected',
    )
    expect(within(topBar()).getByRole('link', { name: 'Inicio' })).not.toHaveClass('Mui-selected')
  })

  it("marks the top bar's place on its screen, and none of the tab bar", () => {
    showLayoutAt('/dashboard/hoy')
    const hoy = within(topBar()).getByRole('link', { name: 'Hoy' })
    expect(hoy).toHaveAttribute('aria-current', 'page')
    expect(hoy).toHaveClass('Mui-selected')
    expect(within(panelNavs()[1]).queryByRole('link', { current: 'page' })).not.toBeInTheDocument()
  })

  it('marks Inicio only on the home screen itself, at /dashboard/inicio', () => {
    showLayoutAt('/dashboard/inicio')
    for (const link of panelLinks('Inicio')) {
      expect(link).toHaveAttribute('aria-current', 'page')
      expect(link).toHaveAttribute('href', '/dashboard/inicio')
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
    // In the side menu and in the phone's top bar, with no menu to open.
    expect(panelLinks('Opiniones, 2 sin leer')).toEqual([
      within(panelNavs()[0]).getByRole('link', { name: /^Opiniones\b/ }),
      within(topBar()).getByRole('link', { name: /^Opiniones\b/ }),
    ])
    for (const link of panelLinks('Opiniones, 2 sin leer')) expect(link).toHaveTextContent('2')
    // Each count on its own entry.
    for (const link of panelLinks('Clientes')) expect(link).toHaveTextContent(/^Clientes$/)
    act(() => report(0))
    for (const link of panelLinks('Opiniones')) expect(link).toHaveTextContent(/^Opiniones$/)
  })

  it("signs out from the side menu and from the phone's Cuenta", async () => {
    const user = userEvent.setup()
    const onSignOut = showLayoutAt('/dashboard/helados')
    expect(screen.getByText('admin@example.com')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }))
    expect(onSignOut).toHaveBeenCalledTimes(1)

    const account = screen.getByRole('button', { name: 'Cuenta' })
    expect(account).toHaveAttribute('aria-expanded', 'false')
    await user.click(account)
    const sheet = screen.getByRole('dialog', { name: 'Cuenta' })
    expect(within(sheet).getByText('admin@example.com')).toBeInTheDocument()
    expect(within(sheet).getByRole('link', { name: 'Ver el sitio' })).toHaveAttribute('href', '/')
    await user.click(within(sheet).getByRole('button', { name: 'Cerrar sesión' }))
    expect(onSignOut).toHaveBeenCalledTimes(2)
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cuenta' })).not.toBeInTheDocument(),
    )
  })

  it('shows how many free-cone pictures wait for review on Clientes, live', () => {
    const report = showLayoutCounting(subscribePending)
    act(() => report(3))
    // In the side menu and in the phone's tab bar.
    expect(panelLinks('Clientes, 3 por revisar')).toHaveLength(2)
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
