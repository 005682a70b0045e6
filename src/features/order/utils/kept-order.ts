import type { MenuName } from '@/config/pages'
import { isPaymentKey, type PaymentKey } from '@/lib/shop/order-settings'
import { toOrderChange, type OrderChange } from './order-change'
import { MAX_QUANTITY, type OrderItem } from './order'

/** How the visitor fills in the sheet: kept with the items, so nothing typed is lost. */
export interface OrderDetails {
  entrega: 'recoger' | 'domicilio'
  direccion: string
  referencia: string
  nombre: string
  pago: PaymentKey | ''
  nota: string
}

export interface KeptOrder {
  items: OrderItem[]
  details: OrderDetails
  /**
   * What today's lists changed in it since the visitor last touched its items (said on the sheet
   * and the bar until they change the order or send it).
   */
  changes: OrderChange[]
  /** When it last changed (ms): a kept order lasts a day from then. */
  changedAt: number
}

/** How long an order is kept on the device after its last change. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000

export const EMPTY_DETAILS: OrderDetails = {
  entrega: 'recoger',
  direccion: '',
  referencia: '',
  nombre: '',
  pago: '',
  nota: '',
}

/** The most a typed field keeps (the message stays short enough for any phone). */
export const DETAIL_LIMITS = { direccion: 120, referencia: 120, nombre: 60, nota: 300 } as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isMenu = (value: unknown): value is MenuName =>
  typeof value === 'string' && /^(?:comidas|helados|bebidas)$/.test(value)

function toItem(value: unknown): OrderItem | null {
  if (!isRecord(value)) return null
  const { menu, id, nombre, precio, cantidad } = value
  if (!isMenu(menu) || typeof id !== 'string' || typeof nombre !== 'string') return null
  if (typeof precio !== 'number' || !Number.isInteger(precio) || precio < 0) return null
  if (typeof cantidad !== 'number' || !Number.isInteger(cantidad)) return null
  if (cantidad < 1 || cantidad > MAX_QUANTITY) return null
  return { menu, id, nombre, precio, cantidad }
}

function toDetails(value: unknown): OrderDetails {
  if (!isRecord(value)) return EMPTY_DETAILS
  const text = (key: keyof typeof DETAIL_LIMITS) =>
    typeof value[key] === 'string' ? value[key].slice(0, DETAIL_LIMITS[key]) : ''
  return {
    entrega: value.entrega === 'domicilio' ? 'domicilio' : 'recoger',
    direccion: text('direccion'),
    referencia: text('referencia'),
    nombre: text('nombre'),
    pago: isPaymentKey(value.pago) ? value.pago : '',
    nota: text('nota'),
  }
}

/** The order as kept on the device. */
export const toStoredOrder = (order: KeptOrder): string => JSON.stringify(order)

/**
 * Reads a kept order defensively: malformed items and changes are left out; an order older than a day
 * (or stamped in the future) is expired and reads as none.
 */
export function fromStoredOrder(text: string | null, now: number): KeptOrder | null {
  if (text === null) return null
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(data) || typeof data.changedAt !== 'number') return null
  const age = now - data.changedAt
  if (age < 0 || age >= KEPT_FOR_MS) return null
  const items = Array.isArray(data.items)
    ? data.items.map(toItem).filter((item): item is OrderItem => item !== null)
    : []
  const changes = Array.isArray(data.changes)
    ? data.changes.map(toOrderChange).filter((change): change is OrderChange => change !== null)
    : []
  return { items, details: toDetails(data.details), changes, changedAt: data.changedAt }
}
