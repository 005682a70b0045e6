// @vitest-environment jsdom
import { FIRST_LOOK_WAIT_MS } from '@/config/page-loader'
import { FIRST_LOOK_IMAGE } from '@/lib/images/first-look-image'
import {
  listedAppFiles,
  LOADER_FADE_WAIT_MS,
  PAINT_REPORT_WAIT_MS,
  startApp,
  whenFirstLookShown,
  whenPaintReported,
} from './app-start'
import { lazyPageAt } from './lazy-pages'

const boot = vi.hoisted(() => vi.fn(() => Promise.resolve()))
vi.mock('./boot', () => ({ boot }))
const loadPage = vi.hoisted(() => vi.fn(() => Promise.reject(new Error('sin conexión'))))
vi.mock('./lazy-pages', () => ({
  lazyPageAt: vi.fn((path: string) => (path === 'cono-gratis' ? loadPage : undefined)),
}))

const listFiles = (files: unknown) => {
  document.head.innerHTML = `<script type="application/json" id="app-files">${JSON.stringify(files)}</script>`
}
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  )

describe('startApp', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    vi.clearAllMocks()
    // jsdom knows no module preloads; the browsers the site serves do.
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation(
      (token) => token === 'modulepreload',
    )
  })
  afterEach(() => vi.restoreAllMocks())

  /** Lets the listed files' preloads report `event`, as the browser does once each has arrived. */
  const preloadsReport = (event: 'load' | 'error') =>
    document.head
      .querySelectorAll('link[rel="modulepreload"]')
      .forEach((link) => link.dispatchEvent(new Event(event)))

  it('on a first-look page, downloads every listed file at once, then boots the app', async () => {
    listFiles(['/assets/app.js', '/assets/cono-gratis.js'])
    const started = startApp('/cono-gratis')
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/app.js', '/assets/cono-gratis.js']))
    expect(boot).not.toHaveBeenCalled()
    preloadsReport('load')
    await started
    expect(loadPage).not.toHaveBeenCalled()
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it('where the browser cannot preload modules, boots at once: the imports fetch the files', async () => {
    vi.mocked(DOMTokenList.prototype.supports).mockReturnValue(false)
    listFiles(['/assets/app.js'])
    await startApp('/cono-gratis')
    expect(preloads()).toEqual([])
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it('boots once the files have failed too: the import then reports the failure', async () => {
    listFiles(['/assets/app.js'])
    const started = startApp('/cono-gratis')
    await vi.waitFor(() => expect(preloads()).toHaveLength(1))
    preloadsReport('error')
    await started
    expect(boot).toHaveBeenCalledTimes(1)
  })

  describe('with a spinner fading over the first look', () => {
    beforeEach(() => vi.useFakeTimers())
    afterEach(() => vi.useRealTimers())

    it('runs the app once the spinner is gone, its files there', async () => {
      listFiles(['/assets/app.js'])
      let removeSpinner = () => {}
      const loaderGone = new Promise<void>((resolve) => (removeSpinner = resolve))
      void startApp('/comidas', loaderGone)
      await vi.advanceTimersByTimeAsync(0)
      preloadsReport('load')
      await vi.advanceTimersByTimeAsync(LOADER_FADE_WAIT_MS / 2)
      expect(boot).not.toHaveBeenCalled()
      removeSpinner()
      await vi.advanceTimersByTimeAsync(0)
      expect(boot).toHaveBeenCalledTimes(1)
    })

    it('asks for each listed file in a task of its own, none in the caller’s', () => {
      listFiles(['/assets/react.js', '/assets/router.js', '/assets/app.js'])
      void startApp('/comidas')
      expect(preloads()).toEqual([])
      vi.advanceTimersToNextTimer()
      expect(preloads()).toEqual(['/assets/react.js'])
      vi.advanceTimersToNextTimer()
      expect(preloads()).toEqual(['/assets/react.js', '/assets/router.js'])
    })

    it('waits no longer than LOADER_FADE_WAIT_MS from the start of the download', async () => {
      listFiles(['/assets/app.js'])
      void startApp('/comidas', new Promise(() => undefined))
      await vi.advanceTimersByTimeAsync(LOADER_FADE_WAIT_MS - 1)
      preloadsReport('load')
      await vi.advanceTimersByTimeAsync(0)
      expect(boot).not.toHaveBeenCalled()
      await vi.advanceTimersByTimeAsync(1)
      expect(boot).toHaveBeenCalledTimes(1)
    })
  })

  it("elsewhere, asks for the lazy page's code beside the app, and lets the router retry", async () => {
    await startApp('/cono-gratis/')
    expect(lazyPageAt).toHaveBeenCalledWith('cono-gratis')
    expect(loadPage).toHaveBeenCalledTimes(1)
    expect(preloads()).toEqual([])
    expect(boot).toHaveBeenCalledTimes(1)
  })

  it('reads only strings from the list, and nothing without one', () => {
    listFiles(['/assets/a.js', 3, null])
    expect(listedAppFiles()).toEqual(['/assets/a.js'])
    listFiles({ not: 'a list' })
    expect(listedAppFiles()).toEqual([])
    document.head.innerHTML = ''
    expect(listedAppFiles()).toEqual([])
  })
})

describe('whenFirstLookShown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('waits for what the first look shows, then for a frame', async () => {
    let show = () => {}
    const shown = new Promise<void>((resolve) => (show = resolve))
    const done = settled(whenFirstLookShown(shown))
    await vi.advanceTimersByTimeAsync(FIRST_LOOK_WAIT_MS / 2)
    expect(done()).toBe(false)
    show()
    await vi.advanceTimersByTimeAsync(200)
    expect(done()).toBe(true)
  })

  it('waits no longer than FIRST_LOOK_WAIT_MS, nor for a failure', async () => {
    const done = settled(whenFirstLookShown(new Promise(() => undefined)))
    await vi.advanceTimersByTimeAsync(FIRST_LOOK_WAIT_MS - 1)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect(done()).toBe(true)
    await expect(
      Promise.race([
        whenFirstLookShown(Promise.reject(new Error('x'))),
        vi.advanceTimersByTimeAsync(200).then(() => 'late'),
      ]),
    ).resolves.toBeUndefined()
  })
})

