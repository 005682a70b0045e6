import { afterLoad } from './after-load'

/** The longest an idle moment is waited for before the work runs anyway. */
const IDLE_TIMEOUT_MS = 10_000

/**
 * Runs `work` once the page has loaded and then the main thread is idle. The load event alone
 * is not enough: what a page does right after its load (the app's first render, the first
 * look's pictures) comes first.
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
