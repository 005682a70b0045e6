import { deviceStore, type DeviceStore } from './device-store'
import { toImageDocument, type ImageDocument } from './image-document'
import { EMPTY_TODAY_LIST, toStoredItem, toTodayList, type TodayList } from './today-list'

/**
 * The last menu list read from Firestore, kept on the device per collection so a menu opens
 * without a connection. Small JSON: the documents, dates as ISO strings.
 */

const KEY_PREFIX = 'heladeria-colon:menu:'
/** Bump when the stored shape changes: older copies are then ignored. */
const FORMAT = 1

export interface CachedMenu {
  images: ImageDocument[]
  /** Today's list as last read, with its own time (copies saved before it existed have none). */
  today: TodayList
  savedAt: Date
}

interface StoredMenu {
  format: typeof FORMAT
  savedAt: string
  images: unknown[]
  today?: { items: unknown[]; actualizado: string | null }
}

const keyOf = (collection: string) => `${KEY_PREFIX}${collection}`

/** Saves a list; a full or unavailable storage only means there is no offline copy. */
export async function saveCachedMenu(
  collection: string,
  images: readonly ImageDocument[],
  today: TodayList = EMPTY_TODAY_LIST,
  now: Date = new Date(),
  store: DeviceStore | null = deviceStore(),
): Promise<void> {
  const stored: StoredMenu = {
    format: FORMAT,
    savedAt: now.toISOString(),
    images: images.map((image) => ({ ...image, fecha: image.fecha?.toISOString() ?? null })),
    today: {
      items: today.items.map(toStoredItem),
      actualizado: today.actualizado?.toISOString() ?? null,
    },
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
  store: DeviceStore | null = deviceStore(),
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
  return { images, today: toTodayList(parsed.today), savedAt }
}
