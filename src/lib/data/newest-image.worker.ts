import type { ImageCollection } from './image-collections'
import { listenNewestImage } from './newest-image-live'
import type { NewestImageMessage } from './newest-image-off-thread'

// The surprise page's live query, off the page's main thread: the full Firestore SDK, the
// largest script of the site, is parsed and run here, so a slow phone keeps answering taps.

const post = (message: NewestImageMessage) => self.postMessage(message)

self.addEventListener(
  'message',
  (event: MessageEvent<ImageCollection>) => {
    listenNewestImage(
      event.data,
      (image) => post({ type: 'image', image }),
      (error) => post({ type: 'error', message: error.message, code: errorCode(error) }),
    )
  },
  { once: true },
)

/** The Firestore error's code (an Error's own fields do not all survive postMessage). */
function errorCode(error: Error): string | undefined {
  return 'code' in error && typeof error.code === 'string' ? error.code : undefined
}
