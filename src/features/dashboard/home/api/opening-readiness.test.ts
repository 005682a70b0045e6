import { beforeEach, describe, expect, it, vi } from 'vitest'
import { readDocuments } from '@/lib/data/read-documents'
import { MENU_READ_LIMIT } from '@/lib/data/menu-images'
import { menusWithPictures } from './opening-readiness'

vi.mock('@/lib/data/read-documents', () => ({ readDocument: vi.fn(), readDocuments: vi.fn() }))

const picture = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  data: { url: `https://example.test/${id}.webp`, nombre: `${id}.png`, fecha: 1, ...extra },
})
const todayList = { id: 'hoy', data: { items: [], actualizado: 1 } }

/** What each menu holds, as its first `limit` documents. */
function menus(documents: Record<string, { id: string; data: Record<string, unknown> }[]>) {
  vi.mocked(readDocuments).mockImplementation(({ collection, limit }) =>
    Promise.resolve((documents[collection] ?? []).slice(0, limit)),
  )
}

describe('menusWithPictures', () => {
  beforeEach(() => {
    vi.mocked(readDocuments).mockReset()
  })

  it('reads a few documents of each menu when they show a picture', async () => {
    menus({
      comidas: [picture('a'), picture('b')],
      helados: [todayList, picture('c')],
      bebidas: [picture('d')],
    })
    expect(await menusWithPictures()).toEqual(new Set(['comidas', 'helados', 'bebidas']))
    expect(vi.mocked(readDocuments).mock.calls.map(([request]) => request.limit)).toEqual([3, 3, 3])
  })

  it('reads the whole menu only where its first documents show none; hidden ones do not count', async () => {
    menus({
      comidas: [picture('a')],
      helados: [
        todayList,
        picture('h1', { oculto: true }),
        picture('h2', { oculto: true }),
        picture('c'),
      ],
      bebidas: [todayList, picture('b1', { oculto: true })],
    })
    expect(await menusWithPictures()).toEqual(new Set(['comidas', 'helados']))
    const whole = vi
      .mocked(readDocuments)
      .mock.calls.filter(([request]) => request.limit === MENU_READ_LIMIT)
      .map(([request]) => request.collection)
    expect(whole.sort()).toEqual(['bebidas', 'helados'])
  })
})
