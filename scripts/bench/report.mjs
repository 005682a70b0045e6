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

/** The targets of issue 38, each printed beside its figure. */
export const TARGETS = {
  entryGzipBytes: 160_000,
  comidasBytes: 600_000,
  largeImageBytes: 400_000,
  /** Phone blocking time (first 10 s) on DevTools' low-tier preset: the gate. */
  phoneLowTierMs: 500,
  /** The same on the mid-tier preset: Lighthouse's threshold for good blocking time. */
  phoneMidTierMs: 200,
  /** The page's main-thread CPU on this machine beyond the control's. */
  cpuBeyondControlMs: 150,
  /** Lighthouse performance (calibrated) at most this far under the control's median. */
  performanceBelowControl: 3,
  /** First contentful paint at most this much after the control's. */
  fcpBeyondControlMs: 300,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 2000,
  cls: 0,
}
