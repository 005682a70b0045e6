// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { UNDO_WINDOW_MS, useUndoableDeletion } from './use-undoable-deletion'

interface Item {
  id: string
}

const a: Item = { id: 'a' }
const b: Item = { id: 'b' }

type Remove = (item: Item) => Promise<void>

function setup(remove = vi.fn<Remove>(() => Promise.resolve())) {
  const onFailed = vi.fn()
  const view = renderHook(() => useUndoableDeletion<Item>({ remove, onFailed }))
  return { remove, onFailed, view }
}

/** Whether the page asks before it is closed now. */
const asksBeforeLeaving = () => {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}

describe('useUndoableDeletion', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('takes the item off the list at once and deletes it only once the window has passed', async () => {
    const { remove, view } = setup()
    act(() => view.result.current.schedule(a))
    expect(view.result.current.isRemoved(a)).toBe(true)
    expect(view.result.current.isRemoved({ id: 'a' })).toBe(true)
    expect(view.result.current.waiting).toEqual([a])
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 1))
    expect(remove).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(remove).toHaveBeenCalledTimes(1)
    expect(remove).toHaveBeenCalledWith(a)
    expect(view.result.current.waiting).toEqual([])
  })

  it('brings the item back untouched on undo, and never deletes it', async () => {
    const { remove, view } = setup()
    act(() => view.result.current.schedule(a))
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100))
    let restored: readonly Item[] = []
    act(() => {
      restored = view.result.current.undo()
    })
    expect(restored).toEqual([a])
    expect(view.result.current.isRemoved(a)).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 10))
    expect(remove).not.toHaveBeenCalled()
  })

  it('gathers deletions asked for within the window, restarts it, and undoes them together', async () => {
    const { remove, view } = setup()
    act(() => view.result.current.schedule(a))
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 1000))
    act(() => view.result.current.schedule(b))
    expect(view.result.current.waiting).toEqual([a, b])
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 1))
    expect(remove).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(remove.mock.calls).toEqual([[a], [b]])
  })

  it('undoes every deletion of the window at once', async () => {
    const { remove, view } = setup()
    act(() => {
      view.result.current.schedule(a)
      view.result.current.schedule(b)
    })
    act(() => void view.result.current.undo())
    expect(view.result.current.isRemoved(a) || view.result.current.isRemoved(b)).toBe(false)
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2))
    expect(remove).not.toHaveBeenCalled()
  })

  it('keeps the item off the list while it is being deleted, and reports a failure', async () => {
    let fail: (error: Error) => void = () => undefined
    const remove = vi.fn<Remove>(() => new Promise<void>((_resolve, reject) => (fail = reject)))
    const { onFailed, view } = setup(remove)
    act(() => view.result.current.schedule(a))
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS))
    expect(view.result.current.waiting).toEqual([])
    expect(view.result.current.isRemoved(a)).toBe(true)
    const error = new Error('permission-denied')
    await act(async () => fail(error))
    expect(onFailed).toHaveBeenCalledWith(a, error)
    expect(view.result.current.isRemoved(a)).toBe(false)
  })

  it('deletes what waits at once when the screen is left', () => {
    const { remove, view } = setup()
    act(() => view.result.current.schedule(a))
    view.unmount()
    expect(remove).toHaveBeenCalledWith(a)
  })

  it('has the browser ask before the tab is closed while a deletion waits or runs, not otherwise', async () => {
    let finish: () => void = () => undefined
    const remove = vi.fn<Remove>(() => new Promise<void>((resolve) => (finish = resolve)))
    const { view } = setup(remove)
    expect(asksBeforeLeaving()).toBe(false)
    act(() => view.result.current.schedule(a))
    expect(asksBeforeLeaving()).toBe(true)
    act(() => void view.result.current.undo())
    expect(asksBeforeLeaving()).toBe(false)

    act(() => view.result.current.schedule(b))
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS))
    expect(asksBeforeLeaving()).toBe(true)
    await act(async () => finish())
    expect(asksBeforeLeaving()).toBe(false)
  })
})
