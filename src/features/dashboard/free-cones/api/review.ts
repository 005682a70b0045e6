import { getFirestoreLive, getStorageService } from '@/lib/firebase'
import { SAVE_TIMEOUT_MS, withDeadline, type Deadline } from '@/lib/network/connection'
import { CLAIM_CODES_COLLECTION, FREE_CONE_COLLECTION } from '@/lib/free-cone/numbering'
import {
  GALLERY_COLLECTION,
  galleryPath,
  projectionOf,
  type FreeConeEntry,
} from '@/lib/free-cone/entry'
import { LIMITES_COLLECTION } from '@/lib/data/limit-records'
import { limitExpiryMillis } from '@/lib/data/limites'
import { runTransactionBefore } from '@/lib/data/online-transaction'
import { serverClock } from '@/lib/data/server-clock'
import { deleteFilesQuietly, storedFilesOf } from '../../shared/api/stored-files'

// The staff's review of a free-cone entry: publish, hide or delete it, with its uploader's queue,
// its public projection and its gallery copy kept in step. Admins only: the rules refuse the rest.

/** The visitor who uploaded an entry: the folder its files are in. */
const uploaderOf = (entry: FreeConeEntry) => entry.ruta?.split('/')[1]

/**
 * Changes an entry in one transaction with its uploader's queue of entries waiting for review
 * (`limites/{uid}.pendientes`) and its public projection (`galeria/{numero}`): a pending entry
 * that is reviewed or deleted leaves the queue, so the visitor may upload again; publishing writes
 * the projection from the entry as stored, hiding or deleting removes it, as the rules require.
 * Nothing is written once `deadline` has passed.
 */
async function withQueueReleased(
  entry: FreeConeEntry,
  change: { estado: 'publicada' | 'oculta' } | 'delete',
  deadline: Deadline,
): Promise<void> {
  const uid = uploaderOf(entry)
  // A record left with no entry waiting may expire a week on (a TTL policy then deletes it).
  const expira = limitExpiryMillis((await serverClock()).now())
  await runTransactionBefore(deadline, async (transaction, { Timestamp, arrayRemove, doc }, db) => {
    const entryRef = doc(db, FREE_CONE_COLLECTION, String(entry.numero))
    const projectionRef = doc(db, GALLERY_COLLECTION, String(entry.numero))
    const [queue, stored] = await Promise.all([
      uid ? transaction.get(doc(db, LIMITES_COLLECTION, uid)) : null,
      change === 'delete' ? null : transaction.get(entryRef),
    ])
    const pending: unknown = queue?.get('pendientes')
    if (queue && Array.isArray(pending) && pending.includes(entry.numero)) {
      const emptied = pending.every((numero) => numero === entry.numero)
      transaction.update(queue.ref, {
        pendientes: arrayRemove(entry.numero),
        ...(emptied && { expira: Timestamp.fromMillis(expira) }),
      })
    }
    if (change === 'delete') {
      transaction.delete(entryRef)
      transaction.delete(projectionRef)
      return
    }
    const data = stored?.data()
    if (!data) throw new Error(`entry ${String(entry.numero)} no longer exists`)
    transaction.update(entryRef, change)
    // An entry published already (another phone, a moment ago) keeps the projection it has.
    if (change.estado === 'oculta') transaction.delete(projectionRef)
    else if (data.estado !== 'publicada') transaction.set(projectionRef, projectionOf(data))
  })
}

/**
 * How long a browser may keep a gallery copy: an hour, and only the browser (`private`: no shared
 * cache keeps it). Storage serves the copy only while its entry is published; a picture hidden
 * with Ocultar is refused at once, and a phone that loaded it before keeps it an hour at most.
 */
export const GALLERY_CACHE_CONTROL = 'private, max-age=3600'

/**
 * Copies the picture the staff looked at (the entry's 480 px file, which its visitor can neither
 * replace nor remove) to the public gallery, galeria/{numero}: the public only ever loads that
 * copy, and only once the entry is published (storage.rules read its estado).
 */
async function copyToGallery(entry: FreeConeEntry): Promise<void> {
  const source = entry.rutaMiniatura ?? entry.ruta
  if (!source) throw new Error(`entry ${String(entry.numero)} has no stored file`)
  const [{ getBytes, getMetadata, ref, uploadBytes }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageService(),
  ])
  const target = ref(storage, galleryPath(entry.numero))
  const exists = await getMetadata(target).then(
    () => true,
    () => false,
  )
  if (exists) return
  const [bytes, { contentType }] = await Promise.all([
    getBytes(ref(storage, source)),
    getMetadata(ref(storage, source)),
  ])
  await uploadBytes(target, bytes, {
    contentType: contentType ?? 'image/webp',
    cacheControl: GALLERY_CACHE_CONTROL,
  })
}

/**
 * Publishes ('publicada': its picture copied to the gallery first, unreadable to the public until
 * the same write that publishes the entry writes its projection) or hides ('oculta': the entry
 * and its projection change together, then the gallery's copy, already refused, is removed) an
 * entry. Gives up with TimeoutError after `timeoutMs`; the entry is not changed after that.
 */
export async function reviewEntry(
  entry: FreeConeEntry,
  estado: 'publicada' | 'oculta',
  timeoutMs: number = SAVE_TIMEOUT_MS,
): Promise<void> {
  await withDeadline(timeoutMs, async (deadline) => {
    if (estado === 'publicada') await copyToGallery(entry)
    deadline.check()
    await withQueueReleased(entry, { estado }, deadline)
  })
  if (estado === 'oculta') await deleteFilesQuietly([galleryPath(entry.numero)])
}

/**
 * Deletes an entry with its projection (one write), then its claim code, its gallery copy and its
 * files. Gives up with TimeoutError
 * after `timeoutMs` without a connection; nothing is deleted after that.
 */
export async function deleteEntry(
  entry: FreeConeEntry,
  timeoutMs: number = SAVE_TIMEOUT_MS,
): Promise<void> {
  await withDeadline(timeoutMs, (deadline) => withQueueReleased(entry, 'delete', deadline))
  const [{ deleteDoc, doc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  await deleteDoc(doc(db, CLAIM_CODES_COLLECTION, String(entry.numero))).catch((error: unknown) =>
    console.error('No se pudo borrar el código', entry.numero, error),
  )
  await deleteFilesQuietly([galleryPath(entry.numero), ...storedFilesOf(entry)])
}
