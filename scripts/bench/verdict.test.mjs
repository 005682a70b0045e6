import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor } from './host-index.mjs'
import {
  controlVerdict,
  cpuSpread,
  EXIT,
  exitCode,
  judgePage,
  judgeStaffScreen,
  median,
  ratio,
} from './verdict.mjs'

/**
 * @typedef {import('./verdict.mjs').Measured} Measured
 * @typedef {import('./verdict.mjs').LighthouseFigures} LighthouseFigures
 * @typedef {import('./phone-blocking.mjs').PhoneBlocking} PhoneBlocking
 */

/** A run whose control, a page without script, had a median performance of 93. */
const slow = /** @type {{ page: Measured, control: Measured }} */ (
  JSON.parse(readFileSync(new URL('./fixtures/slow-control.json', import.meta.url), 'utf8'))
)

/** @type {LighthouseFigures} */
const QUIET_LIGHTHOUSE = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1200,
  tbtMs: 0,
  cls: 0,
}

/**
 * Five traced loads around a CPU time and a longest task (the median is the one given).
 * @param {number} cpuMs
 * @param {number} longestCpuMs
 * @param {readonly number[]} [cpuOffsets] each load's CPU minus the median
 * @returns {PhoneBlocking[]}
 */
const loads = (cpuMs, longestCpuMs, cpuOffsets = [-2, -1, 0, 1, 2]) =>
  cpuOffsets.map((offset) => ({
    cpuMs: cpuMs + offset,
    wallMs: 2 * (cpuMs + offset),
    longestCpuMs,
    lowTierMs: 0,
    midTierMs: 0,
  }))

/**
 * Five Lighthouse runs and five traced loads.
 * @param {{ cpuMs: number, longestCpuMs: number, lighthouse?: Partial<LighthouseFigures>,
 *   cpuOffsets?: readonly number[] }} figures
 * @returns {Measured}
 */
const measured = ({ cpuMs, longestCpuMs, lighthouse = {}, cpuOffsets }) => ({
  lighthouse: Array.from({ length: 5 }, () => ({ ...QUIET_LIGHTHOUSE, ...lighthouse })),
  phone: loads(cpuMs, longestCpuMs, cpuOffsets),
})

/** The control of a quiet moment: 50 ms of CPU, a longest task of 10 ms, Lighthouse 100. */
const control = measured({ cpuMs: 50, longestCpuMs: 10 })

/** A public page at the given multiples of the control, every other figure as the control's. */
const pageAt = (/** @type {number} */ cpu, /** @type {number} */ longest = 1) =>
  measured({ cpuMs: 50 * cpu, longestCpuMs: 10 * longest })

const statusOf = (/** @type {import('./verdict.mjs').Row[]} */ rows, /** @type {string} */ what) =>
  rows.find((row) => row.what.endsWith(what))?.status

describe("a public page's main thread against the control's of the same run", () => {
  it("passes at 2.9 times the control's CPU and fails at 3.1 times", () => {
    const at = (/** @type {number} */ times) =>
      statusOf(judgePage('/comidas', pageAt(times), control).rows, 'CPU over the control')
    expect(at(2.9)).toBe('PASS')
    expect(at(3)).toBe('PASS')
    expect(at(3.1)).toBe('FAIL')
    expect(exitCode(judgePage('/comidas', pageAt(3.1), control).rows, 0)).toBe(EXIT.fail)
  })

  it("fails a longest task 2.1 times the control's longest, passes one 1.9 times", () => {
    const at = (/** @type {number} */ times) =>
      statusOf(
        judgePage('/comidas', pageAt(2, times), control).rows,
        "longest task over the control's",
      )
    expect(at(1.9)).toBe('PASS')
    expect(at(2.1)).toBe('FAIL')
  })

  it('prints the ratio and both medians', () => {
    const row = judgePage('/comidas', pageAt(7.2), control).rows.find((r) =>
      r.what.endsWith('CPU over the control'),
    )
    expect(row).toMatchObject({ figure: '7.20x (360 ms / 50 ms)', target: '<= 3.00x' })
  })

  it('reads the same ratio whatever the speed of the machine', () => {
    // A machine twice as slow: every figure doubles, the verdict does not move.
    const slower = measured({ cpuMs: 100, longestCpuMs: 20 })
    const page = measured({ cpuMs: 100 * 3.1, longestCpuMs: 20 * 1.5 })
    const { rows } = judgePage('/comidas', page, slower)
    expect(statusOf(rows, 'CPU over the control')).toBe('FAIL')
    expect(statusOf(rows, "longest task over the control's")).toBe('PASS')
  })
})

