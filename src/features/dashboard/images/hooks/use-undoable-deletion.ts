import { useCallback, useEffect, useRef, useState } from 'react'

/** How long 'Deshacer' is offered after 'Eliminar' before the deletion really starts. */
export const UNDO_WINDOW_MS = 6000

interface UndoableDeletion<T> {
  /** Deletes the item for good; a rejection goes to `onFailed` and the item is listed again. */
  remove: (item: T) => Promise<void>
  onFailed: (item: T, error: unknown) => void
}

interface Identified {
  id: string
}

const includes = (items: readonly Identified[], item: Identified) =>
  items.some(({ id }) => id === item.id)

/**
 * Delete with 'Deshacer' instead of a question first. `schedule` takes an item off the list at
 * once and starts (or restarts) the window: deletions asked for within it wait together and
 * `undo` brings them all back untouched; once the window passes, they are deleted for good.
 *
 * Leaving the screen inside the window deletes them at once: the staff asked for it and did not
 * undo it. Closing or reloading the tab does not: a write started while the page unloads may be
 * cut off half way (the document gone, its files left behind) with nobody told, so the browser
 * asks before leaving, and if the staff leave anyway the images are still there next time.
 */
export function useUndoableDeletion<T extends Identified>({
  remove,
  onFailed,
}: UndoableDeletion<T>) {
  /** Deletions in the window, which 'Deshacer' would bring back. */
  const [waiting, setWaiting] = useState<readonly T[]>([])
  /** Deletions under way (off the list until they end). */
  const [removing, setRemoving] = useState<readonly T[]>([])
  const waitingNow = useRef<readonly T[]>([])
  const timer = useRef<number | undefined>(undefined)
  const mounted = useRef(true)
  const callbacks = useRef({ remove, onFailed })
  useEffect(() => {
    callbacks.current = { remove, onFailed }
  })

  const setWaitingBoth = useCallback((items: readonly T[]) => {
    waitingNow.current = items
    if (mounted.current) setWaiting(items)
  }, [])

  const commit = useCallback(() => {
    window.clearTimeout(timer.current)
    const items = waitingNow.current
    if (items.length === 0) return
    setWaitingBoth([])
    if (mounted.current) setRemoving((current) => [...current, ...items])
    for (const item of items) {
      const done = () => {
        if (mounted.current) setRemoving((current) => current.filter(({ id }) => id !== item.id))
      }
      callbacks.current.remove(item).then(done, (error: unknown) => {
        done()
        callbacks.current.onFailed(item, error)
      })
    }
  }, [setWaitingBoth])

  const schedule = useCallback(
    (item: T) => {
      if (includes(waitingNow.current, item)) return
      window.clearTimeout(timer.current)
      setWaitingBoth([...waitingNow.current, item])
      timer.current = window.setTimeout(commit, UNDO_WINDOW_MS)
    },
    [commit, setWaitingBoth],
  )

  const undo = useCallback((): readonly T[] => {
    window.clearTimeout(timer.current)
    const restored = waitingNow.current
    setWaitingBoth([])
    return restored
  }, [setWaitingBoth])

  // Leaving the screen: what waits is deleted now.
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      commit()
    }
  }, [commit])

  // Closing or reloading the tab: the browser asks first.
  const busy = waiting.length > 0 || removing.length > 0
  useEffect(() => {
    if (!busy) return
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Older browsers ask only when returnValue is set.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [busy])

  const isRemoved = useCallback(
    (item: Identified) => includes(waiting, item) || includes(removing, item),
    [waiting, removing],
  )

  return { waiting, isRemoved, schedule, undo }
}
