import { TimeoutError, withDeadline, withTimeout } from './connection'

describe('withTimeout', () => {
  it('passes a quick answer through', async () => {
    await expect(withTimeout(Promise.resolve(7), 1000)).resolves.toBe(7)
  })

  it('gives up on a slow one', async () => {
    vi.useFakeTimers()
    const slow = withTimeout(new Promise(() => undefined), 500)
    vi.advanceTimersByTime(500)
    await expect(slow).rejects.toBeInstanceOf(TimeoutError)
    vi.useRealTimers()
  })
})

describe('withDeadline', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('passes a quick answer through', async () => {
    await expect(withDeadline(1000, () => Promise.resolve('ok'))).resolves.toBe('ok')
  })

  it('passes the work’s own failure through', async () => {
    const failure = new Error('refused')
    await expect(withDeadline(1000, () => Promise.reject(failure))).rejects.toBe(failure)
  })

  it('gives up after the time, and the work’s next step does not run', async () => {
    vi.useFakeTimers()
    let release: () => void = () => undefined
    const secondStep = vi.fn()
    const work = withDeadline(500, async (deadline) => {
      await new Promise<void>((resolve) => {
        release = resolve
      })
      deadline.check()
      secondStep()
    })
    vi.advanceTimersByTime(500)
    await expect(work).rejects.toBeInstanceOf(TimeoutError)
    release()
    await vi.runAllTimersAsync()
    expect(secondStep).not.toHaveBeenCalled()
  })
})
