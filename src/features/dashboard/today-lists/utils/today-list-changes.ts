import type { TodayItem } from '@/lib/data/today-list'

/**
 * The staff's changes to a list, each written so that applying it twice gives what applying it
 * once gives: the screen applies a change at once over the live list and keeps applying it until
 * the live list shows it, and the save applies it again over the list as the server has it.
 */
export type TodayChange = (items: TodayItem[]) => TodayItem[]

export const setSoldOut =
  (id: string, agotado: boolean): TodayChange =>
  (items) =>
    items.map((item) => (item.id === id ? { ...item, agotado } : item))

export const editItem =
  (edited: TodayItem): TodayChange =>
  (items) =>
    items.map((item) => (item.id === edited.id ? { ...edited, agotado: item.agotado } : item))

export const addItem =
  (added: TodayItem): TodayChange =>
  (items) =>
    items.some((item) => item.id === added.id) ? items : [...items, added]

/** Puts an item back where it was (Deshacer after Quitar). */
export const restoreItem =
  (restored: TodayItem, index: number): TodayChange =>
  (items) =>
    items.some((item) => item.id === restored.id)
      ? items
      : [...items.slice(0, index), restored, ...items.slice(index)]

export const removeItem =
  (id: string): TodayChange =>
  (items) =>
    items.filter((item) => item.id !== id)

/** The list in the order of `ids` (as the staff saw it when they moved one); others after. */
export const reorder =
  (ids: readonly string[]): TodayChange =>
  (items) => {
    const place = (item: TodayItem) => {
      const index = ids.indexOf(item.id)
      return index === -1 ? ids.length : index
    }
    return [...items].sort((a, b) => place(a) - place(b))
  }

/** The ids in their order after moving `id` one place up (-1) or down (+1). */
export function movedIds(items: readonly TodayItem[], id: string, step: -1 | 1): string[] {
  const ids = items.map((item) => item.id)
  const from = ids.indexOf(id)
  const to = from + step
  if (from === -1 || to < 0 || to >= ids.length) return ids
  ;[ids[from], ids[to]] = [ids[to] ?? id, id]
  return ids
}
