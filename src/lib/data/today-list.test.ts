import {
  EMPTY_TODAY_LIST,
  inServingOrder,
  newTodayItemId,
  toStoredItem,
  toTodayList,
  type TodayItem,
} from './today-list'

const item = (id: string, agotado = false): TodayItem => ({
  id,
  nombre: id,
  precio: null,
  nota: '',
  agotado,
})

describe('toTodayList', () => {
  it('reads a stored list, with its time, leaving bad items out', () => {
    const actualizado = new Date('2026-11-25T15:00:00Z')
    const list = toTodayList({
      items: [
        'mora000001| Mora |8000||1',
        'coco000001|Coco||Con trozos|0',
        'maracuya01|Maracuyá|-5||0',
        '|Sin id|||0',
        'vacio00001|   |||0',
        'doble00001|Doble|||0|extra',
        { id: 'mapa000001', nombre: 'Mapa', agotado: false },
      ],
      actualizado: { toDate: () => actualizado },
    })
    expect(list).toEqual({
      items: [
        { id: 'mora000001', nombre: 'Mora', precio: 8000, nota: '', agotado: true },
        { id: 'coco000001', nombre: 'Coco', precio: null, nota: 'Con trozos', agotado: false },
        { id: 'maracuya01', nombre: 'Maracuyá', precio: null, nota: '', agotado: false },
      ],
      actualizado,
    })
  })

  it('reads a copy saved on the device (an ISO date) and nothing as an empty list', () => {
    expect(toTodayList({ items: [], actualizado: '2026-11-25T15:00:00.000Z' }).actualizado).toEqual(
      new Date('2026-11-25T15:00:00.000Z'),
    )
    expect(toTodayList(undefined)).toEqual(EMPTY_TODAY_LIST)
    expect(toTodayList({ items: 'Mora' })).toEqual(EMPTY_TODAY_LIST)
  })
})

describe('toStoredItem', () => {
  it('writes one line the rules check: empty price and note, agotado as 0 or 1', () => {
    expect(toStoredItem(item('mora000001'))).toBe('mora000001|mora000001|||0')
    expect(toStoredItem({ ...item('coco000001', true), precio: 0, nota: ' Con trozos ' })).toBe(
      'coco000001|coco000001|0|Con trozos|1',
    )
  })

  it('keeps a name or note from breaking the line, and reads back what it wrote', () => {
    const tricky = { ...item('raro000001'), nombre: 'Mora | fresa\nmix', nota: 'a|b', precio: 8000 }
    const stored = toStoredItem(tricky)
    expect(stored).toBe('raro000001|Mora fresa mix|8000|a b|0')
    expect(toTodayList({ items: [stored] }).items[0]).toEqual({
      ...tricky,
      nombre: 'Mora fresa mix',
      nota: 'a b',
    })
  })
})

describe('inServingOrder', () => {
  it('puts the available items first and the sold-out ones after, each in the staff order', () => {
    const items = [item('a', true), item('b'), item('c', true), item('d')]
    expect(inServingOrder(items).map((it) => it.id)).toEqual(['b', 'd', 'a', 'c'])
  })
})

describe('newTodayItemId', () => {
  it('makes ids the rules accept, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newTodayItemId()))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]{6,16}$/)
  })
})
