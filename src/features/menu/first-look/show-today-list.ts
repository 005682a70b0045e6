import type { TodayList } from '@/lib/data/today-list'
import { todayListView, toElement } from '../today/today-list-view'
import { FIRST_TODAY_LIST } from './first-image-slot'

/**
 * Draws today's list in a menu page's first look, above the place of its first image, before
 * the app runs (which later draws the same box in the same place). Returns whether it drew one.
 */
export function showTodayList(
  menu: string,
  list: TodayList,
  doc: Document = document,
  now: Date = new Date(),
): boolean {
  const place = doc.querySelector<HTMLElement>(`[${FIRST_TODAY_LIST}]`)
  const view = todayListView(menu, list, now)
  if (!place || !view || place.childElementCount > 0) return false
  place.append(toElement(view, doc))
  place.style.removeProperty('display')
  return true
}
