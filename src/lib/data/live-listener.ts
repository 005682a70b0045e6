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
