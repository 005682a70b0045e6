import type { StorageReference } from 'firebase/storage'
import { getFirestoreLive, getStorageService } from '@/lib/firebase'
import { FREE_CONE_COLLECTION } from '@/lib/free-cone/numbering'
import { GALLERY_FOLDER } from '@/lib/free-cone/entry'

// The clean-up of free-cone files no entry needs any more (Clientes' Limpiar archivos).

/** Files younger than this may belong to an upload still being numbered: never cleaned up. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000

/** Every stored path some entry points at, and the numbers of the published entries. */
async function entriesOnRecord(): Promise<{ paths: Set<string>; published: Set<string> }> {
  const [{ collection, getDocs }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const snapshot = await getDocs(collection(db, FREE_CONE_COLLECTION))
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
  const entries = collection(db, FREE_CONE_COLLECTION)
  const hits = await getDocs(query(entries, where('ruta', '==', largeFileOf(path)), limit(1)))
  return !hits.empty
}

/** Whether the entry of this number is published now (read just before deleting its copy). */
async function isPublishedNow(numero: string): Promise<boolean> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const entry = await getDoc(doc(db, FREE_CONE_COLLECTION, numero))
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
  await sweep(FREE_CONE_COLLECTION)
  const copies = await listAll(ref(storage, GALLERY_FOLDER))
  for (const copy of copies.items) {
    if (published.has(copy.name) || !(await isOld(copy))) continue
    if (await isPublishedNow(copy.name)) continue
    await deleteObject(copy)
    removed += 1
  }
  return removed
}
