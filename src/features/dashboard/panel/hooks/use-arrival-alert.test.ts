// @vitest-environment jsdom
import { renderHook } from '@testing-library/react'
import { useArrivalAlert } from './use-arrival-alert'

function follow(enabled: boolean) {
  const alert = vi.fn()
  const { rerender } = renderHook(
    ({ count, on }: { count: number | null; on: boolean }) => useArrivalAlert(count, on, alert),
    { initialProps: { count: null as number | null, on: enabled } },
  )
  return { alert, next: (count: number | null, on = enabled) => rerender({ count, on }) }
}

describe('useArrivalAlert', () => {
  it('stays silent for the first count, then alerts on each increase only', () => {
    const { alert, next } = follow(true)
    next(4)
    expect(alert).not.toHaveBeenCalled()
    next(5)
    expect(alert).toHaveBeenCalledTimes(1)
    next(5)
    next(3)
    expect(alert).toHaveBeenCalledTimes(1)
    next(4)
    expect(alert).toHaveBeenCalledTimes(2)
  })

  it('is silent while switched off, and turning it on does not alert by itself', () => {
    const { alert, next } = follow(false)
    next(1)
    next(2)
    next(6)
    expect(alert).not.toHaveBeenCalled()
    next(6, true)
    expect(alert).not.toHaveBeenCalled()
    next(7, true)
    expect(alert).toHaveBeenCalledTimes(1)
  })

  it('counts a listener that starts again (unknown, then known) as a first count', () => {
    const { alert, next } = follow(true)
    next(2)
    next(null)
    next(5)
    expect(alert).not.toHaveBeenCalled()
  })
})
