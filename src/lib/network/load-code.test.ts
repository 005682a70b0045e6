import { loadCode, OfflineError } from './load-code'

describe('loadCode', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const code = () => vi.fn(() => Promise.resolve('code'))

  it('downloads while the browser may be online', async () => {
    vi.stubGlobal('navigator', { onLine: true })
    const load = code()
    await expect(loadCode(load)).resolves.toBe('code')
    expect(load).toHaveBeenCalledOnce()
  })

  it('does not begin a download bound to fail', async () => {
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: { controller: null } })
    const load = code()
    await expect(loadCode(load)).rejects.toBeInstanceOf(OfflineError)
    expect(load).not.toHaveBeenCalled()
  })

  it('asks the service worker that keeps the code, even offline', async () => {
    vi.stubGlobal('navigator', { onLine: false, serviceWorker: { controller: {} } })
    const load = code()
    await expect(loadCode(load)).resolves.toBe('code')
  })
})
