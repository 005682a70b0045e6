import type { MenuName } from '@/config/pages'
import { MENU_CATEGORIES } from '@/lib/data/image-collections'
import { orderSettingsOf, type PaymentKey } from '@/lib/shop/order-settings'
import type { ShopSettings } from '@/lib/shop/settings'
import { SECTIONS, SHOP_PATH } from '../../shared/sections'

/** What the shop needs before it opens: a detail of Tienda, or a picture in a menu. */
export type ChecklistKey = 'whatsapp' | 'telefono' | 'direccion' | 'horario' | PaymentKey | MenuName

/** One missing thing, as the home screen lists it: one tap away from where it is fixed. */
export interface ChecklistLine {
  key: ChecklistKey
  label: string
  to: string
}

/** The Tienda form with one field in view and focused (shop-settings' use-field-from-address). */
export const shopFieldPath = (field: string) => `${SHOP_PATH}?campo=${field}`

const DETAILS = [
  { key: 'whatsapp', label: 'WhatsApp' },
  { key: 'telefono', label: 'Teléfono' },
  { key: 'direccion', label: 'Dirección' },
  { key: 'horario', label: 'Horario' },
] as const

const PAYMENT_LABELS: Record<Exclude<PaymentKey, 'efectivo'>, string> = {
  nequi: 'Número de Nequi',
  daviplata: 'Número de Daviplata',
  breb: 'Llave Bre-B',
}

/** Whether the saved settings give `key` (an open day, for the hours). */
function hasDetail(saved: ShopSettings, key: (typeof DETAILS)[number]['key']): boolean {
  if (key === 'horario') return Object.values(saved.horario).some((hours) => hours !== '')
  return saved[key] !== ''
}

/**
 * What is still missing before the shop opens, in the order the staff fix it: WhatsApp, phone,
 * address and hours as saved under Tienda (a value only the code's defaults give counts as
 * missing: `saved` is null when nothing was ever saved), the number of each payment method the
 * shop offers, and a picture in each menu. Empty when the shop is ready.
 */
export function openingChecklist(
  saved: ShopSettings | null,
  menusWithPictures: ReadonlySet<MenuName>,
): ChecklistLine[] {
  const lines: ChecklistLine[] = []
  for (const { key, label } of DETAILS)
    if (!saved || !hasDetail(saved, key)) lines.push({ key, label, to: shopFieldPath(key) })
  const order = saved ? orderSettingsOf(saved) : null
  for (const key of order?.pagos ?? [])
    if (key !== 'efectivo' && order?.[key] === '')
      lines.push({ key, label: PAYMENT_LABELS[key], to: shopFieldPath(key) })
  for (const menu of MENU_CATEGORIES)
    if (!menusWithPictures.has(menu))
      lines.push({
        key: menu,
        label: `Una foto en ${SECTIONS[menu].label}`,
        to: `${SECTIONS[menu].itemsPath}/crear`,
      })
  return lines
}
