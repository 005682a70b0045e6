// Plain-text tables for the terminal, and the targets each figure is held to.

/** 1 kB = 1000 bytes, as Vite and Lighthouse count. */
export const kB = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} kB`

/**
 * @param {string} title
 * @param {string[]} header
 * @param {string[][]} rows
 * @param {string[]} [notes]
 */
export function table(title, header, rows, notes = []) {
  const widths = header.map((cell, i) =>
    Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const numeric = header.map((_, i) =>
    rows.every((row) => /^([-\d.,]+( (kB|s|ms))?( <)?)?$/.test(row[i] ?? '')),
  )
  const line = (/** @type {string[]} */ cells) =>
    cells
      .map((cell, i) => {
        const width = widths[i] ?? 0
        return numeric[i] ? cell.padStart(width) : cell.padEnd(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((w) => '-'.repeat(w)).join('  ')
  return [``, title, rule, line(header), rule, ...rows.map(line), rule, ...notes].join('\n')
}

/**
 * @param {boolean} ok
 * @param {string} target
 */
export const mark = (ok, target) => `${ok ? 'PASS' : 'FAIL'} (${target})`

/**
 * The targets each figure is held to: ratios and differences to the no-script control measured
 * in the same run, or absolutes that do not depend on the machine (bytes, scores, CLS).
 */
export const TARGETS = {
  entryGzipBytes: 160_000,
  comidasBytes: 600_000,
  largeImageBytes: 400_000,
  /** A public page's main-thread CPU (first 10 s, median of 5 traced loads) over the control's. */
  cpuOverControl: 3,
  /** Its longest task (median of the loads' longest) over the control's. */
  longestOverControl: 2,
  /** The same for the staff's panel reopened at the counter (signed in, code cached). */
  staffCpuOverControl: 4,
  staffLongestOverControl: 3,
  /** Lighthouse performance (calibrated) at most this far under the control's median. */
  performanceBelowControl: 3,
  /** Largest contentful paint at most this much after the control's (Lighthouse medians). */
  lcpBeyondControlMs: 300,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
}
