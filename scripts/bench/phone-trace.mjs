// The load the main thread's work is read from: a page opened with no throttling, traced for the
// first 10 s with only the categories the figures need (tasks with their thread time, the
// navigation, thread names), apart from the scored Lighthouse runs so that neither costs the
// other anything. By default in a fresh phone context (empty cache, no service worker); the
// staff's panel is reopened in its signed-in context instead.

import { newPhoneContext, SITE } from './browser.mjs'
import { WINDOW_MS } from './phone-blocking.mjs'

const CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata']

/**
 * @typedef {{ name: string, startTime: number }} PerformanceMark
 * @typedef {{ events: import('./phone-blocking.mjs').TraceEvent[], marks: PerformanceMark[] }}
 *   TracedLoad
 */

/**
 * A traced load in a fresh phone context: the trace's events.
 * @param {import('playwright-core').Browser} browser
 * @param {string} pagePath
 */
export async function tracePageLoad(browser, pagePath) {
  return (await traceLoad(browser, pagePath)).events
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} pagePath
 * @param {{ context?: import('playwright-core').BrowserContext }} [options] a context to open
 *   the page in (its cache, service worker and sign-in kept); by default a fresh phone context
 * @returns {Promise<TracedLoad>} the trace's events, and the page's performance marks (read
 *   once the trace has stopped, so reading them costs the traced window nothing)
 */
export async function traceLoad(browser, pagePath, { context } = {}) {
  const opened = context ?? (await newPhoneContext(browser))
  const page = await opened.newPage()
  try {
    // A small file of the same site first: the page's renderer process then exists before the
    // trace starts. Started in a new process, the trace now and then missed the navigation.
    await page.goto(`${SITE}/robots.txt`, { timeout: 60_000 })
    await browser.startTracing(page, { categories: CATEGORIES })
    let trace
    try {
      const started = Date.now()
      await page.goto(`${SITE}${pagePath}`, { waitUntil: 'commit', timeout: 60_000 })
      // A little past the window, so that a task begun at its very end is whole in the trace.
      await page.waitForTimeout(Math.max(0, WINDOW_MS + 500 - (Date.now() - started)))
    } finally {
      trace = await browser.stopTracing()
    }
    const marks = await page.evaluate(() =>
      performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
    )
    const parsed = /** @type {{ traceEvents?: import('./phone-blocking.mjs').TraceEvent[] }} */ (
      JSON.parse(trace.toString('utf8'))
    )
    return { events: parsed.traceEvents ?? [], marks }
  } finally {
    if (context) await page.close()
    else await opened.close()
  }
}
