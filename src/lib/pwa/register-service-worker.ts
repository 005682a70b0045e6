import { afterLoad } from '@/lib/after-load'
import { CACHE_IMAGES_MESSAGE, storageImageUrls } from './sw-routes'

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
    // Without session storage the in-page flag below still stops a second reload.
  }
}

let reloading = false

/** A new build took over an open page: reload it once, so it runs the files now cached. */
function reloadOnce(): void {
  const now = Date.now()
  if (reloading || !mayReloadAfterUpdate(readReloadMark(), now)) return
  reloading = true
  writeReloadMark(now)
  window.location.reload()
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
  container.addEventListener('controllerchange', () => {
    if (controlled) {
      reloadOnce()
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

/** The longest an idle moment is waited for before the work runs anyway. */
const IDLE_TIMEOUT_MS = 10_000

/**
 * Runs `work` once the page has loaded and then the main thread is idle. The load event alone
 * is not enough: the app is imported after index.html's own resources, so `load` can come
 * before React has even drawn the first page.
 */
export function whenLoadedAndIdle(work: () => void, win: Window = window): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') {
      win.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
    } else {
      win.setTimeout(work, 0)
    }
  }
  afterLoad(whenIdle, win)
}

/**
 * Registers the service worker in production builds once the first page is drawn and the page
 * has loaded: its precache downloads must not compete with the first visit's own. Development
 * and unit tests never register one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test') return
  if (!('serviceWorker' in navigator)) return
  const container = navigator.serviceWorker
  whenLoadedAndIdle(() => void start(container))
}
