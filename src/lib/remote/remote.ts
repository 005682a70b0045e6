// Remote data (Firestore, Storage) as the app holds it, in one shape: loading, failed or ready.
// A Source is a read, one-shot or live; a screen follows one with useRemote, and data that
// outlives screens (the shop's settings) is a RemoteStore that every screen follows alike.

/** Remote data as a screen holds it. */
export type Remote<T> =
  { status: 'loading' } | { status: 'failed'; error: Error } | { status: 'ready'; data: T }

export const LOADING: Remote<never> = { status: 'loading' }

/**
 * A read: it calls `next` with each answer (once for a one-shot read, at every change for a live
 * one) or `fail` with why not, and returns what stops it; nothing is called after the stop.
 */
export type Source<T> = (next: (data: T) => void, fail: (error: Error) => void) => () => void

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** A one-shot read as a Source: an answer that arrives after the stop is dropped. */
export function once<T>(read: () => Promise<T>): Source<T> {
  return (next, fail) => {
    let stopped = false
    read().then(
      (data) => {
        if (!stopped) next(data)
      },
      (error: unknown) => {
        if (!stopped) fail(asError(error))
      },
    )
    return () => {
      stopped = true
    }
  }
}

/** Remote data read once for a whole page, whichever screens follow it. */
export interface RemoteStore<T> {
  /** What is held now. */
  get(): Remote<T>
  /** Follows what is held; the first follower starts the read. Returns the unfollow. */
  follow(listener: () => void): () => void
  /** Starts the read unless one has started; resolves with its answer. */
  load(): Promise<T>
  /** Reads again ('Reintentar'): what is held stays until the new answer. */
  reload(): Promise<T>
  /** Takes data learnt otherwise (what a save stored) as the answer. */
  set(data: T): void
}

/**
 * A store of what `read` answers. Its followers hear of a new answer only when it differs from
 * the one held (`same`); a later read or set wins over an earlier read still on its way.
 */
export function remoteStore<T>(
  read: () => Promise<T>,
  same: (a: T, b: T) => boolean = Object.is,
): RemoteStore<T> {
  let held: Remote<T> = LOADING
  let reading: Promise<T> | undefined
  let turn = 0
  const followers = new Set<() => void>()
  const hold = (next: Remote<T>) => {
    const unchanged =
      held.status === 'ready' && next.status === 'ready' && same(held.data, next.data)
    if (unchanged) return
    held = next
    for (const follower of followers) follower()
  }
  const start = (): Promise<T> => {
    const mine = ++turn
    reading = read().then(
      (data) => {
        if (mine === turn) hold({ status: 'ready', data })
        return data
      },
      (error: unknown) => {
        if (mine === turn) hold({ status: 'failed', error: asError(error) })
        throw error
      },
    )
    return reading
  }
  const load = () => reading ?? start()
  return {
    get: () => held,
    follow(follower) {
      followers.add(follower)
      load().catch(() => undefined)
      return () => followers.delete(follower)
    },
    load,
    reload: start,
    set(data) {
      turn++
      reading = Promise.resolve(data)
      hold({ status: 'ready', data })
    },
  }
}
