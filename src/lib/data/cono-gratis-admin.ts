import { getFirestoreLive, getStorageService } from '@/lib/firebase'
import { CONO_GRATIS_COLLECTION } from './cono-gratis-number'
import { toConoGratisImage, type ConoGratisImage, type EntryState } from './cono-gratis-entry'
import { listenLive } from './live-listener'

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

/** Publishes ('publicada') or hides ('oculta') an entry. */
export async function reviewEntry(numero: number, estado: 'publicada' | 'oculta'): Promise<void> {
  const [{ doc, updateDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  await updateDoc(doc(db, CONO_GRATIS_COLLECTION, String(numero)), { estado })
}

/**
 * Records that the cone of this number was handed over, now. The rules refuse a second time,
 * also when two phones press at once.
 */
export async function markDelivered(numero: number): Promise<void> {
  const [{ doc, serverTimestamp, updateDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  await updateDoc(doc(db, CONO_GRATIS_COLLECTION, String(numero)), {
    entregadoEn: serverTimestamp(),
  })
}

/** Every stored path some entry points at (large file and variants). */
async function referencedPaths(): Promise<Set<string>> {
  const [{ collection, getDocs }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const snapshot = await getDocs(collection(db, CONO_GRATIS_COLLECTION))
  const paths = new Set<string>()
  for (const entry of snapshot.docs) {
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
  return paths
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

/**
 * Deletes the free-cone files older than an hour that no entry points at (an upload whose
 * numbering never happened, or a script's) and resolves with how many it removed.
 */
export async function cleanOrphanFiles(now = Date.now()): Promise<number> {
  const [{ deleteObject, getMetadata, listAll, ref }, storage] = await Promise.all([
    import('firebase/storage'),
    getStorageService(),
  ])
  const referenced = await referencedPaths()
  let removed = 0
  const sweep = async (folder: string): Promise<void> => {
    const { items, prefixes } = await listAll(ref(storage, folder))
    for (const item of items) {
      if (referenced.has(item.fullPath)) continue
      const { timeCreated } = await getMetadata(item)
      if (now - Date.parse(timeCreated) < ORPHAN_MIN_AGE_MS) continue
      await deleteObject(item)
      removed += 1
    }
    for (const prefix of prefixes) await sweep(prefix.fullPath)
  }
  await sweep(CONO_GRATIS_COLLECTION)
  return removed
}
