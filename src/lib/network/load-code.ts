import { isOffline } from './connection'

export class OfflineError extends Error {
  constructor() {
    super('the browser has no connection and no service worker keeps the code')
    this.name = 'OfflineError'
  }
}

/** A service worker controls the page: it answers with the app's code it keeps, even offline. */
const workerKeepsCode = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller)

/**
 * Runs `load` (a download of the app's own code) unless it is bound to fail: offline with no
 * service worker to answer. A browser keeps a failed module download for the page's whole life
 * (every later import of it fails at once without asking the network), so such a download is
 * never begun, and the caller tries again on the 'online' event.
 */
export function loadCode<T>(load: () => Promise<T>): Promise<T> {
  return isOffline() && !workerKeepsCode() ? Promise.reject(new OfflineError()) : load()
}
