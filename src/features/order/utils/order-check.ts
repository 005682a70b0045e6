import type { MenuName } from '@/config/pages'
import type { TodayList } from '@/lib/data/today-list'
import type { OrderChange } from './order-change'
import type { OrderItem } from './order'

export interface OrderCheck {
  /** The order as today's lists allow it now. */
  items: OrderItem[]
  /** What changed, one per item left out or repriced (changeText says it in Spanish). */
  changes: OrderChange[]
}

/**
 * Checks the order against the menus' lists of the day as read now: an item gone Agotado, gone
 * from the list or without a price is left out; a repriced one takes the new price. Items of a
 * menu whose list could not be read stay as they are. Checking its own result again finds
 * nothing.
 */
export function checkOrder(
  items: readonly OrderItem[],
  lists: Partial<Record<MenuName, TodayList>>,
): OrderCheck {
  const kept: OrderItem[] = []
  const changes: OrderChange[] = []
  for (const item of items) {
    const list = lists[item.menu]
    if (!list) {
      kept.push(item)
      continue
    }
    const { menu, id } = item
    const now = list.items.find((candidate) => candidate.id === id)
    if (!now) {
      changes.push({ menu, id, nombre: item.nombre, kind: 'fuera' })
    } else if (now.agotado) {
      changes.push({ menu, id, nombre: now.nombre, kind: 'agotado' })
    } else if (now.precio === null) {
      changes.push({ menu, id, nombre: now.nombre, kind: 'sin-precio' })
    } else if (now.precio !== item.precio) {
      changes.push({
        menu,
        id,
        nombre: now.nombre,
        kind: 'precio',
        antes: item.precio,
        ahora: now.precio,
      })
      kept.push({ ...item, nombre: now.nombre, precio: now.precio })
    } else {
      kept.push(now.nombre === item.nombre ? item : { ...item, nombre: now.nombre })
    }
  }
  return { items: kept, changes }
}
