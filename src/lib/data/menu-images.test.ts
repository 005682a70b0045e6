// @vitest-environment jsdom
import { getDocs } from 'firebase/firestore/lite'
import { snapshotOf, storedImage } from '@/testing/firestore-fixtures'
import { readCachedMenu, saveCachedMenu } from './menu-cache'
import { fetchMenuImages, prefetchMenuImages, takeArrivedMenuImages } from './menu-images'
import { EMPTY_TODAY_LIST } from './today-list'

vi.mock('@/lib/firebase', () => ({
  firestoreRestTarget: vi.fn(() => null),
  getFirestoreLite: vi.fn(() => Promise.resolve({})),
}))
vi.mock('firebase/firestore/lite', () =>
  import('@/testing/firestore-fixtures').then(({ liteQueries }) => liteQueries()),
)
const readDocs = vi.mocked(getDocs)

type StoredDocument = { id: string; data: () => Record<string, unknown> }

const snapshot = (docs: StoredDocument[]) =>
  snapshotOf<Awaited<ReturnType<typeof getDocs>>>(docs as ReturnType<typeof storedImage>[])

/** The menu's `hoy` document, read in the same request as its images. */
const storedTodayList = {
  id: 'hoy',
  data: () => ({
    items: ['mora000001|Mora|8000||1', 'coco000001|Coco||Con trozos|0'],
    actualizado: { toDate: () => new Date('2026-01-02T15:00:00.000Z') },
  }),
}

const saved = { id: 'guardado', url: 'https://img.example/guardado.webp', fecha: null }

describe('fetchMenuImages', () => {
  beforeEach(() => {
    localStorage.clear()
    readDocs.mockReset()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  })

  it('reads the menu in menu order and saves it on the device', async () => {
    readDocs.mockResolvedValue(snapshot([storedImage('b', 2), storedImage('a', 1)]))
    const result = await fetchMenuImages('comidas')
    expect(result.source).toBe('network')
    expect(result.images.map((image) => image.id)).toEqual(['a', 'b'])
    expect((await readCachedMenu('comidas'))?.images).toEqual(result.images)
    expect(result.today).toEqual(EMPTY_TODAY_LIST)
  })

  it("takes today's list from the same read, not as an image, and saves it too", async () => {
    readDocs.mockResolvedValue(snapshot([storedImage('a', 1), storedTodayList]))
    const result = await fetchMenuImages('helados')
    expect(result.images.map((image) => image.id)).toEqual(['a'])
    expect(result.today).toEqual({
      items: [
        { id: 'mora000001', nombre: 'Mora', precio: 8000, nota: '', agotado: true },
        { id: 'coco000001', nombre: 'Coco', precio: null, nota: 'Con trozos', agotado: false },
      ],
      actualizado: new Date('2026-01-02T15:00:00.000Z'),
    })
    expect(readDocs).toHaveBeenCalledTimes(1)
    expect((await readCachedMenu('helados'))?.today).toEqual(result.today)
  })

  it('leaves out the images the staff hid, also from the copy saved on the device', async () => {
    const hidden: ReturnType<typeof storedImage> = {
      id: 'oculta',
      data: () => ({ ...storedImage('oculta', 2).data(), oculto: true }),
    }
    readDocs.mockResolvedValue(snapshot([storedImage('b', 3), hidden, storedImage('a', 1)]))
    const result = await fetchMenuImages('bebidas')
    expect(result.images.map((image) => image.id)).toEqual(['a', 'b'])
    expect((await readCachedMenu('bebidas'))?.images.map((image) => image.id)).toEqual(['a', 'b'])
  })

  it('returns the saved list when the read fails', async () => {
    await saveCachedMenu('helados', [saved])
    readDocs.mockRejectedValue(new Error('Failed to fetch'))
    await expect(fetchMenuImages('helados')).resolves.toEqual({
      images: [saved],
      today: EMPTY_TODAY_LIST,
      source: 'device',
    })
    expect(console.warn).toHaveBeenCalled()
  })

  it('throws the error when the read fails and nothing is saved', async () => {
    readDocs.mockRejectedValue(new Error('Failed to fetch'))
    await expect(fetchMenuImages('helados')).rejects.toThrow('Failed to fetch')
  })

  it('does not wait longer than the timeout, and keeps a late answer for next time', async () => {
    await saveCachedMenu('bebidas', [saved])
    let answer: (value: Awaited<ReturnType<typeof getDocs>>) => void = () => undefined
    readDocs.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const result = await fetchMenuImages('bebidas', 20)
    expect(result).toEqual({ images: [saved], today: EMPTY_TODAY_LIST, source: 'device' })

    answer(snapshot([storedImage('tarde', 1)]))
    await vi.waitFor(async () =>
      expect((await readCachedMenu('bebidas'))?.images.map((image) => image.id)).toEqual(['tarde']),
    )
  })

  it('gives up after the timeout when nothing is saved', async () => {
    readDocs.mockReturnValue(new Promise(() => undefined))
    await expect(fetchMenuImages('bebidas', 20)).rejects.toThrow(/20 ms/)
  })
})

