import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FirstLookProvider } from '@/lib/startup/first-look'
import { renderWithProviders } from '@/testing/render'
import { followFirstLookMenu } from './first-look-menu'
import { Header } from './header'

const routes = (path: string) => ({
  path,
  routes: [{ path: '*', element: <Header /> }],
})

describe('Header', () => {
  it('marks Comidas as the current page on / and links the logo to the link page', () => {
    renderWithProviders(<Header />, routes('/'))
    expect(screen.getByRole('link', { name: /Comidas/ })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: /Helados/ })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('link', { name: /todos nuestros enlaces/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    )
  })

  it("gives the first look's dots button plain links to the extra pages, with no script", () => {
    const firstLook = (
      <FirstLookProvider value={true}>
        <Header />
      </FirstLookProvider>
    )
    renderWithProviders(firstLook, {
      path: '/comidas',
      routes: [{ path: '*', element: firstLook }],
    })
    const [button, menu] = screen.getAllByLabelText('Más páginas')
    if (!menu) throw new Error('No popover of extra pages')
    expect(menu).toHaveAttribute('popover', 'auto')
    expect(button).toHaveAttribute('popovertarget', menu.id)
    // Closed, the popover is hidden: its links are found as such.
    const links = within(menu)
      .getAllByRole('link', { hidden: true })
      .map((a) => [a.textContent, a.getAttribute('href')])
    expect(links).toEqual([
      ['Reclama un helado gratis', '/cono-gratis'],
      ['Danos tu opinion', '/danos-tu-opinion'],
      ['Página de sorpresa', '/pagina-misteriosa'],
      ['Tarjeta de sellos', '/tarjeta-de-sellos'],
    ])
    // The stamp card is off by default: its link waits, hidden, until the settings say on.
    const stampCard = within(menu)
      .getAllByRole('link', { hidden: true })
      .find((a) => a.getAttribute('href') === '/tarjeta-de-sellos')
    expect(stampCard).toHaveAttribute('hidden')
  })

  it('marks no tab on the extra pages', () => {
    renderWithProviders(<Header />, routes('/cono-gratis'))
    for (const name of ['Comidas', 'Helados', 'Bebidas']) {
      expect(screen.getByRole('link', { name: new RegExp(name) })).not.toHaveAttribute(
        'aria-current',
      )
    }
  })

  it('opens the three extra pages from the dots menu and closes on choice', async () => {
    const user = userEvent.setup()
    const { router } = renderWithProviders(<Header />, routes('/helados'))
    await user.click(screen.getByRole('button', { name: 'Más páginas' }))
    // The dropdown's code is fetched on first use.
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(items).toEqual(['Reclama un helado gratis', 'Danos tu opinion', 'Página de sorpresa'])
    await user.click(screen.getByRole('menuitem', { name: 'Página de sorpresa' }))
    expect(router.state.location.pathname).toBe('/pagina-misteriosa')
    expect(screen.queryByRole('menu')).not.toBeInTheDocument()
  })

  it("opens the app's dropdown when the first look's menu was opened while the app rendered", async () => {
    // The first look with its popover, as the build writes it: the visitor opens it after the
    // app's render has begun, and the app's first commit then removes it.
    const look = document.createElement('div')
    const popover = document.createElement('nav')
    look.dataset.firstLook = ''
    popover.setAttribute('popover', 'auto')
    look.append(popover)
    document.body.append(look)
    followFirstLookMenu()
    popover.dispatchEvent(Object.assign(new Event('beforetoggle'), { newState: 'open' }))
    look.remove()
    renderWithProviders(<Header />, routes('/helados'))
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent)
    expect(items).toEqual(['Reclama un helado gratis', 'Danos tu opinion', 'Página de sorpresa'])
  })
})
