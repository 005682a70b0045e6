// Lighthouse 12 with its default configuration: mobile form factor, simulated slow 4G and a
// 4x slower CPU. A fresh Chromium per run; the median of each figure over five runs, as
// Lighthouse's own guidance on variability advises (one slow run cannot move a median of five).

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
import { mainThreadTime } from './main-thread.mjs'

export const LIGHTHOUSE_ROUTES = ['/comidas', '/cono-gratis', '/pagina-misteriosa']
export const RUNS = 5

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   lcpMs: number, tbtMs: number, cls: number }} LighthouseFigures
 * @typedef {{ figures: LighthouseFigures, lcpElement: string, largestShift: string,
 *   failedAudits: string[], benchmarkIndex: number,
 *   mainThread: { wallMs: number, cpuMs: number } | undefined }} LighthouseRun
 */

/** The middle value of an odd number of runs. @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

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
 * @returns {Promise<LighthouseRun>}
 */
async function runOnce(url) {
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
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr, artifacts } = result
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
    }
    return {
      figures: {
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        lcpMs: numeric(lhr, 'largest-contentful-paint'),
        tbtMs: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
      },
      lcpElement: firstNode(lhr, 'largest-contentful-paint-element'),
      largestShift: firstNode(lhr, 'layout-shifts'),
      failedAudits: failedAudits(lhr),
      // Lighthouse's measure of this machine's CPU speed at the time (higher is faster): the
      // simulated 4x slower CPU scales what this machine takes, so blocking time follows it.
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      mainThread: mainThreadTime(artifacts.Trace.traceEvents),
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
 * @param {(message: string) => void} progress
 * @returns {Promise<LighthouseRun>}
 */
async function runWithRetry(url, progress) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runOnce(url)
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
 * @param {string} pagePath
 * @param {(message: string) => void} progress
 * @returns {Promise<{ median: LighthouseFigures, runs: LighthouseRun[] }>}
 */
export async function measureLighthouse(pagePath, progress) {
  process.env.CHROME_PATH ??= CHROMIUM_PATH
  /** @type {LighthouseRun[]} */
  const runs = []
  progress(`Lighthouse ${pagePath}: one unmeasured load first`)
  await warmUp(pagePath)
  for (let run = 1; run <= RUNS; run++) {
    progress(`Lighthouse ${pagePath}, run ${run} of ${RUNS}`)
    runs.push(await runWithRetry(`${SITE}${pagePath}`, progress))
  }
  const keys = /** @type {(keyof LighthouseFigures)[]} */ (Object.keys(runs[0]?.figures ?? {}))
  const figures = /** @type {LighthouseFigures} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r.figures[key]))]))
  )
  return { median: figures, runs }
}
