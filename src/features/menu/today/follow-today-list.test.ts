// @vitest-environment jsdom
import type { TodayList } from '@/lib/data/today-list'
import { FOLLOW_INTERVAL_MS } from './follow-interval'
import { followTodayList, RETURN_GAP_MS } from './follow-today-list'

const list = (agotado: boolean, precio = 4000): TodayList => ({
  items: [{ id: 'mora000001', nombre: 'Mora', precio, nota: '', agotado }],
  actualizado: new Date('2026-11-28T15:00:00Z'),
})

/** The page's visibility, as the visitor switches tabs. */
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

describe('followTodayList', () => {
  let stop: (() => void) | undefined
  const read = vi.fn<() => Promise<TodayList>>()
  const onChange = vi.fn()
  const follow = (shown = list(false)) => {
    stop = followTodayList({ shown, read, onChange })
  }

  beforeEach(() => {
    vi.useFakeTimers()
    read.mockReset()
    onChange.mockReset()
    setVisibility('visible')
  })
  afterEach(() => {
    stop?.()
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('reads the list again every interval while the page is visible, telling only changes', async () => {
    read.mockResolvedValue(list(false))
    follow()
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS - 1)
    expect(read).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(read).toHaveBeenCalledTimes(1)
    // The same list as shown: nothing to say.
    expect(onChange).not.toHaveBeenCalled()

    read.mockResolvedValue(list(true))
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(2)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(list(true))
    // Read again, still sold out: said once.
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(3)
    expect(onChange).toHaveBeenCalledTimes(1)
    // A new price is a change too.
    read.mockResolvedValue(list(true, 4500))
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(onChange).toHaveBeenLastCalledWith(list(true, 4500))
  })

  it('reads nothing while hidden, and at once when the visitor comes back', async () => {
    read.mockResolvedValue(list(true))
    follow()
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS / 2)
    setVisibility('hidden')
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 10)
    expect(read).not.toHaveBeenCalled()
    setVisibility('visible')
    await vi.advanceTimersByTimeAsync(0)
    expect(read).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(list(true))
    // Then every interval again.
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('does not read again for a quick look away, nor two reads at once', async () => {
    let answer: (value: TodayList) => void = () => undefined
    read.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    follow()
    // Back within moments of the page's own read: the interval goes on.
    await vi.advanceTimersByTimeAsync(RETURN_GAP_MS - 1)
    setVisibility('hidden')
    setVisibility('visible')
    expect(read).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS - RETURN_GAP_MS + 1)
    expect(read).toHaveBeenCalledTimes(1)
    // A slow answer: coming back meanwhile starts no second read.
    await vi.advanceTimersByTimeAsync(RETURN_GAP_MS * 2)
    setVisibility('hidden')
    setVisibility('visible')
    expect(read).toHaveBeenCalledTimes(1)
    answer(list(true))
    await vi.advanceTimersByTimeAsync(0)
    expect(onChange).toHaveBeenCalledTimes(1)
  })

  it('goes on after a failed read, and skips reads while the phone is offline', async () => {
    read.mockRejectedValueOnce(new Error('offline'))
    follow()
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(1)
    vi.stubGlobal('navigator', { onLine: false })
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3)
    expect(read).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
    read.mockResolvedValue(list(true))
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(read).toHaveBeenCalledTimes(2)
    expect(onChange).toHaveBeenCalledExactlyOnceWith(list(true))
  })

  it('stops: no timer, no listener, and a late answer is not told', async () => {
    let answer: (value: TodayList) => void = () => undefined
    read.mockImplementation(() => new Promise((resolve) => (answer = resolve)))
    follow()
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    stop?.()
    answer(list(true))
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3)
    setVisibility('hidden')
    setVisibility('visible')
    expect(read).toHaveBeenCalledTimes(1)
    expect(onChange).not.toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
