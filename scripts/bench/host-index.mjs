// This machine's CPU speed as Lighthouse measures it (its benchmark index, computed in a page of
// the local Chromium), and the CPU slowdown that brings it to a mid-tier phone, as Lighthouse's
// throttling guide advises.

import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

import { MID_TIER_INDEX } from './phone-blocking.mjs'

/** Measures taken at the start; the best is the machine's own speed, not one load's. */
export const HOST_INDEX_SAMPLES = 5

/**
 * Lighthouse's CPU slowdown for this machine: what brings its index down to a mid-tier phone's.
 * @param {number} hostIndex
 */
export const cpuSlowdownFor = (hostIndex) => Math.max(1, hostIndex / MID_TIER_INDEX)

/**
 * The best of several benchmark indexes, taken one after the other in a blank page: a measure
 * depressed by some other load is not the machine's.
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ best: number, samples: number[] }>}
 */
export async function measureHostIndex(browser, samples = HOST_INDEX_SAMPLES) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const compute = `(${pageFunctions.computeBenchmarkIndex.toString()})()`
    /** @type {number[]} */
    const values = []
    for (let i = 0; i < samples; i++) {
      values.push(Math.round(Number(await page.evaluate(compute))))
    }
    return { best: Math.max(...values), samples: values }
  } finally {
    await context.close()
  }
}
