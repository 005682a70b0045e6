import { getFirestoreLive } from '@/lib/firebase'
import type { PreparedImage } from '@/lib/images/prepare-image'
import {
  byMenuOrder,
  byNewest,
  storedDescripcion,
  toImageDocument,
  type ImageDocument,
} from './image-document'
import { listenLive } from './live-listener'
import type { ImageCollection, MenuCategory } from './image-collections'
import { runOnlineTransaction, writeOnline } from './online-transaction'

// The dashboard's side of the image collections (comidas, helados, bebidas, misterio and the
// free-cone pictures): live lists, edits and deletions, apart from menu-images.ts and
// newest-image.ts so the small entry script every visitor downloads carries none of it. The
// Storage helpers are imported on call. Every change is made now or not at all: a staff member
// told it failed (no signal) never finds it done later.

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
  return listenLive(
    ({ collection, onSnapshot }, db) =>
      onSnapshot(
        collection(db, collectionName),
        (snapshot) => {
          const images = snapshot.docs
            .map((doc) => toImageDocument(doc.id, doc.data({ serverTimestamps: 'estimate' })))
            .filter((image): image is ImageDocument => image !== null)
          onChange(images.sort(dashboardOrder(collectionName)))
        },
        onError,
      ),
    onError,
  )
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
 * The orden of a new menu image: its upload time, larger than every orden already given (the
 * dashboard's moves number a list 1..n, and earlier uploads took earlier times), so it goes last
 * without reading the list first. Two uploads in the same millisecond tie; the menu order then
 * puts the older first, and the next move numbers the list 1..n again.
 */
const newOrden = () => Date.now()

/** A chosen picture, prepared in the browser (prepareImage), with what it shows in words. */
export interface NewImage {
  file: File
  prepared: PreparedImage
  /** Stored trimmed; empty or only spaces stores none. */
  descripcion?: string
}

/**
 * Uploads one new, prepared image (and its 960 and 480 px variants) to
 * `{collection}/{name}-{timestamp}`, then creates its document, with its descripcion if it has
 * one. comidas takes its numero from `contadores/comidas` in the same transaction, so numbers
 * stay unique. If the document cannot be written, the uploaded files are removed again.
 */
export async function createImage(
  collectionName: ImageCollection,
  { file, prepared, descripcion }: NewImage,
  onProgress?: ProgressListener,
): Promise<string> {
  const [{ uploadPath }, { deleteStoredImageQuietly, storePreparedImage }] = await Promise.all([
    import('@/lib/storage/stored-file'),
    import('@/lib/storage/stored-image'),
  ])
  const stored = await storePreparedImage(
    file.name,
    prepared,
    (name) => uploadPath(collectionName, name),
    onProgress,
  )
  try {
    const text = storedDescripcion(descripcion)
    const numbered = collectionName === 'comidas'
    // Now or not at all, like every staff change: the files are removed below if it fails.
    return await runOnlineTransaction(async (transaction, sdk, db) => {
      const fields = {
        ...stored,
        nombre: nombreOf(file),
        fecha: sdk.serverTimestamp(),
        ...(collectionName === 'misterio' ? {} : { orden: newOrden() }),
        ...(text === undefined ? {} : { descripcion: text }),
      }
      const target = sdk.doc(sdk.collection(db, collectionName))
      if (!numbered) {
        transaction.set(target, fields)
        return target.id
      }
      const counter = sdk.doc(db, 'contadores', 'comidas')
      const current = await transaction.get(counter)
      const ultimo: unknown = current.data()?.ultimo
      const numero = (typeof ultimo === 'number' && Number.isInteger(ultimo) ? ultimo : 0) + 1
      transaction.set(counter, { ultimo: numero })
      transaction.set(target, { ...fields, numero })
      return target.id
    })
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
export async function deleteFilesQuietly(files: string[]): Promise<void> {
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
    // Now or not at all: a document update left waiting for the signal could land after the new
    // files were removed below.
    await writeOnline((transaction, { deleteField, doc }, db) => {
      const withoutMedium = stored.urlMediana
        ? {}
        : { urlMediana: deleteField(), rutaMediana: deleteField() }
      transaction.update(doc(db, collectionName, id), { ...stored, ...withoutMedium, nombre })
    })
  } catch (error) {
    await deleteStoredImageQuietly(stored)
    throw error
  }
  if (previous) await deleteFilesQuietly(storedFilesOf(previous))
  const replaced: ImageDocument = { ...stored, id, nombre, fecha: previous?.fecha ?? null }
  if (previous?.numero !== undefined) replaced.numero = previous.numero
  if (previous?.orden !== undefined) replaced.orden = previous.orden
  if (previous?.descripcion !== undefined) replaced.descripcion = previous.descripcion
  if (previous?.oculto) replaced.oculto = true
  return replaced
}

/** A new place in the menu for one image. */
export interface OrdenChange {
  id: string
  orden: number
}

/**
 * Writes new places in a menu, all together: the menu never shows a half-done move. Like every
 * staff change here, it happens now or not at all (see writeOnline).
 */
export async function saveMenuOrder(
  collectionName: MenuCategory,
  changes: readonly OrdenChange[],
): Promise<void> {
  await writeOnline((transaction, { doc }, db) => {
    for (const { id, orden } of changes) transaction.update(doc(db, collectionName, id), { orden })
  })
}

/** Saves what an image says (trimmed), or removes it when empty. Returns what was saved. */
export async function saveDescription(
  collectionName: ImageCollection,
  id: string,
  text: string,
): Promise<string | undefined> {
  const descripcion = storedDescripcion(text)
  await writeOnline((transaction, { deleteField, doc }, db) => {
    transaction.update(doc(db, collectionName, id), { descripcion: descripcion ?? deleteField() })
  })
  return descripcion
}

/**
 * Hides an image from the public pages (kept, and still listed here), or shows it again: hidden
 * is `oculto: true`, shown is no oculto at all, as on images never hidden.
 */
export async function setImageHidden(
  collectionName: ImageCollection,
  id: string,
  hidden: boolean,
): Promise<void> {
  await writeOnline((transaction, { deleteField, doc }, db) => {
    transaction.update(doc(db, collectionName, id), { oculto: hidden ? true : deleteField() })
  })
}

/**
 * Deletes an image: first its document (so the site never shows a broken image), then its stored
 * files. A file that cannot be deleted is logged; the document is already gone by then.
 */
export async function deleteImage(
  collectionName: ManagedCollection,
  image: ImageDocument,
): Promise<void> {
  await writeOnline((transaction, { doc }, db) => {
    transaction.delete(doc(db, collectionName, image.id))
  })
  await deleteFilesQuietly(storedFilesOf(image))
}
