import type { TodayItem } from '@/lib/data/today-list'
import {
  addItem,
  editItem,
  movedIds,
  removeItem,
  reorder,
  restoreItem,
  setSoldOut,
  type TodayChange,
} from './today-list-changes'

const item = (id: string, extra: Partial<TodayItem> = {}): TodayItem => ({
  id,
  nombre: id,
  precio: null,
  nota: '',
  agotado: false,
  ...extra,
})
const ids = (items: TodayItem[]) => items.map((it) => it.id)
const LIST = [item('mora'), item('coco'), item('chicle')]

describe("today's list changes", () => {
  it.each<[string, TodayChange]>([
    ['setSoldOut', setSoldOut('coco', true)],
    ['editItem', editItem(item('coco', { nombre: 'Coco rallado', precio: 7000 }))],
    ['addItem', addItem(item('limon'))],
    ['restoreItem', restoreItem(item('limon'), 1)],
    ['removeItem', removeItem('coco')],
    ['reorder', reorder(['chicle', 'mora', 'coco'])],
  ])('%s gives the same list applied once or twice', (_, change) => {
    expect(change(change(LIST))).toEqual(change(LIST))
  })

  it('marks one item sold out and back, leaving the others', () => {
    const soldOut = setSoldOut('coco', true)(LIST)
    expect(soldOut.map((it) => it.agotado)).toEqual([false, true, false])
    expect(setSoldOut('coco', false)(soldOut)).toEqual(LIST)
  })

  it('keeps the availability a phone set meanwhile when another edits the name', () => {
    const server = setSoldOut('coco', true)(LIST)
    const edited = editItem(item('coco', { nombre: 'Coco rallado' }))(server)
    expect(edited[1]).toEqual(item('coco', { nombre: 'Coco rallado', agotado: true }))
  })

  it('adds at the end and puts a removed item back where it was', () => {
    expect(ids(addItem(item('limon'))(LIST))).toEqual(['mora', 'coco', 'chicle', 'limon'])
    const removed = removeItem('coco')(LIST)
    expect(ids(removed)).toEqual(['mora', 'chicle'])
    expect(restoreItem(item('coco'), 1)(removed)).toEqual(LIST)
  })

  it('reorders by the order the staff saw, items added meanwhile at the end', () => {
    const server = [...LIST, item('limon')]
    expect(ids(reorder(['coco', 'mora', 'chicle'])(server))).toEqual([
      'coco',
      'mora',
      'chicle',
      'limon',
    ])
  })

  it('moves one place up or down, and not past either end', () => {
    expect(movedIds(LIST, 'coco', -1)).toEqual(['coco', 'mora', 'chicle'])
    expect(movedIds(LIST, 'coco', 1)).toEqual(['mora', 'chicle', 'coco'])
    expect(movedIds(LIST, 'mora', -1)).toEqual(['mora', 'coco', 'chicle'])
    expect(movedIds(LIST, 'chicle', 1)).toEqual(['mora', 'coco', 'chicle'])
  })
})
