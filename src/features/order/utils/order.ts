import type { MenuName } from '@/config/pages'

/** One line of the order: an item of a menu's list of the day, as it was when added. */
export interface OrderItem {
  menu: MenuName
  /** The item's id in its menu's list. */
  id: string
  nombre: string
  /** In pesos, as the list said when it was added (or last re-checked). */
  precio: number
  cantidad: number
}

/** The most of one item an order takes. */
export const MAX_QUANTITY = 20

const sameItem = (a: Pick<OrderItem, 'menu' | 'id'>, b: Pick<OrderItem, 'menu' | 'id'>) =>
  a.menu === b.menu && a.id === b.id

export const quantityOf = (
  items: readonly OrderItem[],
  key: Pick<OrderItem, 'menu' | 'id'>,
): number => items.find((item) => sameItem(item, key))?.cantidad ?? 0

/** Sets an item's quantity: 0 removes it, a new item goes last. */
export function withQuantity(
  items: readonly OrderItem[],
  item: Omit<OrderItem, 'cantidad'>,
  cantidad: number,
): OrderItem[] {
  const quantity = Math.max(0, Math.min(MAX_QUANTITY, Math.floor(cantidad)))
  const exists = items.some((current) => sameItem(current, item))
  if (quantity === 0) return items.filter((current) => !sameItem(current, item))
  if (!exists) return [...items, { ...item, cantidad: quantity }]
  return items.map((current) =>
    sameItem(current, item) ? { ...current, cantidad: quantity } : current,
  )
}

/** One more of `item` (the first adds it). */
export const withOneMore = (items: readonly OrderItem[], item: Omit<OrderItem, 'cantidad'>) =>
  withQuantity(items, item, quantityOf(items, item) + 1)

export const itemCount = (items: readonly OrderItem[]) =>
  items.reduce((sum, item) => sum + item.cantidad, 0)

export const subtotal = (item: OrderItem) => item.precio * item.cantidad

export const orderTotal = (items: readonly OrderItem[]) =>
  items.reduce((sum, item) => sum + subtotal(item), 0)

/** What is missing to reach the shop's minimum order (0 when reached or when there is none). */
export const missingForMinimum = (items: readonly OrderItem[], minimum: number) =>
  minimum > 0 ? Math.max(0, minimum - orderTotal(items)) : 0

/** '1 producto', '3 productos'. */
export const productsText = (count: number) =>
  count === 1 ? '1 producto' : `${String(count)} productos`
