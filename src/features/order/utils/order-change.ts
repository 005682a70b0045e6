import type { MenuName } from '@/config/pages'
import { pesos } from './pesos'

/** What today's lists did to an item of the order since it was added. */
export type OrderChange = { menu: MenuName; id: string; nombre: string } & (
  { kind: 'agotado' | 'fuera' | 'sin-precio' } | { kind: 'precio'; antes: number; ahora: number }
)

/** The one Spanish sentence that tells the visitor about a change. */
export function changeText(change: OrderChange): string {
  switch (change.kind) {
    case 'agotado':
      return `${change.nombre} se agotó: lo quitamos de tu pedido.`
    case 'fuera':
      return `${change.nombre} ya no está en la carta de hoy: lo quitamos de tu pedido.`
    case 'sin-precio':
      return `${change.nombre} ya no tiene precio en la carta de hoy: lo quitamos de tu pedido.`
    case 'precio':
      return `El precio de ${change.nombre} cambió de ${pesos(change.antes)} a ${pesos(change.ahora)}.`
  }
}

const sameItem = (a: OrderChange, b: OrderChange) => a.menu === b.menu && a.id === b.id

/**
 * The changes to show after a new check found `found`: one per item, the newest word on each
 * (a price changed twice goes from the first price to the last; back where it was, nothing to
 * say). A check that finds nothing new leaves them as they were.
 */
export function mergeChanges(
  earlier: readonly OrderChange[],
  found: readonly OrderChange[],
): OrderChange[] {
  let merged = [...earlier]
  for (const change of found) {
    const before = merged.find((candidate) => sameItem(candidate, change))
    let next: OrderChange | null = change
    if (before?.kind === 'precio' && change.kind === 'precio')
      next = before.antes === change.ahora ? null : { ...change, antes: before.antes }
    merged = before
      ? merged.flatMap((candidate) => (candidate === before ? (next ? [next] : []) : [candidate]))
      : [...merged, change]
  }
  return merged
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isMenu = (value: unknown): value is MenuName =>
  typeof value === 'string' && /^(?:comidas|helados|bebidas)$/.test(value)

const isPesos = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0

/** A change as kept on the device, read defensively: null when malformed. */
export function toOrderChange(value: unknown): OrderChange | null {
  if (!isRecord(value)) return null
  const { menu, id, nombre, kind, antes, ahora } = value
  if (!isMenu(menu) || typeof id !== 'string' || typeof nombre !== 'string') return null
  if (kind === 'agotado' || kind === 'fuera' || kind === 'sin-precio')
    return { menu, id, nombre, kind }
  if (kind === 'precio' && isPesos(antes) && isPesos(ahora))
    return { menu, id, nombre, kind, antes, ahora }
  return null
}
