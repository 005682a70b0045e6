import { whenLoadedAndIdle } from '@/lib/startup/when-loaded-and-idle'
import { linkManifest } from './link-manifest'
import { CACHE_IMAGES_MESSAGE, storageImageUrls } from './sw-routes'
import { hasUnsavedWork } from './unsaved-work'

const SCRIPT_URL = '/sw.js'
const RELOAD_KEY = 'heladeria-colon:sw-reloaded-at'
/** A second update within this time waits for the next visit instead of reloading again. */
const RELOAD_GUARD_MS = 60_000
const UPDATE_CHECK_MS = 60 * 60_000

/** Whether a page taken over by a new worker may reload, given when it last did so. */
export function mayReloadAfterUpdate(lastReloadAt: string | null, now: number): boolean {
  if (lastReloadAt === null) return true
  const last = Number(lastReloadAt)
  return !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS || now < last
}

function readReloadMark(): string | null {
  try {
    return sessionStorage.getItem(RELOAD_KEY)
  } catch {
    return null
  }
}

function writeReloadMark(now: number): void {
  try {
    sessionStorage.setItem(RELOAD_KEY, String(now))
  } catch {
    // Without session storage, followNewBuilds' own flag still stops a second reload.
  }
}

/** What an open page needs in order to move to a new build, in the browser or in a test. */
export interface OpenPage {
  window: Window
  reload: () => void
  load: (url: string) => void
}

const browserPage = (): OpenPage => ({
  window,
  reload: () => window.location.reload(),
  load: (url) => window.location.assign(url),
})

/**
 * The page's response to a new build taking it over. The reload makes it run the files the new
 * worker cached (the old build's lazy files are gone from its caches and from the server), but
 * never at the cost of the visitor's work: a page with typed text, a chosen file or a send in
 * progress keeps running the old build, and moves to the new one with a full page load at the
 * next link the visitor follows (or back/forward step), once nothing is left unsaved. Nothing
 * reloads when the work is sent: that would wipe the message saying it arrived. A page that
 * never navigates again gets the new build at the next visit.
 */
export function followNewBuilds(page: OpenPage = browserPage()): { takeOver: () => void } {
  const win = page.window
  let done = false
  let waiting = false

  /** Runs `move` unless a reload is under way or one happened moments ago (a broken build). */
  const moveOnce = (move: () => void): boolean => {
    const now = Date.now()
    if (done || !mayReloadAfterUpdate(readReloadMark(), now)) return false
    done = true
    writeReloadMark(now)
    move()
    return true
  }

  const onClick = (event: MouseEvent) => {
    const url = linkToLoadFully(event, win.location)
    if (!url || hasUnsavedWork(win.document)) return
    if (moveOnce(() => page.load(url))) {
      // The router never sees the click: the browser loads the page the link points to.
      event.preventDefault()
      event.stopImmediatePropagation()
    }
  }
  const onHistoryStep = () => {
    // The address already shows where the visitor went: reloading opens it with the new build.
    if (!hasUnsavedWork(win.document)) moveOnce(page.reload)
  }

  return {
    takeOver() {
      if (!hasUnsavedWork(win.document)) {
        moveOnce(page.reload)
        return
      }
      if (waiting) return
      waiting = true
      // Capture on the window runs before the router's own click handling.
      win.addEventListener('click', onClick, true)
      win.addEventListener('popstate', onHistoryStep)
    },
  }
}

/** The same-origin page a plain click on a link goes to, if it is another page than this one. */
export function linkToLoadFully(event: MouseEvent, here: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href, here.href)
  if (url.origin !== here.origin) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  return url.href
}

/** Images from Storage that this page loaded so far, as resource timing entries name them. */
export const loadedStorageImages = (entries: readonly PerformanceEntry[]) =>
  storageImageUrls(entries.map((entry) => entry.name))

/**
 * The first worker arrives after the page loaded its images: tell it which ones to keep, and
 * those still downloading as it took over (they finish without passing through it).
 */
function sendLoadedImages(container: ServiceWorkerContainer): void {
  const send = (entries: readonly PerformanceEntry[]) => {
    const urls = loadedStorageImages(entries)
    if (urls.length > 0) container.controller?.postMessage({ type: CACHE_IMAGES_MESSAGE, urls })
  }
  send(performance.getEntriesByType('resource'))
  if (typeof PerformanceObserver !== 'function') return
  new PerformanceObserver((list) =>
    send(
      list
        .getEntries()
        .filter(
          (entry): entry is PerformanceResourceTiming =>
            entry instanceof PerformanceResourceTiming && entry.workerStart === 0,
        ),
    ),
  ).observe({ type: 'resource' })
}

async function start(container: ServiceWorkerContainer): Promise<void> {
  let controlled = container.controller !== null
  const newBuilds = followNewBuilds()
  container.addEventListener('controllerchange', () => {
    if (controlled) {
      newBuilds.takeOver()
    } else {
      controlled = true
      sendLoadedImages(container)
    }
  })
  try {
    const registration = await container.register(SCRIPT_URL, { scope: '/' })
    // An installed app may stay open for days: look for a new build when it comes back to the
    // front, at most once an hour (each look is a small request on a metered connection).
    let lastCheck = Date.now()
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_MS) return
      lastCheck = Date.now()
      void registration.update().catch(() => undefined)
    })
  } catch (error) {
    console.error('No se pudo registrar el service worker', error)
  }
}

/** Asked for by a page's first look (the entry) and by the app: the first ask registers. */
let registering = false

/**
 * Registers the service worker in production builds, once, after the first page is drawn and the page
 * has loaded: its precache downloads must not compete with the first visit's own. Development
 * and unit tests never register one. The manifest is linked then, in every build.
 */
export function registerServiceWorker(): void {
  linkManifest()
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test') return
  if (registering || !('serviceWorker' in navigator)) return
  registering = true
  const container = navigator.serviceWorker
  whenLoadedAndIdle(() => void start(container))
}
