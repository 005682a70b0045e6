import type { ImageDocument } from './image-document'
import { listenLive } from './live-listener'
import type { ImageCollection } from './image-collections'
import { HIDDEN_SEARCH_LIMIT, newestShown } from './newest-shown'

/**
 * The newest image of a collection that is not hidden, live, through the full Firestore SDK in
 * the thread that calls it: the page's, or the worker's of newest-image.worker.ts. It follows the
 * newest document alone; once that one is hidden, it follows a longer stretch of the newest
 * instead (see newest-shown.ts). Returns the unsubscribe.
 */
export function listenNewestImage(
  category: ImageCollection,
  onImage: (image: ImageDocument | null) => void,
  onError: (error: Error) => void,
): () => void {
  let stop: () => void = () => undefined
  const follow = (size: number) => {
    stop = listenLive(({ collection, query, orderBy, limit, onSnapshot }, db) => {
      const newest = query(collection(db, category), orderBy('fecha', 'desc'), limit(size))
      return onSnapshot(
        newest,
        (snapshot) => {
          const documents = snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
          const image = newestShown(documents, size)
          if (image === undefined && size < HIDDEN_SEARCH_LIMIT) {
            stop()
            follow(HIDDEN_SEARCH_LIMIT)
          } else {
            onImage(image ?? null)
          }
        },
        onError,
      )
    }, onError)
  }
  follow(1)
  return () => stop()
}
