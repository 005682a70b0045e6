import type { ImageDocument } from '@/lib/data/image-document'
import { moveChanges } from './menu-order'

const image = (id: string, orden?: number): ImageDocument => ({
  id,
  url: `https://img.example/${id}.webp`,
  fecha: null,
  ...(orden === undefined ? {} : { orden }),
})

/** The list's ordens after the changes, by id. */
function ordenAfter(images: ImageDocument[], changes: ReturnType<typeof moveChanges>) {
  const byId = new Map(images.map((i) => [i.id, i.orden]))
  for (const change of changes) byId.set(change.id, change.orden)
  return Object.fromEntries(byId)
}

describe('moveChanges', () => {
  const numbered = [image('a', 1), image('b', 2), image('c', 5), image('d', 1_700_000_000_000)]

  it('swaps the orden of the two neighbours, and writes nothing else', () => {
    expect(moveChanges(numbered, 1, 'down')).toEqual([
      { id: 'b', orden: 5 },
      { id: 'c', orden: 2 },
    ])
    expect(moveChanges(numbered, 3, 'up')).toEqual([
      { id: 'd', orden: 5 },
      { id: 'c', orden: 1_700_000_000_000 },
    ])
  })

  it('does nothing past either end', () => {
    expect(moveChanges(numbered, 0, 'up')).toEqual([])
    expect(moveChanges(numbered, 3, 'down')).toEqual([])
    expect(moveChanges(numbered, 7, 'up')).toEqual([])
  })

  it('numbers the whole list 1..n in its current order when an image lacks orden', () => {
    const mixed = [image('a', 3), image('b', 8), image('c'), image('d')]
    const changes = moveChanges(mixed, 2, 'down')
    expect(ordenAfter(mixed, changes)).toEqual({ a: 1, b: 2, c: 4, d: 3 })
    expect(changes.map((c) => c.id).sort()).toEqual(['a', 'b', 'c', 'd'])
  })

  it('numbers a list without any orden, writing only what changes', () => {
    const old = [image('a'), image('b'), image('c')]
    expect(ordenAfter(old, moveChanges(old, 0, 'down'))).toEqual({ a: 2, b: 1, c: 3 })
    const partly = [image('a', 1), image('b', 2), image('c')]
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(moveChanges(partly, 1, 'up').sort(byId)).toEqual([
      { id: 'a', orden: 2 },
      { id: 'b', orden: 1 },
      { id: 'c', orden: 3 },
    ])
  })

  it('numbers the list again when two images share an orden (a swap would change nothing)', () => {
    const tied = [image('a', 1), image('b', 7), image('c', 7)]
    expect(ordenAfter(tied, moveChanges(tied, 2, 'up'))).toEqual({ a: 1, b: 3, c: 2 })
  })
})
