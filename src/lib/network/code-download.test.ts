import { whenCodeCanLoad } from './code-download'

describe('whenCodeCanLoad', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('waits, offline with no service worker, for the connection to come back', async () => {
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: undefined })
    const win = new EventTarget() as Window
    let ready = false
    const waiting = whenCodeCanLoad(win).then(() => (ready = true))
    await Promise.resolve()
    expect(ready).toBe(false)
    win.dispatchEvent(new Event('online'))
    await waiting
    expect(ready).toBe(true)
  })

  it('does not wait while online', async () => {
    vi.stubGlobal('navigator', { onLine: true })
    await expect(whenCodeCanLoad(new EventTarget() as Window)).resolves.toBeUndefined()
  })
})
