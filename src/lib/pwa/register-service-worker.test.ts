import {
  loadedStorageImages,
  mayReloadAfterUpdate,
  registerServiceWorker,
  whenLoadedAndIdle,
} from './register-service-worker'

describe('mayReloadAfterUpdate', () => {
  const now = 1_750_000_000_000

  it('reloads when the page never reloaded for an update', () => {
    expect(mayReloadAfterUpdate(null, now)).toBe(true)
  })

  it('does not reload again within a minute, so a broken deployment cannot loop', () => {
    expect(mayReloadAfterUpdate(String(now - 5_000), now)).toBe(false)
    expect(mayReloadAfterUpdate(String(now - 59_999), now)).toBe(false)
  })

  it('reloads again for a later update, or when the mark is unreadable or from the future', () => {
    expect(mayReloadAfterUpdate(String(now - 60_000), now)).toBe(true)
    expect(mayReloadAfterUpdate('not a number', now)).toBe(true)
    expect(mayReloadAfterUpdate(String(now + 10 * 60_000), now)).toBe(true)
  })
})

describe('loadedStorageImages', () => {
  it('picks the Storage downloads among the resources the page loaded', () => {
    const image =
      'http://127.0.0.1:9199/v0/b/demo-heladeria-colon.appspot.com/o/helados%2Fconos.webp?alt=media&token=t'
    const entries = [
      { name: 'http://127.0.0.1:5000/assets/index-BIS8PSEa.js' },
      { name: image },
      { name: 'http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents:runQuery' },
      { name: image },
    ] as PerformanceEntry[]
    expect(loadedStorageImages(entries)).toEqual([image])
  })
})

describe('registerServiceWorker', () => {
  it('registers nothing outside production builds (unit tests included)', () => {
    const register = vi.fn()
    const addListener = vi.spyOn(window, 'addEventListener')
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, controller: null, addEventListener: vi.fn() },
    })
    try {
      registerServiceWorker()
      window.dispatchEvent(new Event('load'))
      expect(register).not.toHaveBeenCalled()
      expect(addListener).not.toHaveBeenCalledWith('load', expect.anything(), expect.anything())
    } finally {
      addListener.mockRestore()
      Reflect.deleteProperty(navigator, 'serviceWorker')
    }
  })
})

describe('whenLoadedAndIdle', () => {
  const fakeWindow = (readyState: DocumentReadyState, idle: boolean) => {
    const listeners = new Map<string, () => void>()
    const idleCallbacks: (() => void)[] = []
    const win = {
      document: { readyState },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      setTimeout: (callback: () => void) => idleCallbacks.push(callback),
      ...(idle && { requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback) }),
    } as unknown as Window
    return { win, fire: (type: string) => listeners.get(type)?.(), idleCallbacks }
  }

  it('waits for the load event, then for an idle moment', () => {
    const work = vi.fn()
    const { win, fire, idleCallbacks } = fakeWindow('interactive', true)
    whenLoadedAndIdle(work, win)
    expect(idleCallbacks).toHaveLength(0)
    fire('load')
    expect(work).not.toHaveBeenCalled()
    idleCallbacks.forEach((callback) => callback())
    expect(work).toHaveBeenCalledTimes(1)
  })

  it('after the load, waits only for an idle moment (or the next task without idle callbacks)', () => {
    for (const idle of [true, false]) {
      const work = vi.fn()
      const { win, idleCallbacks } = fakeWindow('complete', idle)
      whenLoadedAndIdle(work, win)
      expect(work).not.toHaveBeenCalled()
      idleCallbacks.forEach((callback) => callback())
      expect(work).toHaveBeenCalledTimes(1)
    }
  })
})
