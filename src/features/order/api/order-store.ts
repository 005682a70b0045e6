import type { MenuName } from '@/config/pages'
import type { TodayItem, TodayList } from '@/lib/data/today-list'
import { EMPTY_DETAILS, type KeptOrder, type OrderDetails } from '../utils/kept-order'
import { mergeChanges } from '../utils/order-change'
import { checkOrder } from '../utils/order-check'
import { withOneMore, type OrderItem } from '../utils/order'
import { keepOrder, readKeptOrder } from './kept-order-store'

// The visitor's order for the whole site (one across the three menus): read once from the
// device, then changed here and kept again after every change.

let current: KeptOrder = { items: [], details: EMPTY_DETAILS, changes: [], changedAt: 0 }
let loaded: Promise<KeptOrder> | undefined
const listeners = new Set<() => void>()

/** Reads the kept order once (a change made before it answers wins). */
export function loadOrder(): Promise<KeptOrder> {
  loaded ??= readKeptOrder().then((kept) => {
    if (kept && current.changedAt === 0) {
      current = kept
      listeners.forEach((listener) => listener())
    }
    return current
  })
  return loaded
}

export const currentOrder = (): KeptOrder => current

export function subscribeOrder(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function change(next: Partial<Pick<KeptOrder, 'items' | 'details' | 'changes'>>): void {
  current = { ...current, ...next, changedAt: Date.now() }
  listeners.forEach((listener) => listener())
  void keepOrder(current)
}

/** The visitor changes the items: what today's lists changed before has been seen and goes. */
export const changeItems = (update: (items: OrderItem[]) => OrderItem[]) =>
  change({ items: update(current.items), changes: [] })

export const changeDetails = (details: Partial<OrderDetails>) =>
  change({ details: { ...current.details, ...details } })

/** The order was sent as it is: the changes it told of go with it. */
export function forgetChanges(): void {
  if (current.changes.length > 0) change({ changes: [] })
}

/**
 * Takes today's lists as read now: items gone Agotado or repriced are left out or updated, and
 * what changed joins what the order already tells of (checked again, nothing new is found, and
 * what is told stays the same). Returns whether this look changed anything.
 */
export function applyTodayLists(lists: Partial<Record<MenuName, TodayList>>): boolean {
  const { items, changes } = checkOrder(current.items, lists)
  if (changes.length === 0) {
    // A renamed item takes its new name quietly.
    if (items.some((item, index) => item !== current.items[index])) change({ items })
    return false
  }
  change({ items, changes: mergeChanges(current.changes, changes) })
  return true
}

/** One more of `item` of `menu`'s list (an item sold out or without a price is not added). */
export function addOne(item: TodayItem, menu: MenuName): void {
  if (item.agotado || item.precio === null) return
  const { precio } = item
  changeItems((items) => withOneMore(items, { menu, id: item.id, nombre: item.nombre, precio }))
}