describe('prefetchMenuImages', () => {
  beforeEach(() => {
    localStorage.clear()
    readDocs.mockReset()
  })

  it('hands its read over to the next fetchMenuImages of that menu, once', async () => {
    readDocs.mockResolvedValueOnce(snapshot([storedImage('temprano', 1)]))
    readDocs.mockResolvedValueOnce(snapshot([storedImage('despues', 1)]))
    const early = await prefetchMenuImages('helados')
    expect(early?.images.map((image) => image.id)).toEqual(['temprano'])
    const first = await fetchMenuImages('helados')
    expect(first.images.map((image) => image.id)).toEqual(['temprano'])
    const second = await fetchMenuImages('helados')
    expect(second.images.map((image) => image.id)).toEqual(['despues'])
    expect(readDocs).toHaveBeenCalledTimes(2)
  })

  it('resolves with null when the early read fails; the page then reads again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    readDocs.mockRejectedValueOnce(new Error('Failed to fetch'))
    await expect(prefetchMenuImages('bebidas')).resolves.toBeNull()
    await expect(fetchMenuImages('bebidas')).rejects.toThrow('Failed to fetch')
    readDocs.mockResolvedValueOnce(snapshot([storedImage('otra', 1)]))
    const retried = await fetchMenuImages('bebidas')
    expect(retried.images.map((image) => image.id)).toEqual(['otra'])
  })

  it('hands an arrived answer over at once, once, and none before it arrives', async () => {
    readDocs.mockResolvedValueOnce(snapshot([storedImage('llegado', 1)]))
    readDocs.mockResolvedValueOnce(snapshot([storedImage('despues', 1)]))
    const early = prefetchMenuImages('helados')
    expect(takeArrivedMenuImages('helados')).toBeNull()
    await early
    expect(takeArrivedMenuImages('helados')?.images.map((image) => image.id)).toEqual(['llegado'])
    expect(takeArrivedMenuImages('helados')).toBeNull()
    const next = await fetchMenuImages('helados')
    expect(next.images.map((image) => image.id)).toEqual(['despues'])
  })

  it('hands no answer over when the early read failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    readDocs.mockRejectedValueOnce(new Error('Failed to fetch'))
    await prefetchMenuImages('bebidas')
    expect(takeArrivedMenuImages('bebidas')).toBeNull()
  })

  it('is not handed over once it is older than half a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      readDocs.mockResolvedValueOnce(snapshot([storedImage('viejo', 1)]))
      readDocs.mockResolvedValueOnce(snapshot([storedImage('nuevo', 1)]))
      await prefetchMenuImages('comidas')
      vi.setSystemTime(Date.now() + 31_000)
      const result = await fetchMenuImages('comidas')
      expect(result.images.map((image) => image.id)).toEqual(['nuevo'])
    } finally {
      vi.useRealTimers()
    }
  })
})
