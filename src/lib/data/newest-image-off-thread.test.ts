// @vitest-environment jsdom
import { liveQueriesMayRunInWorker } from '@/lib/firebase'
import { listenNewestImage } from './newest-image-live'
import { listenNewestImageOffThread, type NewestImageMessage } from './newest-image-off-thread'

vi.mock('@/lib/firebase', () => ({ liveQueriesMayRunInWorker: vi.fn(() => true) }))
vi.mock('./newest-image-live', () => ({ listenNewestImage: vi.fn(() => () => undefined) }))

/** Stands in for the browser's Worker: records what the page posts and lets a test answer. */
class FakeWorker extends EventTarget {
  static created: FakeWorker[] = []
  readonly posted: unknown[] = []
  terminated = false
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super()
    FakeWorker.created.push(this)
  }
  postMessage(message: unknown) {
    this.posted.push(message)
  }
  terminate() {
    this.terminated = true
  }
  answer(message: NewestImageMessage) {
    this.dispatchEvent(new MessageEvent('message', { data: message }))
  }
}

const image = { id: 'nueva', url: 'https://img.example/n.webp', fecha: new Date(2026, 10, 1) }

describe('listenNewestImageOffThread', () => {
  beforeEach(() => {
    FakeWorker.created = []
    vi.stubGlobal('Worker', FakeWorker)
    vi.mocked(liveQueriesMayRunInWorker).mockReturnValue(true)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('runs the live query in a module worker and passes its answers on', () => {
    const onImage = vi.fn()
    const onError = vi.fn()
    const stop = listenNewestImageOffThread('misterio', onImage, onError)
    const worker = FakeWorker.created[0]
    expect(worker?.options.type).toBe('module')
    expect(worker?.url.pathname).toMatch(/newest-image\.worker/)
    expect(worker?.posted).toEqual(['misterio'])
    worker?.answer({ type: 'image', image })
    worker?.answer({ type: 'image', image: null })
    expect(onImage.mock.calls).toEqual([[image], [null]])
    worker?.answer({ type: 'error', message: 'sin permiso', code: 'permission-denied' })
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'sin permiso' }))
    expect(onError.mock.calls[0]?.[0]).toHaveProperty('code', 'permission-denied')
    expect(listenNewestImage).not.toHaveBeenCalled()
    stop()
    expect(worker?.terminated).toBe(true)
  })

  it('reports a worker that cannot start (its script failed to load) as a failure', () => {
    const onError = vi.fn()
    listenNewestImageOffThread('misterio', vi.fn(), onError)
    const worker = FakeWorker.created[0]
    worker?.dispatchEvent(new ErrorEvent('error', { message: '' }))
    expect(onError).toHaveBeenCalledWith(expect.any(Error))
    expect(worker?.terminated).toBe(true)
  })

  it('runs the query in the page where a worker may not (App Check on)', () => {
    vi.mocked(liveQueriesMayRunInWorker).mockReturnValue(false)
    const onImage = vi.fn()
    const onError = vi.fn()
    listenNewestImageOffThread('misterio', onImage, onError)
    expect(FakeWorker.created).toEqual([])
    expect(listenNewestImage).toHaveBeenCalledWith('misterio', onImage, onError)
  })
})
