import type { ImageDocument } from './image-document'
import { afterLoad } from '@/lib/startup/after-load'
import type { ImageCollection } from './image-collections'
import { HIDDEN_SEARCH_LIMIT, newestShown } from './newest-shown'
import { readsAhead } from './read-ahead'
import { readAddress, readDocuments } from './read-documents'

// The newest image of a collection (the surprise page's): read ahead, then kept current live.

const newestAhead = readsAhead<ImageDocument | null>()

const newestRead = (category: ImageCollection, limit = 1) => ({
  collection: category,
  newestBy: 'fecha',
  limit,
})

/** Where a collection's newest document is read from (for an HTML file to preload). */
export const newestImageReadAddress = (category: ImageCollection) =>
  readAddress(newestRead(category))

/**
 * The newest image of a collection that is not hidden, read once without live updates: the newest
 * document alone (what the page's HTML file preloads), and only when the staff hid it, a longer
 * stretch of the newest.
 */
async function readNewestImage(category: ImageCollection): Promise<ImageDocument | null> {
  const newest = newestShown(await readDocuments(newestRead(category)), 1)
  if (newest !== undefined) return newest
  const older = await readDocuments(newestRead(category, HIDDEN_SEARCH_LIMIT))
  return newestShown(older, HIDDEN_SEARCH_LIMIT) ?? null
}

/**
 * Starts reading the newest document of a collection before its page subscribes; the page's
 * next subscribeNewestImage of it shows this answer while the live SDK still downloads.
 */
export function prefetchNewestImage(category: ImageCollection): Promise<ImageDocument | null> {
  return newestAhead.start(category, readNewestImage(category)).catch(() => null)
}

/**
 * The newest document read ahead, when its answer has already arrived (null: the collection is
 * empty), so a page opening now can show it in its first render; undefined when it has not.
 * The next subscribeNewestImage still takes that read over and reports the same answer.
 */
export function arrivedNewestImage(category: ImageCollection): ImageDocument | null | undefined {
  return newestAhead.answered(category)?.value
}

/**
 * The newest read ahead is what the page's first look shows: the app takes it over whenever it
 * starts, instead of reading again.
 */
export const keepNewestRead = (category: ImageCollection): void => newestAhead.keep(category)

/**
 * How long after the page's load the live query starts. The one-shot read shows the image first;
 * meanwhile the page's own start keeps a slow phone's processor and connection (the live SDK is
 * about 160 kB to download and compile). A failed one-shot read starts it at once.
 */
export const LIVE_START_DELAY_MS = 2000

/**
 * The live query of a collection's newest document (in a worker, see
 * newest-image-off-thread.ts), started LIVE_START_DELAY_MS after the page's load or sooner by
 * `start`, once; `stop` ends it or its wait.
 */
function liveNewest(
  category: ImageCollection,
  onImage: (image: ImageDocument | null) => void,
  onError: (error: Error) => void,
): { start: () => void; stop: () => void } {
  let stopped = false
  let started = false
  let stopLive: (() => void) | undefined
  let timer: number | undefined
  const start = () => {
    if (stopped || started) return
    started = true
    import('./newest-image-off-thread')
      .then(({ listenNewestImageOffThread }) => {
        if (stopped) return
        stopLive = listenNewestImageOffThread(category, onImage, onError)
      })
      .catch(onError)
  }
  const cancelWait = afterLoad(() => {
    timer = window.setTimeout(start, LIVE_START_DELAY_MS)
  })
  const stop = () => {
    stopped = true
    cancelWait()
    window.clearTimeout(timer)
    stopLive?.()
  }
  return { start, stop }
}

/**
 * The newest document of a collection, live. The first answer usually comes from a one-shot read
 * (readDocuments, started ahead or here), so the image shows while the live SDK, much larger,
 * still waits; the live query then keeps it current and reports failures. Returns the
 * unsubscribe function.
 */
export function subscribeNewestImage(
  category: ImageCollection,
  onImage: (image: ImageDocument | null) => void,
  onError: (error: Error) => void,
): () => void {
  let cancelled = false
  let liveAnswered = false
  const live = liveNewest(
    category,
    (image) => {
      liveAnswered = true
      onImage(image)
    },
    onError,
  )
  newestAhead
    .take(category, () => readNewestImage(category))
    .then(
      (image) => {
        if (!cancelled && !liveAnswered) onImage(image)
      },
      (error: unknown) => {
        console.warn('Lectura rápida de la imagen más reciente fallida', error)
        live.start()
      },
    )
  return () => {
    cancelled = true
    live.stop()
  }
}

/**
 * The newest document of a collection, live, for a page's first look (which the read ahead
 * drew): the live query starts LIVE_START_DELAY_MS after the page's load, and each answer also
 * becomes the read ahead's, so the app, when it starts, shows the newest at once. Returns the
 * stop function.
 */
export function followNewestImage(
  category: ImageCollection,
  onImage: (image: ImageDocument | null) => void,
  onError: (error: Error) => void,
): () => void {
  return liveNewest(
    category,
    (image) => {
      newestAhead.revise(category, () => image)
      onImage(image)
    },
    onError,
  ).stop
}
