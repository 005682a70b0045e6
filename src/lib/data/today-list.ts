import type { MenuName } from '@/config/pages'

// "Hoy en la carta": each menu's short text list of what is sold today, stored as the document
// `{menu}/hoy` beside the menu's images, so the menu's one public read brings it along.

/**
 * The attribute of a row's room for an order's button, wherever the list is drawn (the menu's
 * page, its first look); its value is the item's id.
 */
export const ORDER_SLOT_ATTR = 'data-order-slot'

/** The id of the list's document in its menu's collection. */
export const TODAY_LIST_ID = 'hoy'

/** What the rules accept (firestore.rules, isTodayList). */
export const TODAY_LIMITS = {
  items: 30,
  nombre: 60,
  nota: 80,
  precio: 10_000_000,
} as const

export interface TodayItem {
  id: string
  nombre: string
  /** In pesos; null when the staff give none. */
  precio: number | null
  /** A short note ('' when none), e.g. 'Sin azúcar'. */
  nota: string
  agotado: boolean
}

export interface TodayList {
  items: TodayItem[]
  /** When the staff last changed the list (the server's time of that write). */
  actualizado: Date | null
}

export type TodayLists = Record<MenuName, TodayList>

export const EMPTY_TODAY_LIST: TodayList = { items: [], actualizado: null }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value
  if (isRecord(value) && typeof value.toDate === 'function') {
    const date: unknown = value.toDate()
    return date instanceof Date ? date : null
  }
  if (typeof value === 'string') {
    const date = new Date(value)
    return Number.isNaN(date.getTime()) ? null : date
  }
  return null
}

const isPrice = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= TODAY_LIMITS.precio

/**
 * How an item is stored: one line 'id|nombre|precio|nota|agotado' (precio and nota may be empty,
 * agotado '0' or '1'). The rules check a whole list with one pattern over its lines (they cannot
 * loop over maps); names and notes lose any '|' and line break.
 */
export function toStoredItem({ id, nombre, precio, nota, agotado }: TodayItem): string {
  const clean = (text: string) => text.replace(/\s*[|\r\n]+\s*/g, ' ').trim()
  return [
    id,
    clean(nombre),
    precio === null ? '' : String(precio),
    clean(nota),
    agotado ? '1' : '0',
  ].join('|')
}

function toTodayItem(value: unknown): TodayItem | null {
  if (typeof value !== 'string') return null
  const [id, nombre, precio, nota, agotado, ...rest] = value.split('|')
  if (!id || nombre === undefined || agotado === undefined || rest.length > 0) return null
  if (nombre.trim() === '') return null
  const price = precio === '' || precio === undefined ? null : Number(precio)
  return {
    id,
    nombre: nombre.trim(),
    precio: isPrice(price) ? price : null,
    nota: (nota ?? '').trim(),
    agotado: agotado === '1',
  }
}

/** Reads a stored (or saved on the device) list defensively: bad items are left out. */
export function toTodayList(data: unknown): TodayList {
  if (!isRecord(data) || !Array.isArray(data.items)) return EMPTY_TODAY_LIST
  const items = data.items
    .map(toTodayItem)
    .filter((item): item is TodayItem => item !== null)
    .slice(0, TODAY_LIMITS.items)
  return { items, actualizado: toDate(data.actualizado) }
}

/** A new item's id: short, random, what the rules accept. */
export function newTodayItemId(random: () => number = Math.random): string {
  let id = ''
  while (id.length < 10) id += Math.floor(random() * 36).toString(36)
  return id
}

/** What the public sees first: the available items, then the sold-out ones, each in the staff's order. */
export const inServingOrder = (items: readonly TodayItem[]): TodayItem[] => [
  ...items.filter((item) => !item.agotado),
  ...items.filter((item) => item.agotado),
]
