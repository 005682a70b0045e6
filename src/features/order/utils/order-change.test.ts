import { describe, expect, it } from 'vitest'
import { changeText, mergeChanges, toOrderChange, type OrderChange } from './order-change'

const agotado: OrderChange = {
  menu: 'bebidas',
  id: 'l',
  nombre: 'Limonada de coco',
  kind: 'agotado',
}
const precio = (antes: number, ahora: number): OrderChange => ({
  menu: 'bebidas',
  id: 'j',
  nombre: 'Jugo de mora',
  kind: 'precio',
  antes,
  ahora,
})

describe('the changes an order tells of', () => {
  it('says each in one Spanish sentence', () => {
    expect(changeText(agotado)).toBe('Limonada de coco se agotó: lo quitamos de tu pedido.')
    expect(changeText(precio(3000, 3500))).toBe(
      'El precio de Jugo de mora cambió de $ 3.000 a $ 3.500.',
    )
    expect(changeText({ ...agotado, kind: 'sin-precio' })).toBe(
      'Limonada de coco ya no tiene precio en la carta de hoy: lo quitamos de tu pedido.',
    )
    expect(changeText({ ...agotado, kind: 'fuera' })).toBe(
      'Limonada de coco ya no está en la carta de hoy: lo quitamos de tu pedido.',
    )
  })

  it('stays the same when a check finds nothing new', () => {
    const told = [agotado, precio(3000, 3500)]
    expect(mergeChanges(told, [])).toEqual(told)
  })

  it('keeps one per item, from the first price to the last', () => {
    expect(mergeChanges([precio(3000, 3500), agotado], [precio(3500, 4000)])).toEqual([
      precio(3000, 4000),
      agotado,
    ])
    // Back to where it was: nothing left to say about it.
    expect(mergeChanges([precio(3000, 3500), agotado], [precio(3500, 3000)])).toEqual([agotado])
    // Sold out after a new price: the newest word.
    const soldOut: OrderChange = {
      menu: 'bebidas',
      id: 'j',
      nombre: 'Jugo de mora',
      kind: 'agotado',
    }
    expect(mergeChanges([precio(3000, 3500)], [soldOut])).toEqual([soldOut])
  })

  it('reads a kept change defensively', () => {
    expect(toOrderChange(agotado)).toEqual(agotado)
    expect(toOrderChange(precio(1, 2))).toEqual(precio(1, 2))
    expect(toOrderChange({ ...precio(1, 2), ahora: -1 })).toBeNull()
    expect(toOrderChange({ ...agotado, menu: 'misterio' })).toBeNull()
    expect(toOrderChange('Limonada se agotó')).toBeNull()
  })
})
