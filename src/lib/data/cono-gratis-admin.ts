import { getFirestoreLive, getStorageService } from '@/lib/firebase'
import { SAVE_TIMEOUT_MS, withDeadline, type Deadline } from '@/lib/network/connection'
import {
  CLAIM_CODES_COLLECTION,
  CONO_GRATIS_COLLECTION,
  LIMITES_COLLECTION,
} from './cono-gratis-number'
import type { StorageReference } from 'firebase/storage'
import {
  GALLERY_COLLECTION,
  GALLERY_FOLDER,
  galleryPath,
  projectionOf,
  toConoGratisImage,
  type ConoGratisImage,
  type EntryState,
} from './cono-gratis-entry'
import { listenLive } from './live-listener'
import { deleteFilesQuietly, storedFilesOf } from './managed-images'
import { runOnlineTransaction, runTransactionBefore } from './online-transaction'

// The dashboard's side of the free-cone entries (Clientes): review, hand-over, paged live lists,
// counts and the clean-up of files no entry points at. Admins only: the rules refuse the rest.

/** How many entries a dashboard list shows first, and how many more each 'Cargar más' adds. */
export const DASHBOARD_PAGE = 30

/** Files younger than this may belong to an upload still being numbered: never cleaned up. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000

const isEntry = (image: ConoGratisImage | null): image is ConoGratisImage => image !== null

/** The newest `count` entries in one state, live; `more` says whether older ones exist. */
export function subscribeEntries(
  estado: EntryState,
  count: number,
  onChange: (page: { images: ConoGratisImage[]; more: boolean }) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    ({ collection, limit, onSnapshot, orderBy, query, where }, db) =>
      onSnapshot(
        query(
          collection(db, CONO_GRATIS_COLLECTION),
          where('estado', '==', estado),
          orderBy('numero', 'desc'),
          limit(count + 1),
        ),
        (snapshot) => {
          const images = snapshot.docs
            .map((doc) => toConoGratisImage(doc.id, doc.data({ serverTimestamps: 'estimate' })))
            .filter(isEntry)
          onChange({ images: images.slice(0, count), more: snapshot.size > count })
        },
        onError,
      ),
    onError,
  )
}

/** How many entries wait for review (at most `cap`, then the badge says "cap+"), live. */
export function subscribePendingCount(
  cap: number,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    ({ collection, limit, onSnapshot, query, where }, db) =>
      onSnapshot(
        query(
          collection(db, CONO_GRATIS_COLLECTION),
          where('estado', '==', 'pendiente'),
          limit(cap),
        ),
        (snapshot) => onChange(snapshot.size),
        onError,
      ),
    onError,
  )
}

/** How many entries each state has, counted by the server (no document is downloaded). */
export async function countEntries(): Promise<Record<EntryState, number>> {
  const [{ collection, getCountFromServer, query, where }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const count = async (estado: EntryState) =>
    (
      await getCountFromServer(
        query(collection(db, CONO_GRATIS_COLLECTION), where('estado', '==', estado)),
      )
    ).data().count
  const [pendiente, publicada, oculta] = await Promise.all([
    count('pendiente'),
    count('publicada'),
    count('oculta'),
  ])
  return { pendiente, publicada, oculta }
}

/** The entry with this number, or null when there is none. */
export async function findEntry(numero: number): Promise<ConoGratisImage | null> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const snapshot = await getDoc(doc(db, CONO_GRATIS_COLLECTION, String(numero)))
  const data = snapshot.data({ serverTimestamps: 'estimate' })
  return data ? toConoGratisImage(snapshot.id, data) : null
}

/** The visitor who uploaded an entry: the folder its files are in. */
const uploaderOf = (entry: ConoGratisImage) => entry.ruta?.split('/')[1]

/**
 * Changes an entry in one transaction with its uploader's queue of entries waiting for review
 * (`limites/{uid}.pendientes`) and its public projection (`galeria/{numero}`): a pending entry
 * that is reviewed or deleted leaves the queue, so the visitor may upload again; publishing writes
 * the projection from the entry as stored, hiding or deleting removes it, as the rules require.
 * Nothing is written once `deadline` has passed.
 */
