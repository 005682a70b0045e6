import { ORDER_SLOT_ATTR, type TodayList } from '@/lib/data/today-list'
import { takesOrders } from '@/lib/shop/order-settings'
import type { ShopSettings } from '@/lib/shop/settings'
import { copyFirstLookPart } from '@/lib/startup/first-look-part'
import { SAYS_WAITING } from '@/lib/startup/taps-before-app'

/** The first look's 'Agregar' (the build renders it with the app's button: add-button.tsx). */
export const ORDER_BUTTON_PART = 'order-button'

/**
 * Puts an 'Agregar' in each row of today's list in a menu page's first look where the app would
 * put one: while the shop takes orders, for an available item with a price. A tap on it starts
 * the app and is handed on to the app's own (taps-before-app.ts); meanwhile it says 'Cargando…'.
 * Returns how many it put.
 */
export function showFirstLookOrderButtons(
  list: TodayList,
  settings: ShopSettings,
  doc: Document = document,
): number {
  if (!takesOrders(settings)) return 0
  let shown = 0
  for (const slot of doc.querySelectorAll<HTMLElement>(`[data-first-look] [${ORDER_SLOT_ATTR}]`)) {
    const item = list.items.find((candidate) => candidate.id === slot.getAttribute(ORDER_SLOT_ATTR))
    if (!item || item.agotado || item.precio === null || slot.childElementCount > 0) continue
    const place = copyFirstLookPart(ORDER_BUTTON_PART, doc)
    const button = place?.querySelector('button')
    if (!place || !button) break
    button.setAttribute('aria-label', `Agregar ${item.nombre}`)
    button.setAttribute(SAYS_WAITING, '')
    slot.append(place)
    shown += 1
  }
  return shown
}
