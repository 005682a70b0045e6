import { toImageDocument, type ImageDocument } from './image-document'

/**
 * The last menu list read from Firestore, kept on the device per collection so a menu opens
 * without a connection. Small JSON: the documents, dates as ISO strings. Kept with the Cache API,
 * which never pauses the page (the first use of localStorage can, noticeably on a slow phone);
 * localStorage only where the Cache API is missing.
 */

const KEY_PREFIX = 'heladeria-colon:menu:'
/** Not under the service worker's prefix: its clean-ups on update leave these lists alone. */
const CACHE_NAME = 'menus-sin-conexion'
/** Bump when the stored shape changes: older copies are then ignored. */
const FORMAT = 1

export interface CachedMenu {
  images: ImageDocument[]
  savedAt: Date
}

interface StoredMenu {
  format: typeof FORMAT
  savedAt: string
  images: unknown[]
}

/** Where the lists are kept: text by key. Either call may reject. */
export interface MenuStore {
  getItem(key: string): Promise<string | null>
  setItem(key: string, value: string): Promise<void>
}

/** A key as the address of a Cache API entry (never fetched: only a name). */
const cacheUrl = (key: string) => new URL(`/_menus/${encodeURIComponent(key)}`, location.origin)

function cacheApiStore(cacheStorage: CacheStorage): MenuStore {
  return {
    async getItem(key) {
      const response = await (await cacheStorage.open(CACHE_NAME)).match(cacheUrl(key))
      return response ? response.text() : null
    },
    async setItem(key, value) {
      const response = new Response(value, { headers: { 'Content-Type': 'application/json' } })
      await (await cacheStorage.open(CACHE_NAME)).put(cacheUrl(key), response)
    },
  }
}

function localStorageStore(storage: Storage): MenuStore {
  return {
    getItem: (key) => Promise.resolve().then(() => storage.getItem(key)),
    setItem: (key, value) => Promise.resolve().then(() => storage.setItem(key, value)),
  }
}

/** The device's store, or null where the browser refuses both (private modes, blocked storage). */
export function deviceStore(): MenuStore | null {
  try {
    if (typeof caches !== 'undefined') return cacheApiStore(caches)
    return localStorageStore(window.localStorage)
  } catch {
    return null
  }
}

const keyOf = (collection: string) => `${KEY_PREFIX}${collection}`

/** Saves a list; a full or unavailable storage only means there is no offline copy. */
export async function saveCachedMenu(
  collection: string,
  images: readonly ImageDocument[],
  now: Date = new Date(),
  store: MenuStore | null = deviceStore(),
): Promise<void> {
  const stored: StoredMenu = {
    format: FORMAT,
    savedAt: now.toISOString(),
    images: images.map((image) => ({ ...image, fecha: image.fecha?.toISOString() ?? null })),
  }
  try {
    await store?.setItem(keyOf(collection), JSON.stringify(stored))
  } catch (error) {
    console.warn('No se pudo guardar el menú para verlo sin conexión', error)
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const parseDate = (value: unknown): Date | null => {
  if (typeof value !== 'string') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** One stored document, checked as strictly as one read from Firestore. */
function toCachedImage(value: unknown): ImageDocument | null {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') return null
  const fecha = parseDate(value.fecha)
  return toImageDocument(value.id, { ...value, fecha: fecha && { toDate: () => fecha } })
}

/** The saved list of a collection, or null when there is none or it cannot be read. */
export async function readCachedMenu(
  collection: string,
  store: MenuStore | null = deviceStore(),
): Promise<CachedMenu | null> {
  let parsed: unknown
  try {
    const raw = await store?.getItem(keyOf(collection))
    if (!raw) return null
    parsed = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(parsed) || parsed.format !== FORMAT || !Array.isArray(parsed.images)) return null
  const savedAt = parseDate(parsed.savedAt)
  if (!savedAt) return null
  const images = parsed.images
    .map(toCachedImage)
    .filter((image): image is ImageDocument => image !== null)
  return { images, savedAt }
}
