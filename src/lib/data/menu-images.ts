import { withTimeout } from '@/lib/network'
import { byMenuOrder, toImageDocument, type ImageDocument } from './image-document'
import { readCachedMenu, saveCachedMenu } from './menu-cache'
import { readAddress, readDocuments } from './read-documents'

export const MENU_CATEGORIES = ['comidas', 'helados', 'bebidas'] as const
export type MenuCategory = (typeof MENU_CATEGORIES)[number]
export type ImageCollection = MenuCategory | 'misterio'

export type MenuImage = ImageDocument

/** How long a menu read may take before the copy saved on the device is shown instead. */
export const MENU_FETCH_TIMEOUT_MS = 10_000

/** A menu, and whether it came from Firestore or from the copy saved on the device. */
export interface MenuImagesResult {
  images: MenuImage[]
  source: 'network' | 'device'
}

/** How long a read started ahead stays good for the page that opens next. */
const PREFETCH_FRESH_MS = 30_000

/**
 * Reads started ahead of the page that shows them (as the app starts, while the rest of the code
 * still loads), by collection: the page's own read takes one over, once, while it is fresh.
 */
function readsAhead<T>() {
  /** A read started `at`, and its answer once it has arrived. */
  type Early = { read: Promise<T>; at: number; answer?: { value: T } }
  const started = new Map<ImageCollection, Early>()
  const fresh = (category: ImageCollection) => {
    const early = started.get(category)
    return early && Date.now() - early.at < PREFETCH_FRESH_MS ? early : undefined
  }
  return {
    start(category: ImageCollection, read: Promise<T>): Promise<T> {
      const early: Early = { read, at: Date.now() }
      started.set(category, early)
      read.then((value) => (early.answer = { value })).catch(() => undefined)
      return read
    },
    take(category: ImageCollection, read: () => Promise<T>): Promise<T> {
      const early = fresh(category)
      started.delete(category)
      return early ? early.read : read()
    },
    /** The answer of a fresh read started ahead, if it has arrived (the read stays to take). */
    answered(category: ImageCollection): { value: T } | undefined {
      return fresh(category)?.answer
    },
    /** Takes over a read that has already been answered, at once; undefined if none has. */
    takeAnswered(category: ImageCollection): { value: T } | undefined {
      const answer = fresh(category)?.answer
      if (answer) started.delete(category)
      return answer
    },
  }
}

const menusAhead = readsAhead<MenuImage[]>()
const newestAhead = readsAhead<MenuImage | null>()

const menuRead = (category: ImageCollection) => ({ collection: category })

/** Where a menu's list is read from (for an HTML file to preload), unless through the SDK. */
export const menuReadAddress = (category: ImageCollection) => readAddress(menuRead(category))

/** Reads a menu in menu order and saves it on the device (even when it arrives too late). */
async function readMenu(category: ImageCollection): Promise<MenuImage[]> {
  const documents = await readDocuments(menuRead(category))
  const images = documents
    .map((doc) => toImageDocument(doc.id, doc.data))
    .filter((image): image is MenuImage => image !== null)
    .sort(byMenuOrder)
  void saveCachedMenu(category, images)
  return images
}

const newestRead = (category: ImageCollection) => ({
  collection: category,
  newestBy: 'fecha',
  limit: 1,
})

/** Where a collection's newest document is read from (for an HTML file to preload). */
export const newestImageReadAddress = (category: ImageCollection) =>
  readAddress(newestRead(category))

/** The newest document of a collection, read once without live updates. */
async function readNewestImage(category: ImageCollection): Promise<MenuImage | null> {
  const [first] = await readDocuments(newestRead(category))
  return first ? toImageDocument(first.id, first.data) : null
}

/**
 * Starts reading a menu before its page asks for it; the page's next fetchMenuImages of that
 * menu takes this read over. Resolves with the list, or null when the read failed (the page then
 * reads again and reports it).
 */
export function prefetchMenuImages(category: ImageCollection): Promise<MenuImage[] | null> {
  return menusAhead.start(category, readMenu(category)).catch(() => null)
}

/**
 * Starts reading the newest document of a collection before its page subscribes; the page's
 * next subscribeNewestImage of it shows this answer while the live SDK still downloads.
 */
export function prefetchNewestImage(category: ImageCollection): Promise<MenuImage | null> {
  return newestAhead.start(category, readNewestImage(category)).catch(() => null)
}

/**
 * The menu read ahead, when its answer has already arrived: a page opening now draws the list in
 * its first render instead of a spinner first (the first image is often already downloaded).
 * Taken over once, like fetchMenuImages takes a read still under way; null when there is none.
 */
export function takeArrivedMenuImages(category: ImageCollection): MenuImage[] | null {
  return menusAhead.takeAnswered(category)?.value ?? null
}

/**
 * One-shot read of a menu, in menu order (readDocuments: no live updates needed). Every list read
 * is saved on the device; when the read fails or takes longer than `timeoutMs`, the last saved
 * list is returned instead, and only without one does this throw.
 */
export async function fetchMenuImages(
  category: ImageCollection,
  timeoutMs: number = MENU_FETCH_TIMEOUT_MS,
): Promise<MenuImagesResult> {
  try {
    const read = menusAhead.take(category, () => readMenu(category))
    return { images: await withTimeout(read, timeoutMs), source: 'network' }
  } catch (error) {
    const saved = await readCachedMenu(category)
    if (!saved) throw error
    console.warn(`Menú de ${category}: se muestra la copia guardada`, error)
    return { images: saved.images, source: 'device' }
  }
}

/**
 * The newest document read ahead, when its answer has already arrived (null: the collection is
 * empty), so a page opening now can show it in its first render; undefined when it has not.
 * The next subscribeNewestImage still takes that read over and reports the same answer.
 */
export function arrivedNewestImage(category: ImageCollection): MenuImage | null | undefined {
  return newestAhead.answered(category)?.value
}

/**
 * The newest document of a collection, live. The first answer usually comes from a one-shot read
 * (readDocuments, started ahead or here), so the image shows while the live SDK, much larger,
 * still downloads; the live query (in a worker, see newest-image-off-thread.ts) then keeps it
 * current and reports failures. Returns the unsubscribe function.
 */
export function subscribeNewestImage(
  category: ImageCollection,
  onImage: (image: MenuImage | null) => void,
  onError: (error: Error) => void,
): () => void {
  let cancelled = false
  let liveAnswered = false
  newestAhead
    .take(category, () => readNewestImage(category))
    .then(
      (image) => {
        if (!cancelled && !liveAnswered) onImage(image)
      },
      (error: unknown) => console.warn('Lectura rápida de la imagen más reciente fallida', error),
    )
  let stopLive: (() => void) | undefined
  import('./newest-image-off-thread')
    .then(({ listenNewestImageOffThread }) => {
      if (cancelled) return
      const onLiveImage = (image: MenuImage | null) => {
        liveAnswered = true
        onImage(image)
      }
      stopLive = listenNewestImageOffThread(category, onLiveImage, onError)
    })
    .catch(onError)
  return () => {
    cancelled = true
    stopLive?.()
  }
}
