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
  changedAt: 1_000_000,
}

describe('the kept order', () => {
  it('reads back what was kept, within a day', () => {
    expect(fromStoredOrder(toStoredOrder(order), 1_000_000 + KEPT_FOR_MS - 1)).toEqual(order)
  })

  it('expires a day after its last change', () => {
    expect(fromStoredOrder(toStoredOrder(order), 1_000_000 + KEPT_FOR_MS)).toBeNull()
  })

  it('reads nothing from a broken or missing copy, and leaves bad items out', () => {
    expect(fromStoredOrder(null, 0)).toBeNull()
    expect(fromStoredOrder('{no', 0)).toBeNull()
    const bad = JSON.stringify({
      ...order,
      items: [...order.items, { menu: 'misterio', id: 'x', nombre: 'X', precio: 1, cantidad: 1 }],
      details: { entrega: 'otra', pago: 'bitcoin' },
    })
    const read = fromStoredOrder(bad, 1_000_000)
    expect(read?.items).toEqual(order.items)
    expect(read?.details).toEqual(EMPTY_DETAILS)
  })
})
