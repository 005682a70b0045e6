import { describe, expect, it } from 'vitest'
import {
  itemCount,
  MAX_QUANTITY,
  missingForMinimum,
  orderTotal,
  productsText,
  quantityOf,
  withOneMore,
  withQuantity,
} from './order'
import { pesos } from './pesos'

const salchipapa = { menu: 'comidas' as const, id: 'a1', nombre: 'Salchipapa', precio: 8000 }
const jugo = { menu: 'bebidas' as const, id: 'a1', nombre: 'Jugo', precio: 5000 }

describe('the order', () => {
  it('adds one at a time, across menus, with the same id in two menus kept apart', () => {
    let items = withOneMore([], salchipapa)
    items = withOneMore(items, salchipapa)
    items = withOneMore(items, jugo)
    expect(quantityOf(items, salchipapa)).toBe(2)
    expect(quantityOf(items, jugo)).toBe(1)
    expect(itemCount(items)).toBe(3)
    expect(orderTotal(items)).toBe(21_000)
  })

  it('removes an item at 0 and caps a quantity', () => {
    const items = withQuantity([], salchipapa, 99)
    expect(quantityOf(items, salchipapa)).toBe(MAX_QUANTITY)
    expect(withQuantity(items, salchipapa, 0)).toEqual([])
  })

  it('says what is missing for the minimum order', () => {
    const items = withQuantity([], salchipapa, 1)
    expect(missingForMinimum(items, 10_000)).toBe(2000)
    expect(missingForMinimum(items, 8000)).toBe(0)
    expect(missingForMinimum(items, 0)).toBe(0)
  })

  it('counts products and writes pesos', () => {
    expect(productsText(1)).toBe('1 producto')
    expect(productsText(3)).toBe('3 productos')
    expect(pesos(24_000)).toBe('$ 24.000')
    expect(pesos(1_250_500)).toBe('$ 1.250.500')
    expect(pesos(500)).toBe('$ 500')
  })
})
