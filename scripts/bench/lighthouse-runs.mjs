// Lighthouse 12's mobile preset (simulated slow 4G) with the CPU slowdown calibrated to this
// machine, each page's runs alternating with the no-script control's (page, control, page, …),
// five of each, a fresh Chromium per run: the page is judged against what the machine gave a
// page without script in the same minutes. Then each page and the control are loaded again,
// alternating, traced apart from Lighthouse for the main thread's work.

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  launchChromium,
  newPhoneContext,
  openFully,
  SITE,
} from './browser.mjs'
import { CONTROL_PATH } from './control-page.mjs'
import { phoneBlocking } from './phone-blocking.mjs'
import { traceLoad } from './phone-trace.mjs'

export const LIGHTHOUSE_ROUTES = ['/comidas', '/cono-gratis', '/pagina-misteriosa']
export const RUNS = 5

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * @typedef {import('./verdict.mjs').LighthouseFigures} LighthouseFigures
 * @typedef {{ figures: LighthouseFigures, lcpElement: string, largestShift: string,
 *   failedAudits: string[], benchmarkIndex: number }} LighthouseRun
 * @typedef {import('./phone-blocking.mjs').PhoneBlocking} PhoneBlocking
 * @typedef {{ lighthouse: LighthouseRun[], phone: PhoneBlocking[] }} PageRuns
 */

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function score(lhr, id) {
  const value = lhr.categories[id]?.score
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} score`)
  return Math.round(value * 100)
}

/**
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function numeric(lhr, id) {
  const value = lhr.audits[id]?.numericValue
  if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} value`)
  return value
}

/**
 * @typedef {{ type?: string, items?: DetailsItem[] }} Details
 * @typedef {Details & { node?: { selector?: string, snippet?: string } }} DetailsItem
 */

/**
 * The element an audit's first item points at, shortened.
 * @param {import('lighthouse').Result} lhr
 * @param {string} id
 */
function firstNode(lhr, id) {
  let details = /** @type {Details | undefined} */ (lhr.audits[id]?.details)
  // The LCP element audit wraps its table in a list.
  if (details?.type === 'list') details = details.items?.[0]
  const node = details?.items?.[0]?.node
  return node ? (node.selector ?? node.snippet ?? '?').slice(0, 90) : 'none'
}

/**
 * Scored audits that did not pass, outside performance (whose misses the metrics tell).
 * @param {import('lighthouse').Result} lhr
 */
function failedAudits(lhr) {
  return Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => `${category.id}: ${audit?.id}`),
    )
}

/**
 * One Lighthouse run on a fresh Chromium.
 * @param {string} url
 * @param {number} cpuSlowdown Lighthouse's CPU slowdown multiplier
 * @returns {Promise<LighthouseRun>}
 */
async function runOnce(url, cpuSlowdown) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    }
    return {
      figures: {
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        fcpMs: numeric(lhr, 'first-contentful-paint'),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
      },
      lcpElement: firstNode(lhr, 'largest-contentful-paint-element'),
      largestShift: firstNode(lhr, 'layout-shifts'),
      failedAudits: failedAudits(lhr),
      // Lighthouse's measure of this machine's CPU speed during the run (higher is faster).
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    }
  } finally {
    chrome.kill()
  }
}

/** Tries a failed run again this many times (Lighthouse now and then loses a trace). */
const RETRIES = 2

/**
 * One run, tried again when Lighthouse fails to record it (for instance NO_NAVSTART).
 * @param {string} url
 * @param {number} cpuSlowdown
 * @param {(message: string) => void} progress
 * @returns {Promise<LighthouseRun>}
 */
async function runWithRetry(url, cpuSlowdown, progress) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runOnce(url, cpuSlowdown)
    } catch (error) {
      if (attempt >= RETRIES) throw error
      progress(`${error instanceof Error ? error.message : String(error)}; trying again`)
    }
  }
}

/**
 * Opens the page once, unmeasured: the local emulators (Java) compile the paths a page's reads
 * take on their first use, and on a machine of two cores that work would run beside the
 * measured page. A visitor meets servers that are always warm.
 * @param {string} pagePath
 */
async function warmUp(pagePath) {
  const browser = await launchChromium()
  try {
    const page = await (await newPhoneContext(browser)).newPage()
    await openFully(page, pagePath)
  } finally {
    await browser.close()
  }
}

/**
 * One traced load, read as the main thread's work (and phone blocking time); tried again when
 * the trace lost the navigation (as Lighthouse's own traces now and then do).
 * @param {import('playwright-core').Browser} browser
 * @param {string} pagePath
 * @param {number} hostIndex
 * @param {(message: string) => void} progress
 * @param {{ context?: import('playwright-core').BrowserContext }} [options] see traceLoad
 * @returns {Promise<{ figures: PhoneBlocking, marks: import('./phone-trace.mjs').PerformanceMark[] }>}
 */
export async function tracedRun(browser, pagePath, hostIndex, progress, options) {
  for (let attempt = 0; ; attempt++) {
    const { events, marks } = await traceLoad(browser, pagePath, options)
    const figures = phoneBlocking(events, hostIndex)
    if (figures) return { figures, marks }
    const navigations = events.filter((e) => e.name === 'navigationStart').length
    const message =
      `the trace of ${pagePath} shows no page navigation ` +
      `(${events.length} events, ${navigations} navigationStart)`
    if (attempt >= RETRIES) throw new Error(message)
    progress(`${message}; trying again`)
  }
}

/**
 * A page and the control, alternating: Lighthouse runs, then traced loads.
 * @param {string} pagePath
 * @param {{ hostIndex: number, cpuSlowdown: number }} host
 * @param {(message: string) => void} progress
 * @returns {Promise<{ page: PageRuns, control: PageRuns }>}
 */
export async function measureAgainstControl(pagePath, { hostIndex, cpuSlowdown }, progress) {
  process.env.CHROME_PATH ??= CHROMIUM_PATH
  /** @type {{ page: PageRuns, control: PageRuns }} */
  const measured = { page: { lighthouse: [], phone: [] }, control: { lighthouse: [], phone: [] } }
  const pages = /** @type {const} */ ([
    ['page', pagePath],
    ['control', CONTROL_PATH],
  ])
  progress(`Lighthouse ${pagePath}: one unmeasured load first`)
  await warmUp(pagePath)
  for (let run = 1; run <= RUNS; run++) {
    for (const [which, path] of pages) {
      progress(`Lighthouse ${path}, run ${run} of ${RUNS}`)
      measured[which].lighthouse.push(await runWithRetry(`${SITE}${path}`, cpuSlowdown, progress))
    }
  }
  const browser = await launchChromium()
  try {
    for (let run = 1; run <= RUNS; run++) {
      for (const [which, path] of pages) {
        progress(`Phone trace of ${path}, load ${run} of ${RUNS}`)
        measured[which].phone.push((await tracedRun(browser, path, hostIndex, progress)).figures)
      }
    }
  } finally {
    await browser.close()
  }
  return measured
}
