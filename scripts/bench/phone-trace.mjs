// The load the phone blocking time is read from: a page opened in a fresh phone context with no
// throttling, traced for the first 10 s with only the categories the figure needs (tasks with
// their thread time, the navigation, thread names), apart from the scored Lighthouse runs so
// that neither costs the other anything.

import { newPhoneContext, SITE } from './browser.mjs'
import { WINDOW_MS } from './phone-blocking.mjs'

const CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing', '__metadata']

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} pagePath
 * @returns {Promise<import('./phone-blocking.mjs').TraceEvent[]>}
 */
export async function tracePageLoad(browser, pagePath) {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
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
    const parsed = /** @type {{ traceEvents?: import('./phone-blocking.mjs').TraceEvent[] }} */ (
      JSON.parse(trace.toString('utf8'))
    )
    return parsed.traceEvents ?? []
  } finally {
    await context.close()
  }
}
