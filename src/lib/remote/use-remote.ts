import { startTransition, useCallback, useEffect, useEffectEvent, useState } from 'react'
import { LOADING, type Remote, type RemoteStore, type Source } from './remote'

/**
 * Follows a read while the component is on screen: loading until its first answer, then its
 * latest answer or failure (logged as `failure`); stopped on unmount. `key` names what is read:
 * a new key reads anew (and is loading until it answers), as does `retry`. `replace` holds data
 * learnt otherwise (what a save returned) without reading again. A null source reads nothing.
 */
export function useRemote<T>(source: Source<T> | null, key: string, failure: string) {
  const [attempt, setAttempt] = useState(0)
  const request = `${key}#${String(attempt)}`
  const [held, setHeld] = useState<{ request: string; state: Remote<T> } | null>(null)
  const start = useEffectEvent((next: (data: T) => void, fail: (error: Error) => void) =>
    source?.(next, fail),
  )

  useEffect(() => {
    // Each answer arrives as a transition, as in useRemoteStore below.
    const hold = (state: Remote<T>) => startTransition(() => setHeld({ request, state }))
    return start(
      (data) => hold({ status: 'ready', data }),
      (error) => {
        console.error(failure, error)
        hold({ status: 'failed', error })
      },
    )
  }, [request, failure])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const replace = useCallback(
    (data: T) => setHeld({ request, state: { status: 'ready', data } }),
    [request],
  )
  const state: Remote<T> = held?.request === request ? held.state : LOADING
  return { state, retry, replace }
}

/**
 * What `select` takes of a store's data, followed (and its read started) while the component is
 * on screen: the component redraws only when that changes. A change arrives as a transition:
 * React redraws in short slices, never in one long task that would hold a slow phone while the
 * page starts.
 */
export function useRemoteStore<T, S>(store: RemoteStore<T>, select: (held: Remote<T>) => S): S {
  const [selected, setSelected] = useState(() => select(store.get()))
  const take = useEffectEvent(() => select(store.get()))
  useEffect(() => {
    const follow = () => startTransition(() => setSelected(take()))
    const unfollow = store.follow(follow)
    // The read may have answered between this render and the following.
    follow()
    return unfollow
  }, [store])
  return selected
}
