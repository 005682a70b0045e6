// How the bench judges a page against the no-script control measured beside it in the same run.
// Every timing target is a ratio or a difference to the control of the same minutes: the
// page's main-thread CPU over the control's, its longest task over the control's longest, its
// Lighthouse score and LCP against the control's. A ratio carries from one machine to another
// where milliseconds do not. When the control itself shows a busy machine (its Lighthouse median
// below CONTROL_MIN_PERFORMANCE, or its traced loads too far apart, CONTROL_MAX_CPU_SPREAD), the
// timing rows are INVALID, neither passed nor failed. A FAIL is always a figure the page's own
// code can move.

import { TARGETS } from './report.mjs'

/** The control's median performance below which a run says nothing about the page. */
export const CONTROL_MIN_PERFORMANCE = 95

/**
 * The control's traced loads, the fastest and the slowest left out (the median already ignores
 * one odd load each way), may differ by at most this share of their median CPU: beyond it the
 * machine was not steady while they ran, and a ratio to their median says nothing.
 */
export const CONTROL_MAX_CPU_SPREAD = 0.5

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

/**
 * How far apart the control's traced loads lie: the range of their CPU without the fastest and
 * the slowest (with five loads, the middle three), over their median.
 * @param {readonly PhoneBlocking[]} phone
 */
export function cpuSpread(phone) {
  const cpu = phone.map((run) => run.cpuMs).sort((a, b) => a - b)
  const middle = cpu.length >= 5 ? cpu.slice(1, -1) : cpu
  const centre = median(cpu)
  const range = (middle.at(-1) ?? NaN) - (middle[0] ?? NaN)
  return centre > 0 ? range / centre : Infinity
}

/**
 * Whether the control says the machine was quiet enough to judge timing by, and if not why.
 * @param {{ lighthouse?: readonly LighthouseFigures[], phone: readonly PhoneBlocking[] }} control
 * @returns {{ valid: boolean, reasons: string[] }}
 */
export function controlVerdict(control) {
  /** @type {string[]} */
  const reasons = []
  if (control.lighthouse) {
    const performance = median(control.lighthouse.map((run) => run.performance))
    if (performance < CONTROL_MIN_PERFORMANCE) {
      reasons.push(`the control's Lighthouse median ${performance} < ${CONTROL_MIN_PERFORMANCE}`)
    }
  }
  const spread = cpuSpread(control.phone)
  if (!(spread <= CONTROL_MAX_CPU_SPREAD)) {
    const cpu = control.phone.map((run) => run.cpuMs).join(', ')
    reasons.push(
      `the control's CPU ${cpu} ms: its middle loads ${percent(spread)} of their median ` +
        `apart > ${percent(CONTROL_MAX_CPU_SPREAD)}`,
    )
  }
  return { valid: reasons.length === 0, reasons }
}

/**
 * A ratio to the control's figure; Infinity when the control's is 0 and the page's is not.
 * @param {number} figure
 * @param {number} control
 */
export const ratio = (figure, control) =>
  control > 0 ? figure / control : figure > 0 ? Infinity : 1

const ms = (/** @type {number} */ value) => `${Math.round(value)} ms`
const s = (/** @type {number} */ value) => `${(value / 1000).toFixed(2)} s`
const times = (/** @type {number} */ value) => `${value.toFixed(2)}x`
const percent = (/** @type {number} */ value) => `${Math.round(value * 100)} %`

/**
 * A judge of one page's rows: a timing row is INVALID when the control says the machine was
 * busy; an absolute one is judged whatever the moment.
 * @param {string} route
 * @param {boolean} valid
 * @param {Row[]} rows
 */
const rowsOf =
  (route, valid, rows) =>
  /**
   * @param {string} what
   * @param {string} figure
   * @param {string} target
   * @param {boolean} ok
   * @param {boolean} [hangsOnMachine] judged only when the control says the machine was quiet
   */
  (what, figure, target, ok, hangsOnMachine = true) =>
    rows.push({
      what: `${route}: ${what}`,
      figure,
      target,
      status: hangsOnMachine && !valid ? 'INVALID' : ok ? 'PASS' : 'FAIL',
    })

/**
 * The two rows of the main thread's work against the control's, from traced loads.
 * @param {(what: string, figure: string, target: string, ok: boolean) => void} add
 * @param {readonly PhoneBlocking[]} page
 * @param {readonly PhoneBlocking[]} control
 * @param {{ cpu: number, longest: number }} limits the largest ratios allowed
 */
function mainThreadRows(add, page, control, limits) {
  const cpu = median(page.map((run) => run.cpuMs))
  const cpuControl = median(control.map((run) => run.cpuMs))
  const cpuRatio = ratio(cpu, cpuControl)
  add(
    'main-thread CPU over the control',
    `${times(cpuRatio)} (${ms(cpu)} / ${ms(cpuControl)})`,
    `<= ${times(limits.cpu)}`,
    cpuRatio <= limits.cpu,
  )
  const longest = median(page.map((run) => run.longestCpuMs))
  const longestControl = median(control.map((run) => run.longestCpuMs))
  const longestRatio = ratio(longest, longestControl)
  add(
    "longest task over the control's",
    `${times(longestRatio)} (${ms(longest)} / ${ms(longestControl)})`,
    `<= ${times(limits.longest)}`,
    longestRatio <= limits.longest,
  )
}

/**
 * The rows a public page is judged by, against its control of the same run.
 * @param {string} route
 * @param {Measured} page
 * @param {Measured} control
 * @returns {{ valid: boolean, reasons: string[], rows: Row[] }}
 */
export function judgePage(route, page, control) {
  const lh = medians(page.lighthouse)
  const lhControl = medians(control.lighthouse)
  const { valid, reasons } = controlVerdict(control)
  /** @type {Row[]} */
  const rows = []
  const add = rowsOf(route, valid, rows)
  mainThreadRows(add, page.phone, control.phone, {
    cpu: TARGETS.cpuOverControl,
    longest: TARGETS.longestOverControl,
  })
  const lowest = lhControl.performance - TARGETS.performanceBelowControl
  add(
    'Lighthouse performance',
    `${lh.performance} (control ${lhControl.performance})`,
    `>= ${lowest} (control - ${TARGETS.performanceBelowControl})`,
    lh.performance >= lowest,
  )
  add(
    'LCP',
    `${s(lh.lcpMs)} (control ${s(lhControl.lcpMs)})`,
    `<= control + ${s(TARGETS.lcpBeyondControlMs)}`,
    lh.lcpMs <= lhControl.lcpMs + TARGETS.lcpBeyondControlMs,
  )
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
  return { valid, reasons, rows }
}

/**
 * The rows a staff screen is judged by: its traced reopenings against the control's loads
 * alternated with them (no Lighthouse there: only the control's spread can make it INVALID).
 * @param {string} screen
 * @param {readonly PhoneBlocking[]} page
 * @param {readonly PhoneBlocking[]} control
 * @returns {{ valid: boolean, reasons: string[], rows: Row[] }}
 */
export function judgeStaffScreen(screen, page, control) {
  const { valid, reasons } = controlVerdict({ phone: control })
  /** @type {Row[]} */
  const rows = []
  mainThreadRows(rowsOf(screen, valid, rows), page, control, {
    cpu: TARGETS.staffCpuOverControl,
    longest: TARGETS.staffLongestOverControl,
  })
  return { valid, reasons, rows }
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
