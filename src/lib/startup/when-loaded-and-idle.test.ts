import { whenLoadedAndIdle } from './when-loaded-and-idle'

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
