// @vitest-environment jsdom
import { limit as liveLimit, onSnapshot } from 'firebase/firestore'
import { getDocs, limit } from 'firebase/firestore/lite'
import { snapshotOf, storedImage } from '@/testing/firestore-fixtures'
import { HIDDEN_SEARCH_LIMIT } from './newest-shown'
import {
  arrivedNewestImage,
  LIVE_START_DELAY_MS,
  prefetchNewestImage,
  subscribeNewestImage,
} from './newest-image'

vi.mock('@/lib/firebase', () => ({
  firestoreRestTarget: vi.fn(() => null),
  getFirestoreLite: vi.fn(() => Promise.resolve({})),
  getFirestoreLive: vi.fn(() => Promise.resolve({})),
  liveQueriesMayRunInWorker: vi.fn(() => false),
}))
vi.mock('firebase/firestore/lite', () =>
  import('@/testing/firestore-fixtures').then(({ liteQueries }) => liteQueries()),
)
vi.mock('firebase/firestore', () => ({
  collection: vi.fn((_db: unknown, name: string) => name),
  query: vi.fn((collection: string) => collection),
  orderBy: vi.fn(),
  limit: vi.fn(),
  onSnapshot: vi.fn(),
}))
const readDocs = vi.mocked(getDocs)

const snapshot = (docs: ReturnType<typeof storedImage>[]) =>
  snapshotOf<Awaited<ReturnType<typeof getDocs>>>(docs)

/** A stored image the staff hid. */
const hiddenImage = (id: string, numero: number): ReturnType<typeof storedImage> => ({
  id,
  data: () => ({ ...storedImage(id, numero).data(), oculto: true }),
})

