import type { MenuName } from '@/config/pages'
import { reviseMenuToday } from '@/lib/data/menu-images'
import type { TodayList } from '@/lib/data/today-list'
import { readTodayList } from '@/lib/data/today-list-read'
import { followTodayList } from '../today/follow-today-list'
import { showTodayList } from './show-today-list'

/**
 * Today's list in a menu page's first look follows the counter as the app's does
 * (follow-today-list.ts): each newer list is drawn in the same place, handed to the app for when
 * it starts, and told to `onChange`. Returns the stop function.
 */
export function followFirstLookToday(
  menu: MenuName,
  shown: TodayList,
  onChange: (list: TodayList) => void,
  doc: Document = document,
): () => void {
  return followTodayList({
    shown,
    read: () => readTodayList(menu),
    onChange: (list) => {
      showTodayList(menu, list, doc)
      reviseMenuToday(menu, list)
      onChange(list)
    },
    doc,
  })
}
