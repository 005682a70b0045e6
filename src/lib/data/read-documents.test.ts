import { getDocs, limit, orderBy } from 'firebase/firestore/lite'
import { firestoreRestTarget } from '@/lib/firebase'
import { readDocuments } from './read-documents'

vi.mock('@/lib/firebase', () => ({
  firestoreRestTarget: vi.fn(),
  getFirestoreLite: vi.fn(() => Promise.resolve({})),
}))
vi.mock('firebase/firestore/lite', () => ({
  collection: vi.fn((_db: unknown, name: string) => name),
  query: vi.fn((collection: string, ...constraints: unknown[]) => ({ collection, constraints })),
  orderBy: vi.fn((field: string, direction: string) => `${field} ${direction}`),
  limit: vi.fn((count: number) => `limit ${count}`),
  getDocs: vi.fn(),
}))

const target = { origin: 'http://127.0.0.1:8080', projectId: 'demo-p', apiKey: 'k' }

describe('readDocuments', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.mocked(getDocs).mockReset()
  })

  it('reads through the REST API, with no SDK, when it may', async () => {
    vi.mocked(firestoreRestTarget).mockReturnValue(target)
    const body = JSON.stringify({
      documents: [
        {
          name: 'projects/demo-p/databases/(default)/documents/cono-gratis/7',
          fields: { numero: { integerValue: '7' } },
        },
      ],
    })
    const fetchMock = vi.fn(() => Promise.resolve(new Response(body)))
    vi.stubGlobal('fetch', fetchMock)
    await expect(
      readDocuments({ collection: 'cono-gratis', newestBy: 'fecha', limit: 60 }),
    ).resolves.toEqual([{ id: '7', data: { numero: 7 } }])
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(getDocs).not.toHaveBeenCalled()
  })

  it('uses the light SDK, with the same order and limit, when REST may not be used', async () => {
    vi.mocked(firestoreRestTarget).mockReturnValue(null)
    const doc = { id: '7', data: () => ({ numero: 7 }) }
    vi.mocked(getDocs).mockResolvedValue({ docs: [doc] } as unknown as Awaited<
      ReturnType<typeof getDocs>
    >)
    await expect(
      readDocuments({ collection: 'cono-gratis', newestBy: 'fecha', limit: 60 }),
    ).resolves.toEqual([{ id: '7', data: { numero: 7 } }])
    expect(getDocs).toHaveBeenCalledWith({
      collection: 'cono-gratis',
      constraints: ['fecha desc', 'limit 60'],
    })
    expect(orderBy).toHaveBeenCalledWith('fecha', 'desc')
    expect(limit).toHaveBeenCalledWith(60)
  })
})