/** A window whose browser reports paints: `report` hands observers of `type` an entry. */
function windowReportingPaints() {
  const observers = new Map<(entries: PerformanceEntry[]) => void, string>()
  class FakeObserver {
    static readonly supportedEntryTypes = ['element', 'paint']
    constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {}
    observe({ type }: { type: string }) {
      observers.set(this.notify, type)
    }
    disconnect() {
      observers.delete(this.notify)
    }
    private readonly notify = (entries: PerformanceEntry[]) =>
      this.callback({ getEntries: () => entries })
  }
  // Own properties (defined, not assigned: assigning would reach the real window's setters).
  const win = Object.create(window, {
    PerformanceObserver: { value: FakeObserver },
    setTimeout: { value: window.setTimeout.bind(window) },
    clearTimeout: { value: window.clearTimeout.bind(window) },
    document: { value: document },
  }) as Window
  const report = (type: string, entry: Partial<PerformanceEntry> & { element?: Element }) =>
    observers.forEach((observed, notify) => {
      if (observed === type) notify([entry as PerformanceEntry])
    })
  /** Reports, then lets what waits on the report run. */
  const reportNow = async (
    type: string,
    entry: Partial<PerformanceEntry> & { element?: Element },
  ) => {
    report(type, entry)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { win, report, reportNow, observing: () => observers.size }
}

/** Whether `promise` has resolved, asked at any time. */
function settled(promise: Promise<unknown>): () => boolean {
  let done = false
  void promise.then(() => (done = true))
  return () => done
}

describe('whenPaintReported', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it("waits for the browser's report that the image is on screen, not another element's", async () => {
    const { win, report, reportNow, observing } = windowReportingPaints()
    const image = document.createElement('img')
    const done = settled(whenPaintReported(image, win))
    report('element', { element: document.createElement('img') })
    await reportNow('paint', { name: 'first-contentful-paint' })
    expect(done()).toBe(false)
    await reportNow('element', { element: image })
    expect(done()).toBe(true)
    expect(observing()).toBe(0)
  })

  it('without an image, waits for the first contentful paint', async () => {
    const { win, reportNow } = windowReportingPaints()
    const done = settled(whenPaintReported(null, win))
    await reportNow('paint', { name: 'first-paint' })
    expect(done()).toBe(false)
    await reportNow('paint', { name: 'first-contentful-paint' })
    expect(done()).toBe(true)
  })

  it('waits no longer than PAINT_REPORT_WAIT_MS for a report that never comes', async () => {
    const { win, observing } = windowReportingPaints()
    const done = settled(whenPaintReported(document.createElement('img'), win))
    await vi.advanceTimersByTimeAsync(PAINT_REPORT_WAIT_MS - 1)
    expect(done()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done()).toBe(true)
    expect(observing()).toBe(0)
  })

  it('where the browser reports no such paints, waits for a frame instead', async () => {
    const done = settled(whenPaintReported(document.createElement('img')))
    await vi.advanceTimersByTimeAsync(200)
    expect(done()).toBe(true)
  })
})

describe('whenFirstLookShown, reported paints', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it("waits for the report of the first look's loaded image", async () => {
    const { win, reportNow } = windowReportingPaints()
    const image = document.createElement('img')
    image.setAttribute(FIRST_LOOK_IMAGE, '')
    Object.defineProperties(image, { complete: { value: true }, naturalWidth: { value: 480 } })
    document.body.innerHTML = '<div data-first-look inert></div>'
    document.body.firstElementChild?.append(image)
    const done = settled(whenFirstLookShown(Promise.resolve(), win))
    await reportNow('paint', { name: 'first-contentful-paint' })
    expect(done()).toBe(false)
    await reportNow('element', { element: image })
    expect(done()).toBe(true)
  })

  it('on the shell (no first look), waits for a frame only: it paints nothing to report', async () => {
    const { win } = windowReportingPaints()
    const done = settled(whenFirstLookShown(Promise.resolve(), win))
    await vi.advanceTimersByTimeAsync(200)
    expect(done()).toBe(true)
  })
})
