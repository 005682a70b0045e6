// @vitest-environment jsdom
import { afterLoad, whenLoaded } from './after-load'

/** A window whose page is still loading, and the listeners added to it. */
function loadingWindow() {
  const listeners = new Map<string, () => void>()
  const win = {
    document: { readyState: 'loading' },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  } as unknown as Window
  return { win, listeners }
}

describe('afterLoad', () => {
  it('runs at once when the page has loaded', () => {
    const run = vi.fn()
    afterLoad(run)
    expect(document.readyState).toBe('complete')
    expect(run).toHaveBeenCalledTimes(1)
  })

  it('otherwise waits for the load event, unless cancelled first', () => {
    const { win, listeners } = loadingWindow()
    const run = vi.fn()
    afterLoad(run, win)
    expect(run).not.toHaveBeenCalled()
    listeners.get('load')?.()
    expect(run).toHaveBeenCalledTimes(1)

    const cancelled = vi.fn()
    afterLoad(cancelled, win)()
    expect(listeners.has('load')).toBe(false)
  })
})

describe('whenLoaded', () => {
  it('resolves only once the page has loaded', async () => {
    const { win, listeners } = loadingWindow()
    let loaded = false
    const waiting = whenLoaded(win).then(() => (loaded = true))
    await Promise.resolve()
    expect(loaded).toBe(false)
    listeners.get('load')?.()
    await waiting
    expect(loaded).toBe(true)
  })
})