async function withQueueReleased(
  entry: ConoGratisImage,
  change: { estado: 'publicada' | 'oculta' } | 'delete',
  deadline: Deadline,
): Promise<void> {
  const uid = uploaderOf(entry)
  await runTransactionBefore(deadline, async (transaction, { arrayRemove, doc }, db) => {
    const entryRef = doc(db, CONO_GRATIS_COLLECTION, String(entry.numero))
    const projectionRef = doc(db, GALLERY_COLLECTION, String(entry.numero))
    const [queue, stored] = await Promise.all([
      uid ? transaction.get(doc(db, LIMITES_COLLECTION, uid)) : null,
      change === 'delete' ? null : transaction.get(entryRef),
    ])
    const pending: unknown = queue?.get('pendientes')
    if (queue && Array.isArray(pending) && pending.includes(entry.numero)) {
      transaction.update(queue.ref, { pendientes: arrayRemove(entry.numero) })
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
async function copyToGallery(entry: ConoGratisImage): Promise<void> {
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
  entry: ConoGratisImage,
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
  entry: ConoGratisImage,
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

/** The claim code said at the counter is not this entry's. */
export class WrongClaimCodeError extends Error {
  constructor(numero: number) {
    super(`wrong claim code for ${String(numero)}`)
    this.name = 'WrongClaimCodeError'
  }
}

/** The cone of this number was handed over already (another phone, a moment ago). */
export class AlreadyDeliveredError extends Error {
  constructor(numero: number) {
    super(`cone ${String(numero)} was already handed over`)
    this.name = 'AlreadyDeliveredError'
  }
}

/** A claim code as typed: spaces dropped, in capitals. */
export const normalizeClaimCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase()

/**
 * Records that the cone of this number was handed over, now, to whoever said its claim code, in
 * one transaction: it happens at once or not at all, never later from a write left waiting without
 * a connection (TimeoutError after `timeoutMs`). A wrong code rejects with WrongClaimCodeError, a
 * cone already handed over with AlreadyDeliveredError; the rules refuse both too, also when two
 * phones press at once.
 */
export async function markDelivered(
  numero: number,
  typedCode: string,
  timeoutMs?: number,
): Promise<void> {
  const typed = normalizeClaimCode(typedCode)
  await runOnlineTransaction(async (transaction, { doc, serverTimestamp }, db) => {
    const entryRef = doc(db, CONO_GRATIS_COLLECTION, String(numero))
    const codeRef = doc(db, CLAIM_CODES_COLLECTION, String(numero))
    const [entry, code] = await Promise.all([transaction.get(entryRef), transaction.get(codeRef)])
    const codigo: unknown = code.get('codigo')
    if (typeof codigo !== 'string' || typed !== codigo) throw new WrongClaimCodeError(numero)
    if (entry.get('entregadoEn') != null) throw new AlreadyDeliveredError(numero)
    transaction.update(entryRef, { entregadoEn: serverTimestamp() })
    transaction.update(codeRef, { entregadoCon: typed, entregadoEn: serverTimestamp() })
  }, timeoutMs)
}

/** Every stored path some entry points at, and the numbers of the published entries. */
async function entriesOnRecord(): Promise<{ paths: Set<string>; published: Set<string> }> {
  const [{ collection, getDocs }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const snapshot = await getDocs(collection(db, CONO_GRATIS_COLLECTION))
  const paths = new Set<string>()
  const published = new Set<string>()
  for (const entry of snapshot.docs) {
    if (entry.get('estado') === 'publicada') published.add(entry.id)
    for (const field of ['ruta', 'rutaMediana', 'rutaMiniatura']) {
      const value: unknown = entry.get(field)
      if (typeof value === 'string') paths.add(value)
    }
    // Entries written before paths were stored name their files by address only.
    for (const field of ['url', 'urlMediana', 'urlMiniatura']) {
      const path = objectPathOf(entry.get(field))
      if (path) paths.add(path)
    }
  }
  return { paths, published }
}

/** The object path inside a Storage download address (`…/o/{path}?alt=media…`), if it is one. */
export function objectPathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null
  const match = /\/o\/([^?]+)/.exec(url)
  if (!match?.[1]) return null
  try {
    return decodeURIComponent(match[1])
  } catch {
    return null
  }
}

/** The large file a stored path belongs to: itself, or the file its -480/-960 variant is of. */
export const largeFileOf = (path: string) => path.replace(/-(480|960)$/, '')

/** Whether some entry points at this file now (read just before deleting it). */
async function isReferencedNow(path: string): Promise<boolean> {
  const [{ collection, getDocs, limit, query, where }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const entries = collection(db, CONO_GRATIS_COLLECTION)
  const hits = await getDocs(query(entries, where('ruta', '==', largeFileOf(path)), limit(1)))
  return !hits.empty
}

/** Whether the entry of this number is published now (read just before deleting its copy). */
async function isPublishedNow(numero: string): Promise<boolean> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const entry = await getDoc(doc(db, CONO_GRATIS_COLLECTION, numero))
  return entry.get('estado') === 'publicada'
}

/**
 * Deletes the free-cone files older than an hour that no entry needs, and resolves with how many
 * it removed: the uploads no entry points at (an upload whose numbering never happened, or a
 * script's), and the gallery's copies of entries not published (an approval cut short, a copy
 * left by Ocultar or Eliminar without a connection), which anyone who kept their address could
 * still load. Each file is checked once more just before it is deleted: an entry numbered or
 * approved meanwhile keeps its files.
 */
export async function cleanOrphanFiles(now = Date.now()): Promise<number> {
  const [{ deleteObject, getMetadata, listAll, ref }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageService(),
  ])
  const { paths, published } = await entriesOnRecord()
  const isOld = async (file: StorageReference) => {
    const { timeCreated } = await getMetadata(file)
    return now - Date.parse(timeCreated) >= ORPHAN_MIN_AGE_MS
  }
  let removed = 0
  const sweep = async (folder: string): Promise<void> => {
    const { items, prefixes } = await listAll(ref(storage, folder))
    for (const item of items) {
      if (paths.has(item.fullPath) || !(await isOld(item))) continue
      if (await isReferencedNow(item.fullPath)) continue
      await deleteObject(item)
      removed += 1
    }
    for (const prefix of prefixes) await sweep(prefix.fullPath)
  }
  await sweep(CONO_GRATIS_COLLECTION)
  const copies = await listAll(ref(storage, GALLERY_FOLDER))
  for (const copy of copies.items) {
    if (published.has(copy.name) || !(await isOld(copy))) continue
    if (await isPublishedNow(copy.name)) continue
    await deleteObject(copy)
    removed += 1
  }
  return removed
}
