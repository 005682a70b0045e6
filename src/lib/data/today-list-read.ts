import type { MenuName } from '@/config/pages'
import { readDocument } from './read-documents'
import { TODAY_LIST_ID, toTodayList, type TodayList } from './today-list'

/**
 * Today's list of `menu` as the staff keep it now: one read of its document (one plain GET, well
 * under 2 kB, where the REST API is used), without the menu's images. A list the staff removed
 * reads as empty. Rejects on a network failure.
 */
export async function readTodayList(menu: MenuName): Promise<TodayList> {
  return toTodayList(await readDocument(`${menu}/${TODAY_LIST_ID}`))
}
