import { isArrival, showAppBadge } from './activity-alerts'

describe('isArrival', () => {
  it('is never the first count, only a count that went up', () => {
    expect(isArrival(null, 3)).toBe(false)
    expect(isArrival(3, 4)).toBe(true)
    expect(isArrival(0, 1)).toBe(true)
    expect(isArrival(4, 4)).toBe(false)
    expect(isArrival(4, 2)).toBe(false)
    // A listener that failed and started again: its first count is a first count.
    expect(isArrival(4, null)).toBe(false)
  })
})

describe('showAppBadge', () => {
  const badging = () => ({
    setAppBadge: vi.fn(() => Promise.resolve()),
    clearAppBadge: vi.fn(() => Promise.resolve()),
  })

  it('shows the total on the icon and clears it at zero', () => {
    const navigator = badging()
    showAppBadge(5, navigator)
    expect(navigator.setAppBadge).toHaveBeenCalledWith(5)
    showAppBadge(0, navigator)
    expect(navigator.clearAppBadge).toHaveBeenCalledTimes(1)
    expect(navigator.setAppBadge).toHaveBeenCalledTimes(1)
  })

  it('does nothing where the browser has no badges', async () => {
    await expect(showAppBadge(5, {})).resolves.toBeUndefined()
    await expect(showAppBadge(0, {})).resolves.toBeUndefined()
  })

  it('ignores a refusal (an app that is not installed)', async () => {
    const navigator = {
      setAppBadge: vi.fn(() => Promise.reject(new DOMException('not allowed', 'NotAllowedError'))),
    }
    await expect(showAppBadge(2, navigator)).resolves.toBeUndefined()
    expect(navigator.setAppBadge).toHaveBeenCalledWith(2)
  })
})
