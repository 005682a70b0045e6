import type { MenuCategory } from '@/lib/data/image-collections'
import type { TodayList } from '@/lib/data/today-list'
import type { OrderItem } from './order'
import { pesos } from './pesos'

export interface OrderCheck {
  /** The order as today's lists allow it now. */
  items: OrderItem[]
  /** One Spanish sentence per item left out or repriced. */
  changes: string[]
}

/**
 * Checks the order against the menus' lists of the day as read now: an item gone Agotado, gone
 * from the list or without a price is left out; a repriced one takes the new price. Items of a
 * menu whose list could not be read stay as they are.
 */
export function checkOrder(
  items: readonly OrderItem[],
  lists: Partial<Record<MenuCategory, TodayList>>,
): OrderCheck {
  const kept: OrderItem[] = []
  const changes: string[] = []
  for (const item of items) {
    const list = lists[item.menu]
    if (!list) {
      kept.push(item)
      continue
    }
    const now = list.items.find((candidate) => candidate.id === item.id)
    if (!now || now.precio === null) {
      changes.push(`${item.nombre} ya no está en la carta de hoy: lo quitamos de tu pedido.`)
    } else if (now.agotado) {
      changes.push(`${now.nombre} se agotó: lo quitamos de tu pedido.`)
    } else if (now.precio !== item.precio) {
      changes.push(
        `${now.nombre} cambió de precio: antes ${pesos(item.precio)}, ahora ${pesos(now.precio)}.`,
      )
      kept.push({ ...item, nombre: now.nombre, precio: now.precio })
    } else {
      kept.push({ ...item, nombre: now.nombre })
    }
  }
  return { items: kept, changes }
}
