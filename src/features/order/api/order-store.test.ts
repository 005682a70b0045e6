import type { TodayItem, TodayList } from '@/lib/data/today-list'
import { changeText } from '../utils/order-change'
import {
  addOne,
  applyTodayLists,
  changeDetails,
  changeItems,
  currentOrder,
  forgetChanges,
} from './order-store'

const limonada: TodayItem = {
  id: 'limonada001',
  nombre: 'Limonada de coco',
  precio: 7000,
  nota: '',
  agotado: false,
}
const jugo: TodayItem = { ...limonada, id: 'jugomora001', nombre: 'Jugo de mora', precio: 5000 }
const list = (...items: TodayItem[]): TodayList => ({ items, actualizado: null })
const changed = { bebidas: list({ ...limonada, agotado: true }, { ...jugo, precio: 6000 }) }
const told = () => currentOrder().changes.map(changeText)
const SENTENCES = [
  'Limonada de coco se agotó: lo quitamos de tu pedido.',
  'El precio de Jugo de mora cambió de $ 5.000 a $ 6.000.',
]

describe('the order store and today’s lists', () => {
  beforeEach(() => {
    changeItems(() => [])
    addOne(limonada, 'bebidas')
    addOne(jugo, 'bebidas')
  })

  it('applies a change once and keeps telling the same, however often it is checked', () => {
    expect(applyTodayLists(changed)).toBe(true)
    expect(told()).toEqual(SENTENCES)
    expect(currentOrder().items).toEqual([
      { menu: 'bebidas', id: 'jugomora001', nombre: 'Jugo de mora', precio: 6000, cantidad: 1 },
    ])
    expect(applyTodayLists(changed)).toBe(false)
    expect(applyTodayLists({})).toBe(false)
    expect(told()).toEqual(SENTENCES)
  })

  it('keeps the changes while the visitor fills in the details, forgets them once they change the items or send', () => {
    applyTodayLists(changed)
    changeDetails({ nombre: 'Ana' })
    expect(told()).toEqual(SENTENCES)
    changeItems((items) => items.map((item) => ({ ...item, cantidad: 2 })))
    expect(told()).toEqual([])

    changeItems(() => [])
    addOne(limonada, 'bebidas')
    applyTodayLists(changed)
    expect(told()).toEqual([SENTENCES[0]])
    forgetChanges()
    expect(told()).toEqual([])
  })

  it('leaves the items of other menus as they are', () => {
    expect(applyTodayLists({ comidas: list() })).toBe(false)
    expect(currentOrder().items).toHaveLength(2)
  })
})
