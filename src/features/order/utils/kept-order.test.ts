import { describe, expect, it } from 'vitest'
import {
  EMPTY_DETAILS,
  fromStoredOrder,
  KEPT_FOR_MS,
  toStoredOrder,
  type KeptOrder,
} from './kept-order'

const order: KeptOrder = {
  items: [{ menu: 'helados', id: 'h1', nombre: 'Cono', precio: 3000, cantidad: 2 }],
  details: { ...EMPTY_DETAILS, entrega: 'domicilio', direccion: 'Calle 3' },
  changes: [
    { menu: 'helados', id: 'h2', nombre: 'Mora', kind: 'agotado' },
    { menu: 'helados', id: 'h1', nombre: 'Cono', kind: 'precio', antes: 2500, ahora: 3000 },
  ],
  changedAt: 1_000_000,
}

describe('the kept order', () => {
  it('reads back what was kept, within a day', () => {
    expect(fromStoredOrder(toStoredOrder(order), 1_000_000 + KEPT_FOR_MS - 1)).toEqual(order)
  })

  it('expires a day after its last change', () => {
    expect(fromStoredOrder(toStoredOrder(order), 1_000_000 + KEPT_FOR_MS)).toBeNull()
  })

  it('reads a copy kept before changes were kept as one without any', () => {
    const older = JSON.stringify({ ...order, changes: undefined })
    expect(fromStoredOrder(older, 1_000_000)?.changes).toEqual([])
  })

  it('reads nothing from a broken or missing copy, and leaves bad items and changes out', () => {
    expect(fromStoredOrder(null, 0)).toBeNull()
    expect(fromStoredOrder('{no', 0)).toBeNull()
    const bad = JSON.stringify({
      ...order,
      items: [...order.items, { menu: 'misterio', id: 'x', nombre: 'X', precio: 1, cantidad: 1 }],
      details: { entrega: 'otra', pago: 'bitcoin' },
      changes: [
        ...order.changes,
        { menu: 'helados', id: 'h3', nombre: 'Chicle', kind: 'precio', antes: '1' },
        { menu: 'helados', id: 'h4', nombre: 'Coco', kind: 'otro' },
        'Mora se agotó',
      ],
    })
    const read = fromStoredOrder(bad, 1_000_000)
    expect(read?.items).toEqual(order.items)
    expect(read?.details).toEqual(EMPTY_DETAILS)
    expect(read?.changes).toEqual(order.changes)
  })
})
