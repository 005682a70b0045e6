import type * as FirestoreSdk from 'firebase/firestore'
import { getFirestoreLive } from '@/lib/firebase'

/**
 * A live listener on the full Firestore SDK, which is downloaded on first use: `listen` runs
 * once it is there (unless the returned unsubscribe was called first) and returns the SDK's
 * own unsubscribe. A failure to load the SDK goes to `onError`, like the listener's own.
 */
export function listenLive(
  listen: (sdk: typeof FirestoreSdk, db: FirestoreSdk.Firestore) => () => void,
  onError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let cancelled = false
  void Promise.all([import('firebase/firestore'), getFirestoreLive()])
    .then(([sdk, db]) => {
      if (!cancelled) unsubscribe = listen(sdk, db)
    })
    .catch(onError)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

type LiveQuery = (sdk: typeof FirestoreSdk, db: FirestoreSdk.Firestore) => FirestoreSdk.Query

/** The first documents of a live list, and whether more exist beyond them. */
export interface LivePage<T> {
  items: T[]
  more: boolean
}

/**
 * The first `count` documents of a query (given without a limit), live, in its order: one more
 * is asked for, to tell whether more exist. Documents `toItem` cannot read (null) are left out.
 */
export function listenPage<T>(
  makeQuery: LiveQuery,
  count: number,
  toItem: (id: string, data: FirestoreSdk.DocumentData) => T | null,
  onChange: (page: LivePage<T>) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.query(makeQuery(sdk, db), sdk.limit(count + 1)),
        (snapshot) => {
          const items = snapshot.docs
            .map((doc) => toItem(doc.id, doc.data({ serverTimestamps: 'estimate' })))
            .filter((item): item is T => item !== null)
          onChange({ items: items.slice(0, count), more: snapshot.size > count })
        },
        onError,
      ),
    onError,
  )
}

/** How many documents a query matches, up to `cap` (only those are read), live. */
export function listenCount(
  makeQuery: LiveQuery,
  cap: number,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    (sdk, db) =>
      sdk.onSnapshot(
        sdk.query(makeQuery(sdk, db), sdk.limit(cap)),
        (snapshot) => onChange(snapshot.size),
        onError,
      ),
    onError,
  )
}

/**
 * A live count (as listenCount) of the documents of `collectionName` whose `field` equals
 * `value`: called with the cap and the listeners, it returns the unsubscribe function.
 */
export const liveCountWhere =
  (collectionName: string, field: string, value: unknown) =>
  (cap: number, onChange: (count: number) => void, onError: (error: Error) => void): (() => void) =>
    listenCount(
      ({ collection, query, where }, db) =>
        query(collection(db, collectionName), where(field, '==', value)),
      cap,
      onChange,
      onError,
    )
