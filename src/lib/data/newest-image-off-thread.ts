import { liveQueriesMayRunInWorker } from '@/lib/firebase'
import type { ImageDocument } from './image-document'
import type { ImageCollection } from './image-collections'
import { listenNewestImage } from './newest-image-live'

/** What newest-image.worker.ts tells the page. */
export type NewestImageMessage =
  | { type: 'image'; image: ImageDocument | null }
  | { type: 'error'; message: string; code: string | undefined }

/**
 * The newest document of a collection, live, with the full Firestore SDK running in a worker
 * (in the page itself where it cannot, see liveQueriesMayRunInWorker). Returns the unsubscribe.
 */
export function listenNewestImageOffThread(
  category: ImageCollection,
  onImage: (image: ImageDocument | null) => void,
  onError: (error: Error) => void,
): () => void {
  if (!liveQueriesMayRunInWorker()) return listenNewestImage(category, onImage, onError)
  const worker = new Worker(new URL('./newest-image.worker.ts', import.meta.url), {
    type: 'module',
    name: 'imagen-misteriosa',
  })
  worker.addEventListener('message', (event: MessageEvent<NewestImageMessage>) => {
    const message = event.data
    if (message.type === 'image') onImage(message.image)
    else onError(Object.assign(new Error(message.message), { code: message.code }))
  })
  // The worker's script could not be loaded or run (offline, say).
  worker.addEventListener('error', (event) => {
    event.preventDefault()
    worker.terminate()
    onError(new Error(event.message || 'No se pudo iniciar la consulta en vivo'))
  })
  worker.postMessage(category)
  return () => worker.terminate()
}
