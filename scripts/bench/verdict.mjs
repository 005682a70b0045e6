// How the bench judges a page against the no-script control measured beside it in the same run.
// Figures that hang on the machine's moment (Lighthouse's performance and paints, the main
// thread's work) count only when the control itself scored at least CONTROL_MIN_PERFORMANCE:
// below it the machine was too busy and those rows are INVALID, neither passed nor failed.
// A FAIL is always a figure the page's own code can move.

import { TARGETS } from './report.mjs'

/** The control's median performance below which a run says nothing about the page. */
export const CONTROL_MIN_PERFORMANCE = 95

/** The bench's exit codes. */
export const EXIT = { pass: 0, couldNotMeasure: 1, fail: 2, invalid: 3 }

/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcpMs: number, lcpMs: number, tbtMs: number, cls: number }} LighthouseFigures
 * @typedef {import('./phone-blocking.mjs').PhoneBlocking} PhoneBlocking
 * @typedef {{ lighthouse: LighthouseFigures[], phone: PhoneBlocking[] }} Measured
 * @typedef {'PASS' | 'FAIL' | 'INVALID'} Status
 * @typedef {{ what: string, figure: string, target: string, status: Status }} Row
 */

/** The middle value (the mean of the two middle ones for an even count). @param {number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] ?? NaN
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? NaN) + upper) / 2
}

/**
 * Each figure's median over the runs.
 * @template {Record<string, number>} T
 * @param {readonly T[]} runs
 * @returns {T}
 */
export function medians(runs) {
  const keys = Object.keys(runs[0] ?? {})
  return /** @type {T} */ (
    Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => Number(run[key])))]))
  )
}

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
const s = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`

/**
 * The rows a page is judged by, against its control of the same run.
 * @param {string} route
 * @param {Measured} page
 * @param {Measured} control
 * @returns {{ valid: boolean, rows: Row[] }}
 */
export function judgePage(route, page, control) {
  const lh = medians(page.lighthouse)
  const lhControl = medians(control.lighthouse)
  const phone = medians(page.phone)
  const phoneControl = medians(control.phone)
  const valid = lhControl.performance >= CONTROL_MIN_PERFORMANCE
  /** @type {Row[]} */
  const rows = []
  /**
   * @param {string} what
   * @param {string} figure
   * @param {string} target
   * @param {boolean} ok
   * @param {boolean} [hangsOnMachine] judged only when the control says the machine was quiet
   */
  const add = (what, figure, target, ok, hangsOnMachine = true) =>
    rows.push({
      what: `${route}: ${what}`,
      figure,
      target,
      status: hangsOnMachine && !valid ? 'INVALID' : ok ? 'PASS' : 'FAIL',
    })
  add(
    'phone blocking, low-tier',
    `${ms(phone.lowTierMs)} (control ${ms(phoneControl.lowTierMs)})`,
    `<= ${ms(TARGETS.phoneLowTierMs)}`,
    phone.lowTierMs <= TARGETS.phoneLowTierMs,
  )
  add(
    'phone blocking, mid-tier',
    `${ms(phone.midTierMs)} (control ${ms(phoneControl.midTierMs)})`,
    `<= ${ms(TARGETS.phoneMidTierMs)}`,
    phone.midTierMs <= TARGETS.phoneMidTierMs,
  )
  const beyond = phone.cpuMs - phoneControl.cpuMs
  add(
    'main-thread CPU beyond the control',
    `${ms(beyond)} (${ms(phone.cpuMs)} - ${ms(phoneControl.cpuMs)})`,
    `<= ${ms(TARGETS.cpuBeyondControlMs)}`,
    beyond <= TARGETS.cpuBeyondControlMs,
  )
  const lowest = lhControl.performance - TARGETS.performanceBelowControl
  add(
    'Lighthouse performance',
    `${lh.performance} (control ${lhControl.performance})`,
    `>= ${lowest} (control - ${TARGETS.performanceBelowControl})`,
    lh.performance >= lowest,
  )
  add(
    'FCP',
    `${s(lh.fcpMs)} (control ${s(lhControl.fcpMs)})`,
    `<= control + ${s(TARGETS.fcpBeyondControlMs)}`,
    lh.fcpMs <= lhControl.fcpMs + TARGETS.fcpBeyondControlMs,
  )
  add('LCP', s(lh.lcpMs), `<= ${s(TARGETS.lcpMs)}`, lh.lcpMs <= TARGETS.lcpMs)
  const cls = Number(lh.cls.toFixed(3))
  add('CLS', cls.toFixed(3), String(TARGETS.cls), cls <= TARGETS.cls, false)
  const others = `${lh.accessibility}/${lh.bestPractices}/${lh.seo}`
  add(
    'a11y/best pr./SEO',
    others,
    `${TARGETS.accessibility}/${TARGETS.bestPractices}/${TARGETS.seo}`,
    lh.accessibility >= TARGETS.accessibility &&
      lh.bestPractices >= TARGETS.bestPractices &&
      lh.seo >= TARGETS.seo,
    false,
  )
  return { valid, rows }
}

/**
 * The bench's exit code: a figure that could not be measured first, then a FAIL (the page's
 * code), then INVALID (the machine), else a pass.
 * @param {readonly { status: Status }[]} rows
 * @param {number} failures sections that could not be measured
 */
export function exitCode(rows, failures) {
  if (failures > 0) return EXIT.couldNotMeasure
  if (rows.some((row) => row.status === 'FAIL')) return EXIT.fail
  if (rows.some((row) => row.status === 'INVALID')) return EXIT.invalid
  return EXIT.pass
}
