import type { MenuName } from '@/config/pages'
import { getFirestoreLive } from '@/lib/firebase'
import {
  byMenuOrder,
  byNewest,
  storedDescripcion,
  toImageDocument,
  type ImageDocument,
} from '@/lib/data/image-document'
import { listenLive } from '@/lib/data/live-listener'
import type { ImageCollection } from '@/lib/data/image-collections'
import { writeOnline } from '@/lib/data/online-transaction'
import { deleteFilesQuietly, storedFilesOf } from '../../shared/api/stored-files'
import type { ManagedCollection } from '../../shared/sections'
import type { OrdenChange } from '../../shared/utils/menu-order'

// The dashboard's side of the image collections (comidas, helados, bebidas, misterio and the
// free-cone pictures): live lists, edits and deletions (uploads are image-uploads.ts), apart from menu-images.ts and
// newest-image.ts so the small entry script every visitor downloads carries none of it. The
// Storage helpers are imported on call. Every change is made now or not at all: a staff member
// told it failed (no signal) never finds it done later.

/** What the edit screen reads: a missing document, or one whose image may be missing. */
export type ImageLookup = { exists: false } | { exists: true; image: ImageDocument | null }

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

/**
 * Writes new places in a menu, all together: the menu never shows a half-done move. Like every
 * staff change here, it happens now or not at all (see writeOnline).
 */
export async function saveMenuOrder(
  collectionName: MenuName,
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
