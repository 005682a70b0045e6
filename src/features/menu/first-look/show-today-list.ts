import type { TodayList } from '@/lib/data/today-list'
import { todayListView, toElement } from '../today/today-list-view'
import { FIRST_TODAY_LIST } from './first-image-slot'

/**
 * Draws today's list in a menu page's first look, above the place of its first image, before
 * the app runs (which later draws the same box in the same place); draws it again, in the same
 * place, when the list the counter keeps has changed. Returns whether it drew one.
 */
export function showTodayList(
  menu: string,
  list: TodayList,
  doc: Document = document,
  now: Date = new Date(),
): boolean {
  const place = doc.querySelector<HTMLElement>(`[${FIRST_TODAY_LIST}]`)
  if (!place) return false
  const view = todayListView(menu, list, now)
  place.replaceChildren(...(view ? [toElement(view, doc)] : []))
  if (view) place.style.removeProperty('display')
  else place.style.setProperty('display', 'none')
  return view !== null
}