describe('subscribeNewestImage', () => {
  type Listener = (snapshot: { docs: ReturnType<typeof storedImage>[] }) => void
  let live: Listener | undefined
  const listen = vi.mocked(onSnapshot)

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    readDocs.mockReset()
    vi.mocked(limit).mockClear()
    vi.mocked(liveLimit).mockClear()
    live = undefined
    listen.mockReset().mockImplementation(((_query: unknown, next: Listener) => {
      live = next
      return () => undefined
    }) as unknown as typeof onSnapshot)
  })
  afterEach(() => vi.useRealTimers())

  it('shows the one-shot answer first, then follows the live query, started a while later', async () => {
    readDocs.mockResolvedValue(snapshot([storedImage('rapida', 1)]))
    const onImage = vi.fn()
    const stop = subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.waitFor(() => expect(onImage).toHaveBeenCalledTimes(1))
    expect(onImage.mock.calls[0]?.[0]).toMatchObject({ id: 'rapida' })
    await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS - 1)
    expect(listen).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await vi.waitFor(() => expect(live).toBeDefined())
    live?.({ docs: [storedImage('en-vivo', 2)] })
    expect(onImage.mock.calls[1]?.[0]).toMatchObject({ id: 'en-vivo' })
    stop()
  })

  it('ignores a one-shot answer that comes after the live one', async () => {
    let answer: (value: Awaited<ReturnType<typeof getDocs>>) => void = () => undefined
    readDocs.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const onImage = vi.fn()
    subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS)
    await vi.waitFor(() => expect(live).toBeDefined())
    live?.({ docs: [storedImage('en-vivo', 2)] })
    answer(snapshot([storedImage('vieja', 1)]))
    await vi.advanceTimersByTimeAsync(10)
    expect(onImage.mock.calls.map(([image]) => (image as { id: string }).id)).toEqual(['en-vivo'])
  })

  it('tells what a read started ahead answered once it has arrived, and still hands it over', async () => {
    readDocs.mockResolvedValueOnce(snapshot([storedImage('llegada', 1)]))
    const early = prefetchNewestImage('misterio')
    expect(arrivedNewestImage('misterio')).toBeUndefined()
    await early
    expect(arrivedNewestImage('misterio')?.id).toBe('llegada')
    const onImage = vi.fn()
    subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.waitFor(() =>
      expect(onImage).toHaveBeenCalledWith(expect.objectContaining({ id: 'llegada' })),
    )
    expect(readDocs).toHaveBeenCalledTimes(1)
    expect(arrivedNewestImage('misterio')).toBeUndefined()
  })

  it('takes over a read started ahead instead of reading again', async () => {
    readDocs.mockResolvedValueOnce(snapshot([storedImage('temprana', 1)]))
    await expect(prefetchNewestImage('misterio')).resolves.toMatchObject({ id: 'temprana' })
    const onImage = vi.fn()
    subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.waitFor(() => expect(onImage).toHaveBeenCalledTimes(1))
    expect(onImage.mock.calls[0]?.[0]).toMatchObject({ id: 'temprana' })
    expect(readDocs).toHaveBeenCalledTimes(1)
  })

  it('starts nothing live once unsubscribed before the wait is over', async () => {
    readDocs.mockResolvedValue(snapshot([storedImage('rapida', 1)]))
    const stop = subscribeNewestImage('misterio', vi.fn(), vi.fn())
    stop()
    await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS * 2)
    expect(listen).not.toHaveBeenCalled()
  })

  it('leaves failures to the live query, which starts at once and reports them', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    readDocs.mockRejectedValue(new Error('Failed to fetch'))
    const failure = new Error('unavailable')
    listen.mockImplementation(((_query: unknown, _next: unknown, error: (e: Error) => void) => {
      error(failure)
      return () => undefined
    }) as unknown as typeof onSnapshot)
    const onImage = vi.fn()
    const onError = vi.fn()
    subscribeNewestImage('misterio', onImage, onError)
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith(failure))
    expect(onImage).not.toHaveBeenCalled()
  })

  it('looks further back when the newest image is hidden, and shows the newest shown one', async () => {
    readDocs
      .mockResolvedValueOnce(snapshot([hiddenImage('oculta', 3)]))
      .mockResolvedValueOnce(
        snapshot([hiddenImage('oculta', 3), hiddenImage('otra', 2), storedImage('vista', 1)]),
      )
    const onImage = vi.fn()
    subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.waitFor(() => expect(onImage).toHaveBeenCalledTimes(1))
    expect(onImage.mock.calls[0]?.[0]).toMatchObject({ id: 'vista' })
    expect(vi.mocked(limit).mock.calls).toEqual([[1], [HIDDEN_SEARCH_LIMIT]])
  })

  it('shows nothing when every image is hidden', async () => {
    readDocs
      .mockResolvedValueOnce(snapshot([hiddenImage('oculta', 1)]))
      .mockResolvedValueOnce(snapshot([hiddenImage('oculta', 1)]))
    const onImage = vi.fn()
    subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.waitFor(() => expect(onImage).toHaveBeenCalledWith(null))
  })

  it('live, follows a longer stretch once the newest is hidden, and shows the newest shown one', async () => {
    readDocs.mockResolvedValue(snapshot([storedImage('vista', 1)]))
    const onImage = vi.fn()
    subscribeNewestImage('misterio', onImage, vi.fn())
    await vi.advanceTimersByTimeAsync(LIVE_START_DELAY_MS)
    await vi.waitFor(() => expect(live).toBeDefined())
    expect(vi.mocked(liveLimit).mock.calls).toEqual([[1]])
    const first = live
    first?.({ docs: [hiddenImage('vista', 1)] })
    await vi.waitFor(() => expect(live).not.toBe(first))
    expect(vi.mocked(liveLimit).mock.calls).toEqual([[1], [HIDDEN_SEARCH_LIMIT]])
    live?.({ docs: [hiddenImage('vista', 2), storedImage('anterior', 1)] })
    expect(onImage.mock.calls.map(([image]) => (image as { id: string } | null)?.id)).toEqual([
      'vista',
      'anterior',
    ])
  })
})
