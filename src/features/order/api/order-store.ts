import type { MenuCategory } from '@/lib/data/image-collections'
import type { TodayItem } from '@/lib/data/today-list'
import { EMPTY_DETAILS, type KeptOrder, type OrderDetails } from '../utils/kept-order'
import { withOneMore, type OrderItem } from '../utils/order'
import { keepOrder, readKeptOrder } from './kept-order-store'

// The visitor's order for the whole site (one across the three menus): read once from the
// device, then changed here and kept again after every change.

let current: KeptOrder = { items: [], details: EMPTY_DETAILS, changedAt: 0 }
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

function change(next: Partial<Pick<KeptOrder, 'items' | 'details'>>): void {
  current = { ...current, ...next, changedAt: Date.now() }
  listeners.forEach((listener) => listener())
  void keepOrder(current)
}

export const changeItems = (update: (items: OrderItem[]) => OrderItem[]) =>
  change({ items: update(current.items) })

export const changeDetails = (details: Partial<OrderDetails>) =>
  change({ details: { ...current.details, ...details } })

/** One more of `item` of `menu`'s list (an item sold out or without a price is not added). */
export function addOne(item: TodayItem, menu: MenuCategory): void {
  if (item.agotado || item.precio === null) return
  const { precio } = item
  changeItems((items) => withOneMore(items, { menu, id: item.id, nombre: item.nombre, precio }))
}
