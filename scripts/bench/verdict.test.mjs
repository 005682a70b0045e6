// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cpuSlowdownFor } from './host-index.mjs'
import { EXIT, exitCode, judgePage, median } from './verdict.mjs'

/** A run whose control, a page without script, had a median performance of 93. */
const slow =
  /** @type {{ page: import('./verdict.mjs').Measured,
   *   control: import('./verdict.mjs').Measured }} */ (
    JSON.parse(readFileSync(new URL('./fixtures/slow-control.json', import.meta.url), 'utf8'))
  )

/** The same run with a control that scored `performance` every time. */
const withControlAt = (/** @type {number} */ performance) => ({
  ...slow.control,
  lighthouse: slow.control.lighthouse.map((run) => ({ ...run, performance })),
})

const statusOf = (/** @type {import('./verdict.mjs').Row[]} */ rows, /** @type {string} */ what) =>
  rows.find((row) => row.what.endsWith(what))?.status

describe('the verdict against the control', () => {
  it('reports a run INVALID when its control is slow, neither pass nor fail', () => {
    const { valid, rows } = judgePage('/comidas', slow.page, slow.control)
    expect(valid).toBe(false)
    for (const what of ['phone blocking, low-tier', 'Lighthouse performance', 'FCP', 'LCP']) {
      expect(statusOf(rows, what)).toBe('INVALID')
    }
    // What the machine's moment cannot move is still judged.
    expect(statusOf(rows, 'CLS')).toBe('PASS')
    expect(exitCode(rows, 0)).toBe(EXIT.invalid)
  })

  it('judges the same figures once the control scores 95', () => {
    const { valid, rows } = judgePage('/comidas', slow.page, withControlAt(95))
    expect(valid).toBe(true)
    expect(statusOf(rows, 'phone blocking, low-tier')).toBe('PASS') // 300 ms
    expect(statusOf(rows, 'main-thread CPU beyond the control')).toBe('PASS') // 150 - 50
    expect(statusOf(rows, 'Lighthouse performance')).toBe('FAIL') // 82 against 95 - 3
    expect(statusOf(rows, 'FCP')).toBe('FAIL') // 1.10 s against 0.70 + 0.30 s
    expect(exitCode(rows, 0)).toBe(EXIT.fail)
  })

  it('puts a figure that could not be measured before a FAIL, and a FAIL before INVALID', () => {
    /** @type {{ status: import('./verdict.mjs').Status }[]} */
    const rows = [{ status: 'PASS' }, { status: 'INVALID' }]
    expect(exitCode(rows, 0)).toBe(EXIT.invalid)
    expect(exitCode([...rows, { status: 'FAIL' }], 0)).toBe(EXIT.fail)
    expect(exitCode([...rows, { status: 'FAIL' }], 1)).toBe(EXIT.couldNotMeasure)
    expect(exitCode([{ status: 'PASS' }], 0)).toBe(EXIT.pass)
  })

  it('takes medians', () => {
    expect(median([93, 90, 96, 94, 92])).toBe(93)
    expect(median([1, 4, 2, 3])).toBe(2.5)
  })
})

describe("Lighthouse's CPU slowdown for this machine", () => {
  it('brings the host index to the mid-tier preset, never below 1', () => {
    expect(cpuSlowdownFor(2500)).toBe(2.5)
    expect(cpuSlowdownFor(1000)).toBe(1)
    expect(cpuSlowdownFor(600)).toBe(1)
  })
})
