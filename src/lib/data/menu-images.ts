import { withTimeout } from '@/lib/network/connection'
import type { ImageCollection } from './image-collections'
import { byMenuOrder, isShown, toImageDocument, type ImageDocument } from './image-document'
import { readCachedMenu, saveCachedMenu } from './menu-cache'
import { readsAhead } from './read-ahead'
import { readAddress, readDocuments } from './read-documents'
import { TODAY_LIST_ID, toTodayList, type TodayList } from './today-list'

// The menus' lists: read ahead of their page, then read by it, with the copy saved on the device
// when the network fails or is too slow.

/** How long a menu read may take before the copy saved on the device is shown instead. */
export const MENU_FETCH_TIMEOUT_MS = 10_000

/** What a menu's one read brings: its images and today's list (empty when the staff keep none). */
export interface MenuContent {
  images: ImageDocument[]
  today: TodayList
}

/** A menu, and whether it came from Firestore or from the copy saved on the device. */
export interface MenuImagesResult extends MenuContent {
  source: 'network' | 'device'
}

const menusAhead = readsAhead<MenuContent>()

/** The most images a menu lists (the rules refuse a public list that asks for more). */
export const MENU_READ_LIMIT = 100

const menuRead = (category: ImageCollection) => ({ collection: category, limit: MENU_READ_LIMIT })

/** Where a menu's list is read from (for an HTML file to preload), unless through the SDK. */
export const menuReadAddress = (category: ImageCollection) => readAddress(menuRead(category))

/**
 * Reads a menu in menu order, without the images the staff hid, and saves it on the device (even
 * when it arrives too late).
 */
async function readMenu(category: ImageCollection): Promise<MenuContent> {
  const documents = await readDocuments(menuRead(category))
  const images = documents
    .map((doc) => toImageDocument(doc.id, doc.data))
    .filter((image): image is ImageDocument => image !== null)
    .filter(isShown)
    .sort(byMenuOrder)
  const today = toTodayList(documents.find((doc) => doc.id === TODAY_LIST_ID)?.data)
  void saveCachedMenu(category, images, today)
  return { images, today }
}

/**
 * Starts reading a menu before its page asks for it; the page's next fetchMenuImages of that
 * menu takes this read over. Resolves with the list, or null when the read failed (the page then
 * reads again and reports it).
 */
export function prefetchMenuImages(category: ImageCollection): Promise<MenuContent | null> {
  return menusAhead.start(category, readMenu(category)).catch(() => null)
}

/**
 * The menu read ahead is what the page's first look shows: the app takes it over whenever it
 * starts, instead of reading again.
 */
export const keepMenuRead = (category: ImageCollection): void => menusAhead.keep(category)

/** Today's list the first look was followed to: the app, when it starts, draws that one. */
export const reviseMenuToday = (category: ImageCollection, today: TodayList): void =>
  menusAhead.revise(category, (content) => ({ ...content, today }))

/**
 * The menu read ahead, when its answer has already arrived: a page opening now draws the list in
 * its first render instead of a spinner first (the first image is often already downloaded).
 * Taken over once, like fetchMenuImages takes a read still under way; null when there is none.
 */
export function takeArrivedMenuImages(category: ImageCollection): MenuContent | null {
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
    return { ...(await withTimeout(read, timeoutMs)), source: 'network' }
  } catch (error) {
    const saved = await readCachedMenu(category)
    if (!saved) throw error
    console.warn(`Menú de ${category}: se muestra la copia guardada`, error)
    return { images: saved.images, today: saved.today, source: 'device' }
  }
}
