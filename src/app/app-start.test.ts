import { FIRST_LOOK_WAIT_MS, listedAppFiles, startApp, whenFirstLookShown } from './app-start'
import { lazyPageAt } from './lazy-pages'

const boot = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('./boot', () => ({ boot }))
const loadPage = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('sin conexión'))))
vi.mock('./lazy-pages', () => ({
  lazyPageAt: vi.fn((path: string) => (path === 'cono-gratis' ? loadPage : undefined)),
}))

const listFiles = (files: unknown) => {
  document.head.innerHTML = `<script type="application/json" id="app-files">${JSON.stringify(files)}</script>`
}
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

describe('startApp', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    vi.clearAllMocks()
  })

  it('on a first-look page, downloads every listed file at once, then boots the app', async () => {
    listFiles(['/assets/app.js', '/assets/cono-gratis.js'])
    await startApp('/cono-gratis')
    expect(preloads()).toEqual(['/assets/app.js', '/assets/cono-gratis.js'])
    expect(loadPage).not.toHaveBeenCalled()
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it("elsewhere, asks for the lazy page's code beside the app, and lets the router retry", async () => {
    await startApp('/cono-gratis/')
    expect(lazyPageAt).toHaveBeenCalledWith('cono-gratis')
    expect(loadPage).toHaveBeenCalledTimes(1)
    expect(preloads()).toEqual([])
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it('reads only strings from the list, and nothing without one', () => {
    listFiles(['/assets/a.js', 3, null])
    expect(listedAppFiles()).toEqual(['/assets/a.js'])
    listFiles({ not: 'a list' })
    expect(listedAppFiles()).toEqual([])
    document.head.innerHTML = ''
    expect(listedAppFiles()).toEqual([])
  })
})

describe('whenFirstLookShown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for what the first look shows, then for a frame', async () => {
    let show = () => {}
    const shown = new Promise<void>((resolve) => (show = resolve))
    let done = false
    void whenFirstLookShown(shown).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FIRST_LOOK_WAIT_MS / 2)
    expect(done).toBe(false)
    show()
    await vi.advanceTimersByTimeAsync(200)
    expect(done).toBe(true)
  })

  it('waits no longer than FIRST_LOOK_WAIT_MS, nor for a failure', async () => {
    let done = false
    void whenFirstLookShown(new Promise(() => undefined)).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(FIRST_LOOK_WAIT_MS - 1)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(done).toBe(true)
    await expect(
      Promise.race([
        whenFirstLookShown(Promise.reject(new Error('x'))),
        vi.advanceTimersByTimeAsync(200).then(() => 'late'),
      ]),
    ).resolves.toBeUndefined()
  })
})