describe('Lighthouse against the control', () => {
  it("holds LCP within 0.3 s of the control's", () => {
    const at = (/** @type {number} */ lcpMs) =>
      statusOf(
        judgePage(
          '/cono-gratis',
          measured({ cpuMs: 100, longestCpuMs: 10, lighthouse: { lcpMs } }),
          control,
        ).rows,
        'LCP',
      )
    expect(at(1500)).toBe('PASS') // the control's 1.20 s + 0.30 s
    expect(at(1550)).toBe('FAIL')
    expect(at(3260)).toBe('FAIL')
  })

  it('holds performance within 3 of the control, and CLS and the other scores absolutely', () => {
    const page = (/** @type {Partial<LighthouseFigures>} */ lighthouse) =>
      judgePage('/comidas', measured({ cpuMs: 100, longestCpuMs: 10, lighthouse }), control).rows
    expect(statusOf(page({ performance: 97 }), 'Lighthouse performance')).toBe('PASS')
    expect(statusOf(page({ performance: 96 }), 'Lighthouse performance')).toBe('FAIL')
    expect(statusOf(page({ cls: 0.004 }), 'CLS')).toBe('FAIL')
    expect(statusOf(page({ cls: 0.0004 }), 'CLS')).toBe('PASS') // 0.000 as printed
    expect(statusOf(page({ seo: 92 }), 'a11y/best pr./SEO')).toBe('FAIL')
  })

  it('judges no figure in milliseconds alone: a slow FCP or TBT decides nothing', () => {
    const { rows } = judgePage(
      '/comidas',
      measured({ cpuMs: 100, longestCpuMs: 10, lighthouse: { fcpMs: 3000, tbtMs: 900 } }),
      control,
    )
    expect(rows.map((row) => row.what.replace('/comidas: ', ''))).toEqual([
      'main-thread CPU over the control',
      "longest task over the control's",
      'Lighthouse performance',
      'LCP',
      'CLS',
      'a11y/best pr./SEO',
    ])
    expect(exitCode(rows, 0)).toBe(EXIT.pass)
  })
})

