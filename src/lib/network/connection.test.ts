import { TimeoutError, withTimeout } from './connection'

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
