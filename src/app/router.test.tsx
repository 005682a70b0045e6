import { createAppRouter } from './router'

const Page = () => null

describe('createAppRouter', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('starts at once with a lazy page whose code has arrived: it resolves nothing', () => {
    window.history.replaceState(null, '', '/cono-gratis')
    const router = createAppRouter({ path: 'cono-gratis', Component: Page })
    expect(router.state.initialized).toBe(true)
    const route = router.state.matches.at(-1)?.route
    expect(route?.lazy).toBeUndefined()
    expect(route?.element).toEqual(<Page />)
    router.dispose()
  })

  it('keeps the other pages lazy', () => {
    window.history.replaceState(null, '', '/danos-tu-opinion')
    const router = createAppRouter({ path: 'cono-gratis', Component: Page })
    expect(router.state.initialized).toBe(false)
    expect(router.state.matches.at(-1)?.route.lazy).toBeTypeOf('function')
    router.dispose()
  })

  it("without the page's code, loads it first", () => {
    window.history.replaceState(null, '', '/cono-gratis')
    const router = createAppRouter()
    expect(router.state.initialized).toBe(false)
    router.dispose()
  })
})
