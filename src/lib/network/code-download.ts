import { isOffline } from './connection'

/**
 * A download of the app's own code now would fail: offline, and no service worker controls the
 * page to answer with the code it keeps. A browser keeps a failed module download for the
 * page's whole life (every later import of it fails at once without asking the network), so
 * such a download is never begun.
 */
export const codeDownloadBoundToFail = () => isOffline() && !navigator.serviceWorker?.controller

/** Resolves at once, or once the connection is back if a download of code now would fail. */
export const whenCodeCanLoad = (win: Window = window): Promise<void> =>
  new Promise((resolve) => {
    if (codeDownloadBoundToFail()) win.addEventListener('online', () => resolve(), { once: true })
    else resolve()
  })