describe('INVALID: a control that shows a busy machine', () => {
  it('makes the timing rows INVALID when its Lighthouse median is under 95', () => {
    const { valid, reasons, rows } = judgePage('/comidas', slow.page, slow.control)
    expect(valid).toBe(false)
    expect(reasons.join()).toContain('Lighthouse median 93 < 95')
    for (const what of ['CPU over the control', 'Lighthouse performance', 'LCP']) {
      expect(statusOf(rows, what)).toBe('INVALID')
    }
    // What the machine's moment cannot move is still judged.
    expect(statusOf(rows, 'CLS')).toBe('PASS')
    expect(exitCode(rows, 0)).toBe(EXIT.invalid)
  })

  it("makes them INVALID when the control's traced loads lie too far apart", () => {
    // 30, 35, 50, 65, 75 ms: the middle three 30 ms apart, 60 % of their median.
    const busy = measured({ cpuMs: 50, longestCpuMs: 10, cpuOffsets: [-20, -15, 0, 15, 25] })
    expect(cpuSpread(busy.phone)).toBeCloseTo(0.6)
    const { valid, reasons, rows } = judgePage('/comidas', pageAt(7), busy)
    expect(valid).toBe(false)
    expect(reasons.join()).toContain("the control's CPU 30, 35, 50, 65, 75 ms")
    expect(statusOf(rows, 'CPU over the control')).toBe('INVALID')
    expect(exitCode(rows, 0)).toBe(EXIT.invalid)
  })

  it('judges a control whose middle loads lie within half their median, one odd load or not', () => {
    // 40, 48, 50, 55, 90 ms: the odd 90 ms is left out as the median leaves it out.
    const steady = measured({ cpuMs: 50, longestCpuMs: 10, cpuOffsets: [-10, -2, 0, 5, 40] })
    expect(cpuSpread(steady.phone)).toBeCloseTo(0.14)
    expect(controlVerdict(steady)).toEqual({ valid: true, reasons: [] })
    expect(statusOf(judgePage('/comidas', pageAt(7), steady).rows, 'CPU over the control')).toBe(
      'FAIL',
    )
  })

  it('judges the same figures once the control scores 95', () => {
    const at95 = {
      ...slow.control,
      lighthouse: slow.control.lighthouse.map((run) => ({ ...run, performance: 95 })),
    }
    const { valid, rows } = judgePage('/comidas', slow.page, at95)
    expect(valid).toBe(true)
    expect(statusOf(rows, 'CPU over the control')).toBe('PASS') // 150 / 50 ms
    expect(statusOf(rows, 'Lighthouse performance')).toBe('FAIL') // 82 against 95 - 3
  })
})

describe("the staff's panel against the control", () => {
  it("allows 4 times the control's CPU and 3 times its longest task", () => {
    const screen = (/** @type {number} */ cpu, /** @type {number} */ longest) =>
      judgeStaffScreen('/dashboard/inicio', loads(50 * cpu, 10 * longest), control.phone).rows
    expect(statusOf(screen(3.9, 2.9), 'CPU over the control')).toBe('PASS')
    expect(statusOf(screen(3.9, 2.9), "longest task over the control's")).toBe('PASS')
    expect(statusOf(screen(4.1, 2.9), 'CPU over the control')).toBe('FAIL')
    expect(statusOf(screen(3.9, 3.1), "longest task over the control's")).toBe('FAIL')
    expect(screen(12.6, 9)[0]?.what).toBe('/dashboard/inicio: main-thread CPU over the control')
  })

  it('is INVALID when the control alternated with it was not steady', () => {
    const { valid, rows } = judgeStaffScreen(
      '/dashboard/hoy',
      loads(650, 90),
      loads(50, 10, [-20, -15, 0, 15, 40]),
    )
    expect(valid).toBe(false)
    expect(rows.map((row) => row.status)).toEqual(['INVALID', 'INVALID'])
  })
})

describe('the exit code and the arithmetic', () => {
  it('puts a figure that could not be measured before a FAIL, and a FAIL before INVALID', () => {
    /** @type {{ status: import('./verdict.mjs').Status }[]} */
    const rows = [{ status: 'PASS' }, { status: 'INVALID' }]
    expect(exitCode(rows, 0)).toBe(EXIT.invalid)
    expect(exitCode([...rows, { status: 'FAIL' }], 0)).toBe(EXIT.fail)
    expect(exitCode([...rows, { status: 'FAIL' }], 1)).toBe(EXIT.couldNotMeasure)
    expect(exitCode([{ status: 'PASS' }], 0)).toBe(EXIT.pass)
  })

  it('takes medians and ratios', () => {
    expect(median([93, 90, 96, 94, 92])).toBe(93)
    expect(median([1, 4, 2, 3])).toBe(2.5)
    expect(ratio(150, 50)).toBe(3)
    expect(ratio(10, 0)).toBe(Infinity)
    expect(ratio(0, 0)).toBe(1)
  })
})

describe("Lighthouse's CPU slowdown for this machine", () => {
  it('brings the host index to the mid-tier preset, never below 1', () => {
    expect(cpuSlowdownFor(2500)).toBe(2.5)
    expect(cpuSlowdownFor(1000)).toBe(1)
    expect(cpuSlowdownFor(600)).toBe(1)
  })
})
