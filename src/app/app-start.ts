import { FIRST_LOOK_IMAGE } from '@/lib/images/first-look-image'
import { FIRST_LOOK_WAIT_MS } from '@/config/page-loader'
import { pageName } from '@/config/pages'
import { elapsed } from '@/lib/startup/elapsed'
import { lazyPageAt } from './lazy-pages'

/** Resolves after the browser's next frame (or soon, in a hidden tab that draws none). */
export function afterNextPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const fallback = win.setTimeout(resolve, 100)
    win.requestAnimationFrame(() => {
      win.clearTimeout(fallback)
      win.setTimeout(resolve, 0)
    })
  })
}

/** Whether the page's HTML file carries its first look (the build writes it into #root). */
export const hasFirstLook = (doc: Document = document): boolean =>
  doc.querySelector('[data-first-look]') !== null

/** The longest the app waits for the browser to report the first look's paint. */
export const PAINT_REPORT_WAIT_MS = 1_000

/** An Element Timing entry (not yet in TypeScript's DOM types). */
type ElementTiming = PerformanceEntry & { element: Element | null }

/**
 * Resolves once the browser reports that `image` (an Element Timing entry: it carries the
 * `elementtiming` attribute), or without one the page's first contentful paint, is on screen:
 * its frame has been presented, not only drawn. Where the browser reports neither, after the
 * next frame; and at most after PAINT_REPORT_WAIT_MS.
 */
export function whenPaintReported(image: Element | null, win: Window = window) {
  const { PerformanceObserver: Observer } = win as Window & {
    PerformanceObserver?: typeof PerformanceObserver
  }
  const type = image ? 'element' : 'paint'
  if (!Observer?.supportedEntryTypes.includes(type)) return afterNextPaint(win)
  const reported = (entry: PerformanceEntry) =>
    image ? (entry as ElementTiming).element === image : entry.name === 'first-contentful-paint'
  return new Promise<void>((resolve) => {
    const observer = new Observer((list) => {
      if (list.getEntries().some(reported)) finish()
    })
    const cap = win.setTimeout(finish, PAINT_REPORT_WAIT_MS)
    function finish() {
      observer.disconnect()
      win.clearTimeout(cap)
      resolve()
    }
    observer.observe({ type, buffered: true })
  })
}

/** Resolves once the browser has presented the first look's image, or its text when it shows none. */
export function whenFirstLookPainted(win: Window = window) {
  const image = win.document.querySelector<HTMLImageElement>(`img[${FIRST_LOOK_IMAGE}]`)
  return whenPaintReported(image?.complete && image.naturalWidth > 0 ? image : null, win)
}

/**
 * Resolves once the page's first look is on screen: `shown` has settled (or FIRST_LOOK_WAIT_MS
 * has passed) and the first look is painted (the shell, which has no first look, only waits for
 * a frame). Downloading and evaluating the app (most of the script, a long task on a slow phone)
 * waits for this, so it never holds back the first paint or the first image.
 */
export async function whenFirstLookShown(shown: Promise<void>, win: Window = window) {
  await Promise.race([shown.catch(() => undefined), elapsed(FIRST_LOOK_WAIT_MS, win)])
  // The shell (an address without a first look) paints nothing to report: a frame will do.
  if (!hasFirstLook(win.document)) return afterNextPaint(win)
  await whenFirstLookPainted(win)
}

/** The app's files (and the page's own code) that a first-look page lists, if it does. */
export function listedAppFiles(doc: Document = document): string[] {
  const list = doc.getElementById('app-files')?.textContent
  if (!list) return []
  const files: unknown = JSON.parse(list)
  return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : []
}

/**
 * Downloads module scripts, all at once, without running them. Resolves once each has arrived
 * and been parsed (or failed: the import that needs it then reports the failure). Each file is
 * asked for in a task of its own: a request costs a slow phone a millisecond or more, and a
 * dozen together made one long task.
 */
function preloadModules(files: readonly string[], doc: Document): Promise<void> {
  // A browser without module preloads (Safari before 17) reports nothing: its imports fetch.
  if (!doc.createElement('link').relList.supports('modulepreload')) return Promise.resolve()
  const win = doc.defaultView ?? window
  const links = files.map((href) => {
    const link = doc.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.crossOrigin = ''
    return link
  })
  const arrivals = links.map(
    (link) =>
      new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true })
        link.addEventListener('error', () => resolve(), { once: true })
      }),
  )
  const askFrom = (index: number) => {
    const link = links[index]
    if (!link) return
    doc.head.append(link)
    win.setTimeout(() => askFrom(index + 1), 0)
  }
  win.setTimeout(() => askFrom(0), 0)
  return Promise.all(arrivals).then(() => undefined)
}

/** The longest the app waits (from the start of its download) for the spinner's fade to end. */
export const LOADER_FADE_WAIT_MS = 1_500

/**
 * Runs the app. A first-look page lists the app's files and its own code: they all download at
 * once, and the router finds the page's code already there. Elsewhere the shell preloads the
 * app, and the current page's code is asked for here, beside it. The app runs once its files
 * are parsed and `loaderGone` has settled (the spinner over a first look has faded away, see
 * main.tsx), or LOADER_FADE_WAIT_MS after the download started: on a slow phone its long first
 * steps and the fade's frames never share the processor.
 */
export async function startApp(
  pathname: string,
  loaderGone: Promise<void> = Promise.resolve(),
  doc: Document = document,
): Promise<void> {
  const win = doc.defaultView ?? window
  const fadeOver = Promise.race([loaderGone, elapsed(LOADER_FADE_WAIT_MS, win)])
  const files = listedAppFiles(doc)
  let arrived: Promise<void> | undefined
  if (files.length > 0) arrived = preloadModules(files, doc)
  // A failure here is not reported: the router asks again and shows its own error.
  else lazyPageAt(pageName(pathname))?.().catch(() => undefined)
  // The browser parses the files as they arrive, beside the main thread: running the app
  // never waits on that parsing.
  await Promise.all([arrived, fadeOver])
  const { boot } = await import('./boot')
  await boot()
}
