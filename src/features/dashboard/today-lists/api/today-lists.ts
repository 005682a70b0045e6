import type { MenuName } from '@/config/pages'
import { getFirestoreLive } from '@/lib/firebase'
import { withTimeout } from '@/lib/network/connection'
import { MENU_CATEGORIES } from '@/lib/data/image-collections'
import { listenLive } from '@/lib/data/live-listener'
import {
  EMPTY_TODAY_LIST,
  TODAY_LIST_ID,
  toStoredItem,
  toTodayList,
  type TodayItem,
  type TodayList,
  type TodayLists,
} from '@/lib/data/today-list'

export type { TodayItem, TodayLists } from '@/lib/data/today-list'

/** How long a change of a list may take before the staff are told it did not save. */
export const TODAY_SAVE_TIMEOUT_MS = 15_000

const emptyLists = (): TodayLists => ({
  comidas: EMPTY_TODAY_LIST,
  helados: EMPTY_TODAY_LIST,
  bebidas: EMPTY_TODAY_LIST,
})

/**
 * The three menus' lists, live (for the staff: a change made on another phone shows at once).
 * Calls `onChange` once all three have answered, then on every change. Returns the unsubscribe.
 */
export function subscribeTodayLists(
  onChange: (lists: TodayLists) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(({ doc, onSnapshot }, db) => {
    const lists = emptyLists()
    const answered = new Set<MenuName>()
    const stops = MENU_CATEGORIES.map((category) =>
      onSnapshot(
        doc(db, category, TODAY_LIST_ID),
        (snapshot) => {
          lists[category] = toTodayList(snapshot.data({ serverTimestamps: 'estimate' }))
          answered.add(category)
          if (answered.size === MENU_CATEGORIES.length) onChange({ ...lists })
        },
        onError,
      ),
    )
    return () => stops.forEach((stop) => stop())
  }, onError)
}

/**
 * Changes one menu's list as it is now on the server (a transaction: two phones changing
 * different items both keep their change) and stamps it with the server's time. Rejects when
 * the write is refused, or after TODAY_SAVE_TIMEOUT_MS without a connection.
 */
export async function changeTodayList(
  category: MenuName,
  change: (items: TodayItem[]) => TodayItem[],
  timeoutMs: number = TODAY_SAVE_TIMEOUT_MS,
): Promise<void> {
  const [{ doc, runTransaction, serverTimestamp }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const ref = doc(db, category, TODAY_LIST_ID)
  const write = runTransaction(db, async (transaction) => {
    const current: TodayList = toTodayList((await transaction.get(ref)).data())
    transaction.set(ref, {
      items: change(current.items).map(toStoredItem),
      actualizado: serverTimestamp(),
    })
  })
  await withTimeout(write, timeoutMs)
}
