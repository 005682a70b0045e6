import { withTimeout } from '@/lib/network'
import { getFirestoreLive } from '@/lib/firebase'
import { byMenuOrder, byNewest, toImageDocument, type ImageDocument } from './image-document'
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

/** The newest document of a collection, read once without live updates. */
async function readNewestImage(category: ImageCollection): Promise<MenuImage | null> {
  const [first] = await readDocuments({ collection: category, newestBy: 'fecha', limit: 1 })
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

// ---------------------------------------------------------------------------------------------
// Dashboard: live lists, edits and deletions. The Storage helpers are imported on call, so the
// public pages that share this module never download the upload code.
// ---------------------------------------------------------------------------------------------

/** Every collection of images the dashboard manages (cono-gratis is the Clientes list). */
export type ManagedCollection = ImageCollection | 'cono-gratis'

/** What the edit screen reads: a missing document, or one whose image may be missing. */
export type ImageLookup = { exists: false } | { exists: true; image: ImageDocument | null }

/** Upload progress of one file, from 0 to 1. */
export type ProgressListener = (fraction: number) => void

const MAX_NOMBRE = 300

/** The order a collection is shown in: menus as visitors see them, the rest newest first. */
const dashboardOrder = (collection: ManagedCollection) =>
  collection === 'misterio' || collection === 'cono-gratis' ? byNewest : byMenuOrder

/** All images of a collection, live, in the order visitors see them. Returns the unsubscribe. */
export function subscribeImages(
  collectionName: ManagedCollection,
  onChange: (images: ImageDocument[]) => void,
  onError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let cancelled = false
  void Promise.all([import('firebase/firestore'), getFirestoreLive()])
    .then(([{ collection, onSnapshot }, db]) => {
      if (cancelled) return
      unsubscribe = onSnapshot(
        collection(db, collectionName),
        (snapshot) => {
          const images = snapshot.docs
            .map((doc) => toImageDocument(doc.id, doc.data({ serverTimestamps: 'estimate' })))
            .filter((image): image is ImageDocument => image !== null)
          onChange(images.sort(dashboardOrder(collectionName)))
        },
        onError,
      )
    })
    .catch(onError)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}

/** One document, read once from the server (the edit screen). */
export async function getImage(
  collectionName: ManagedCollection,
  id: string,
): Promise<ImageLookup> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const snapshot = await getDoc(doc(db, collectionName, id))
  if (!snapshot.exists()) return { exists: false }
  return { exists: true, image: toImageDocument(snapshot.id, snapshot.data()) }
}

const nombreOf = (file: File) => file.name.slice(0, MAX_NOMBRE) || 'imagen'

/**
 * Prepares one new image in the browser and uploads it (and its 960 and 480 px variants) to
 * `{collection}/{name}-{timestamp}`, then creates its document. comidas takes its numero from
 * `contadores/comidas` in the same transaction, so numbers stay unique. If the document cannot be
 * written, the uploaded files are removed again.
 */
export async function createImage(
  collectionName: ImageCollection,
  file: File,
  onProgress?: ProgressListener,
): Promise<string> {
  const [{ uploadPath }, { deleteStoredImageQuietly, storeImage }] = await Promise.all([
    import('@/lib/storage/stored-file'),
    import('@/lib/storage/stored-image'),
  ])
  const stored = await storeImage(file, (name) => uploadPath(collectionName, name), onProgress)
  try {
    const [{ collection, doc, runTransaction, serverTimestamp, setDoc }, db] = await Promise.all([
      import('firebase/firestore'),
      getFirestoreLive(),
    ])
    const fields = { ...stored, nombre: nombreOf(file), fecha: serverTimestamp() }
    const target = doc(collection(db, collectionName))
    if (collectionName !== 'comidas') {
      await setDoc(target, fields)
      return target.id
    }
    const counter = doc(db, 'contadores', 'comidas')
    await runTransaction(db, async (transaction) => {
      const current = await transaction.get(counter)
      const ultimo: unknown = current.data()?.ultimo
      const numero = (typeof ultimo === 'number' && Number.isInteger(ultimo) ? ultimo : 0) + 1
      transaction.set(counter, { ultimo: numero })
      transaction.set(target, { ...fields, numero })
    })
    return target.id
  } catch (error) {
    await deleteStoredImageQuietly(stored)
    throw error
  }
}

/**
 * The stored files of an image: its path (or, for older documents, its URL) and those of the
 * variants it has.
 */
export function storedFilesOf(image: ImageDocument): string[] {
  const files = [image.ruta ?? image.url]
  const medium = image.rutaMediana ?? image.urlMediana
  if (medium) files.push(medium)
  const thumbnail = image.rutaMiniatura ?? image.urlMiniatura
  if (thumbnail) files.push(thumbnail)
  return files
}

/** Deletes stored files one by one; a failure is logged, never thrown (the caller moved on). */
async function deleteFilesQuietly(files: string[]): Promise<void> {
  const { deleteStoredFile } = await import('@/lib/storage/stored-file')
  for (const file of files) {
    await deleteStoredFile(file).catch((error: unknown) =>
      console.error('No se pudo borrar el archivo', file, error),
    )
  }
}

/**
 * Replaces the image of a document: prepares the new picture and stores it (and its variants)
 * under `{collection}/{timestamp}_{name}`, merges its urls into the document (removing a medium
 * variant the new picture does not have),
 * then removes the old files (a failure there is only logged). If the document cannot be
 * updated, the new files are removed and the old ones stay.
 */
export async function replaceImage(
  collectionName: ImageCollection,
  id: string,
  previous: ImageDocument | null,
  file: File,
  onProgress?: ProgressListener,
): Promise<ImageDocument> {
  const [{ replacementPath }, { deleteStoredImageQuietly, storeImage }] = await Promise.all([
    import('@/lib/storage/stored-file'),
    import('@/lib/storage/stored-image'),
  ])
  const stored = await storeImage(file, (name) => replacementPath(collectionName, name), onProgress)
  const nombre = nombreOf(file)
  try {
    const [{ deleteField, doc, updateDoc }, db] = await Promise.all([
      import('firebase/firestore'),
      getFirestoreLive(),
    ])
    const withoutMedium = stored.urlMediana
      ? {}
      : { urlMediana: deleteField(), rutaMediana: deleteField() }
    await updateDoc(doc(db, collectionName, id), { ...stored, ...withoutMedium, nombre })
  } catch (error) {
    await deleteStoredImageQuietly(stored)
    throw error
  }
  if (previous) await deleteFilesQuietly(storedFilesOf(previous))
  const replaced: ImageDocument = { ...stored, id, nombre, fecha: previous?.fecha ?? null }
  if (previous?.numero !== undefined) replaced.numero = previous.numero
  return replaced
}

/**
 * Deletes an image: first its document (so the site never shows a broken image), then its stored
 * files. A file that cannot be deleted is logged; the document is already gone by then.
 */
export async function deleteImage(
  collectionName: ManagedCollection,
  image: ImageDocument,
): Promise<void> {
  const [{ deleteDoc, doc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  await deleteDoc(doc(db, collectionName, image.id))
  await deleteFilesQuietly(storedFilesOf(image))
}
