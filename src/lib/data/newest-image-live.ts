import { toImageDocument, type ImageDocument } from './image-document'
import { listenLive } from './live-listener'
import type { ImageCollection } from './image-collections'

/**
 * The newest document of a collection, live, through the full Firestore SDK in the thread that
 * calls it: the page's, or the worker's of newest-image.worker.ts. Returns the unsubscribe.
 */
export function listenNewestImage(
  category: ImageCollection,
  onImage: (image: ImageDocument | null) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(({ collection, query, orderBy, limit, onSnapshot }, db) => {
    const newest = query(collection(db, category), orderBy('fecha', 'desc'), limit(1))
    return onSnapshot(
      newest,
      (snapshot) => {
        const first = snapshot.docs[0]
        onImage(first ? toImageDocument(first.id, first.data()) : null)
      },
      onError,
    )
  }, onError)
}
