import { once, remoteStore } from './remote'

/** A read whose answer the test gives. */
function pending<T>() {
  let answer: (value: T) => void = () => undefined
  let refuse: (error: unknown) => void = () => undefined
  const promise = new Promise<T>((resolve, reject) => {
    answer = resolve
    refuse = reject
  })
  return { promise, answer, refuse }
}

describe('once', () => {
  it('gives the answer, or why not, and nothing once stopped', async () => {
    const next = vi.fn()
    const fail = vi.fn()
    const first = pending<string>()
    once(() => first.promise)(next, fail)
    first.answer('hola')
    await first.promise
    expect(next).toHaveBeenCalledWith('hola')

    const late = pending<string>()
    const stop = once(() => late.promise)(next, fail)
    stop()
    late.refuse('sin red')
    await late.promise.catch(() => undefined)
    expect(fail).not.toHaveBeenCalled()
    expect(next).toHaveBeenCalledTimes(1)
  })
})

describe('remoteStore', () => {
  it('reads once for every follower, and tells them of a changed answer only', async () => {
    const read = vi.fn(() => Promise.resolve({ n: 1 }))
    const store = remoteStore(read, (a, b) => a.n === b.n)
    const follower = vi.fn()
    store.follow(follower)
    store.follow(vi.fn())
    expect(store.get()).toEqual({ status: 'loading' })
    await store.load()
    expect(read).toHaveBeenCalledTimes(1)
    expect(store.get()).toEqual({ status: 'ready', data: { n: 1 } })
    expect(follower).toHaveBeenCalledTimes(1)
    store.set({ n: 1 })
    expect(follower).toHaveBeenCalledTimes(1)
    store.set({ n: 2 })
    expect(follower).toHaveBeenCalledTimes(2)
  })

  it('holds a failure until a read again answers; a newer answer is never overwritten', async () => {
    const reads = [pending<number>(), pending<number>(), pending<number>()]
    let call = 0
    const store = remoteStore(() => reads[call++]?.promise ?? Promise.resolve(0))
    const first = store.load()
    reads[0]?.refuse(new Error('sin red'))
    await first.catch(() => undefined)
    expect(store.get()).toMatchObject({ status: 'failed', error: { message: 'sin red' } })

    const older = store.reload()
    const newer = store.reload()
    reads[2]?.answer(2)
    await newer
    reads[1]?.answer(1)
    await older
    expect(store.get()).toEqual({ status: 'ready', data: 2 })
    // What a save stored wins over a read still on its way.
    const stale = pending<number>()
    const storeOfSave = remoteStore(() => stale.promise)
    const reading = storeOfSave.load()
    storeOfSave.set(5)
    stale.answer(4)
    await reading
    expect(storeOfSave.get()).toEqual({ status: 'ready', data: 5 })
  })
})
