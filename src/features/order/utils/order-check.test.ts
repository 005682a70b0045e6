import { describe, expect, it } from 'vitest'
import type { TodayItem, TodayList } from '@/lib/data/today-list'
import { changeText } from './order-change'
import { checkOrder } from './order-check'
import type { OrderItem } from './order'

const row = (id: string, nombre: string, precio: number | null, agotado = false): TodayItem => ({
  id,
  nombre,
  precio,
  nota: '',
  agotado,
})
const list = (...items: TodayItem[]): TodayList => ({ items, actualizado: null })
const item = (id: string, nombre: string, precio: number, menu: OrderItem['menu'] = 'comidas') => ({
  menu,
  id,
  nombre,
  precio,
  cantidad: 2,
})

describe('checkOrder', () => {
  it('keeps what is unchanged and says nothing', () => {
    const items = [item('a', 'Salchipapa', 8000)]
    expect(checkOrder(items, { comidas: list(row('a', 'Salchipapa', 8000)) })).toEqual({
      items,
      changes: [],
    })
  })

  it('leaves out an item gone Agotado, gone from the list or without a price', () => {
    const items = [
      item('a', 'Salchipapa', 8000),
      item('b', 'Perro', 7000),
      item('c', 'Arepa', 4000),
    ]
    const result = checkOrder(items, {
      comidas: list(row('a', 'Salchipapa', 8000, true), row('c', 'Arepa', null)),
    })
    expect(result.items).toEqual([])
    expect(result.changes.map(changeText)).toEqual([
      'Salchipapa se agotó: lo quitamos de tu pedido.',
      'Perro ya no está en la carta de hoy: lo quitamos de tu pedido.',
      'Arepa ya no tiene precio en la carta de hoy: lo quitamos de tu pedido.',
    ])
  })

  it('takes a new price and says so', () => {
    const result = checkOrder([item('a', 'Salchipapa', 8000)], {
      comidas: list(row('a', 'Salchipapa', 9000)),
    })
    expect(result.items).toEqual([item('a', 'Salchipapa', 9000)])
    expect(result.changes.map(changeText)).toEqual([
      'El precio de Salchipapa cambió de $ 8.000 a $ 9.000.',
    ])
  })

  it('finds nothing more when its own result is checked again', () => {
    const lists = {
      comidas: list(row('a', 'Salchipapa', 9000), row('b', 'Perro', 7000, true)),
    }
    const first = checkOrder([item('a', 'Salchipapa', 8000), item('b', 'Perro', 7000)], lists)
    expect(first.changes).toHaveLength(2)
    expect(checkOrder(first.items, lists)).toEqual({ items: first.items, changes: [] })
  })

  it('keeps the items of a menu whose list could not be read', () => {
    const items = [item('a', 'Jugo', 5000, 'bebidas')]
    expect(checkOrder(items, { comidas: list() }).items).toEqual(items)
  })
})
