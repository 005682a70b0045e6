// npm run bench, inside the emulators: measures the production build served by the Hosting
// emulator (seeded data) and prints the figures next to their targets. Every timing target is a
// ratio or a difference to a no-script control page measured alternately in the same run; the
// others are absolutes that do not depend on the machine (bytes, scores, CLS). Exit code: 0
// every target met; 1 a figure could not be measured; 2 a target missed (FAIL, a figure the
// pages' code can move); 3 INVALID: the control showed a busy machine (its Lighthouse median
// under 95, or its traced loads too far apart), so the timing figures say nothing
// (scripts/bench/verdict.mjs).
//
//   npm run build:e2e -- --manifest
//   node scripts/emulators/with-emulators.mjs --seed --hosting -- node scripts/bench/run.mjs
//
// BENCH_SITE and BENCH_DIST measure another server and build (defaults: the Hosting emulator
// on http://127.0.0.1:5000 and dist/).

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { launchChromium, SITE } from './browser.mjs'
import { writeControlPage } from './control-page.mjs'
import { measureRouteScripts, publicRoutes, readManifest, total } from './entry-js.mjs'
import { measureImagePreparation } from './image-prep.mjs'
import { cpuSlowdownFor, measureHostIndex } from './host-index.mjs'
import { LIGHTHOUSE_ROUTES, measureAgainstControl, RUNS } from './lighthouse-runs.mjs'
import {
  BLOCKING_THRESHOLD_MS,
  LOW_TIER_INDEX,
  MID_TIER_INDEX,
  WINDOW_MS,
} from './phone-blocking.mjs'
import { kB, mark, table, TARGETS } from './report.mjs'
import { measureStaffPanel } from './staff-panel-runs.mjs'
import {
  CONTROL_MAX_CPU_SPREAD,
  CONTROL_MIN_PERFORMANCE,
  exitCode,
  judgePage,
  judgeStaffScreen,
  median,
  medians,
  ratio,
} from './verdict.mjs'
import { KINDS, measureTransfer } from './transfer.mjs'
import { measureUsage, usageReport } from './usage.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distDir = process.env.BENCH_DIST ?? path.join(root, 'dist')

const progress = (/** @type {string} */ message) => console.error(`[bench] ${message}`)

/** The report, printed at the end in one piece (the emulators log to the same terminal). */
/** @type {string[]} */
const report = []
/** One row per target: what, the figure, the target, PASS, FAIL or INVALID. */
/** @type {import('./verdict.mjs').Row[]} */
const summary = []
/** The machine's benchmark index each time it was taken during the run (printed, never judged). */
/** @type {number[]} */
const hostIndexes = []
/** Sections that could not be measured, with why. */
/** @type {string[]} */
const failures = []

/**
 * @param {string} what
 * @param {string} figure
 * @param {boolean} ok
 * @param {string} target
 */
const judge = (what, figure, ok, target) =>
  summary.push({ what, figure, target, status: ok ? 'PASS' : 'FAIL' })

/**
 * Runs one section; an error is reported and remembered, and the other sections still run.
 * @param {string} name
 * @param {() => Promise<string>} measure returns the section's text
 */
async function section(name, measure) {
  try {
    report.push(await measure())
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    failures.push(`${name}: ${reason}`)
    report.push(`\n${name}: COULD NOT MEASURE: ${reason}`)
    progress(`${name} could not be measured: ${reason}`)
  }
}

/** The Hosting emulator must serve the build in dist/, not an older one. */
async function assertServesThisBuild() {
  const built = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  const entry = built.match(/<script type="module"[^>]*src="([^"]+)"/)?.[1]
  const served = await (await fetch(`${SITE}/`)).text()
  if (!entry || !served.includes(entry)) {
    throw new Error(`${SITE} does not serve the build in dist/ (entry ${entry ?? 'not found'})`)
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {import('./entry-js.mjs').Manifest} manifest
 */
async function entryJavaScript(browser, manifest) {
  /** @type {string[][]} */
  const rows = []
  /** @type {string[]} */
  const notes = []
  for (const route of publicRoutes(distDir)) {
    progress(`JavaScript of ${route}`)
    const scripts = await measureRouteScripts(browser, manifest, distDir, route)
    const page = total([...scripts.entry, ...scripts.route])
    const later = total(scripts.later)
    const ok = page.gzip <= TARGETS.entryGzipBytes
    if (route === '/') {
      judge('entry JavaScript of / (gzip)', kB(page.gzip), ok, `<= ${kB(TARGETS.entryGzipBytes)}`)
    }
    rows.push([
      route,
      String(scripts.entry.length + scripts.route.length),
      kB(page.raw),
      kB(page.gzip),
      kB(total(scripts.entry).gzip),
      kB(total(scripts.route).gzip),
      kB(later.gzip),
      kB(page.gzip + later.gzip),
      route === '/' ? mark(ok, `<= ${kB(TARGETS.entryGzipBytes)}`) : '',
    ])
    if (route === '/' || route === '/comidas') {
      const list = (/** @type {import('./entry-js.mjs').ScriptFile[]} */ files) =>
        files.map((f) => `${f.label} ${kB(f.gzip)}`).join(', ') || 'none'
      notes.push(`  ${route} entry + app: ${list(scripts.entry)}`)
      notes.push(`  ${route} route chunks: ${list(scripts.route)}`)
      notes.push(`  ${route} fetched later by the page's code: ${list(scripts.later)}`)
    }
  }
  return table(
    'JavaScript of each page, touched once (real Chromium load, phone; gzip level 6 of each file)',
    [
      'page',
      'files',
      'raw',
      'gzip',
      '= entry',
      '+ route',
      'later',
      'all JS',
      'target (gzip, entry + route)',
    ],
    rows,
    [
      '  gzip = the entry chunk, the app that the first touch starts (with its imports) and the lazy',
      '    route chunks the page loads;',
      "  later = JavaScript the page fetches on its own afterwards (the first look's later parts,",
      '    Firebase SDKs, deferred parts).',
      ...notes,
    ],
  )
}

/** @param {import('playwright-core').Browser} browser */
async function comidasTransfer(browser) {
  progress('Bytes transferred for /comidas')
  // DPR 2 as on most phones (the target's figure: it picks the 960 px images of the srcset where
  // the large ones are wider); DPR 1 picks the 480 px ones.
  const dpr2 = await measureTransfer(browser, '/comidas', 2)
  const dpr1 = await measureTransfer(browser, '/comidas', 1)
  const rows = KINDS.map((kind) => [
    kind,
    String(dpr2.byKind[kind].count),
    kB(dpr2.byKind[kind].bytes),
    kB(dpr1.byKind[kind].bytes),
  ])
  const ok = dpr2.total <= TARGETS.comidasBytes
  judge('/comidas transferred (DPR 2)', kB(dpr2.total), ok, `<= ${kB(TARGETS.comidasBytes)}`)
  rows.push([
    'total',
    '',
    kB(dpr2.total),
    kB(dpr1.total),
    mark(ok, `<= ${kB(TARGETS.comidasBytes)}`),
  ])
  return table(
    '/comidas fully shown at 390x844, scrolled to the bottom: bytes transferred',
    ['resource', 'requests', 'DPR 2', 'DPR 1', 'target (DPR 2)'],
    rows,
    [
      `  ${dpr2.images} images on the page; CDP encodedDataLength (headers included, brotli as`,
      '  the Hosting emulator serves it); empty cache; service worker blocked (its precache after',
      '  the load is not counted).',
    ],
  )
}

/**
 * Each page against the control measured beside it: Lighthouse (calibrated) and the traced
 * loads' main thread, their medians judged by `judgePage`.
 * @param {{ hostIndex: number, cpuSlowdown: number }} host
 */
async function lighthouseAndPhone(host) {
  /** @type {string[][]} */
  const rows = []
  /** @type {string[]} */
  const notes = []
  for (const route of LIGHTHOUSE_ROUTES) {
    try {
      const measured = await measureAgainstControl(route, host, progress)
      hostIndexes.push(
        ...[...measured.page.lighthouse, ...measured.control.lighthouse].map(
          (run) => run.benchmarkIndex,
        ),
      )
      const figures = (/** @type {import('./lighthouse-runs.mjs').PageRuns} */ runs) => ({
        lighthouse: runs.lighthouse.map((run) => run.figures),
        phone: runs.phone,
      })
      const page = figures(measured.page)
      const control = figures(measured.control)
      const { valid, reasons, rows: judged } = judgePage(route, page, control)
      summary.push(...judged)
      rows.push(figureRow(route, page, control), figureRow('  control (no script)', control))
      notes.push(`  ${route}: ${controlNote(valid, reasons)}`)
      notes.push(`    Lighthouse runs: ${eachRun(measured.page.lighthouse)}`)
      notes.push(`    control's runs:  ${eachRun(measured.control.lighthouse)}`)
      notes.push(`    CPU of each load: ${eachCpu(page.phone)}; control ${eachCpu(control.phone)}`)
      const last = measured.page.lighthouse.at(-1)
      if (last) notes.push(`    LCP element ${last.lcpElement}`)
      // What moved, so a failed CLS says where to look.
      measured.page.lighthouse.forEach((run, index) => {
        if (run.figures.cls > 0) {
          const shift = `CLS ${run.figures.cls.toFixed(4)}, largest: ${run.largestShift}`
          notes.push(`    layout shift in run ${String(index + 1)}: ${shift}`)
        }
      })
      const failed = [...new Set(measured.page.lighthouse.flatMap((run) => run.failedAudits))]
      if (failed.length > 0) notes.push(`    failed audits: ${failed.join(', ')}`)
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      failures.push(`Lighthouse and phone trace of ${route}: ${reason}`)
      rows.push([route, 'COULD NOT MEASURE'])
      progress(`${route} could not be measured: ${reason}`)
    }
  }
  return table(
    `Lighthouse 12, mobile preset (simulated slow 4G, CPU slowdown ${host.cpuSlowdown.toFixed(2)}x ` +
      `for this machine's index ${host.hostIndex}), and the main thread of traced loads; medians ` +
      `of ${RUNS}, each page alternating with the control`,
    [
      'page',
      'perf',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'a11y/bp/SEO',
      'CPU',
      'x control',
      'longest',
      'x control',
      'low-tier',
      'mid-tier',
    ],
    rows,
    [
      `  CPU: the main thread's CPU time (thread time) in the top-level tasks of the first ` +
        `${WINDOW_MS / 1000} s of a load`,
      '  of its own, without throttling; longest: the longest of those tasks; x control: over the',
      "  control's median (the targets). Printed only, deciding nothing: low-tier, mid-tier, the",
      `  phone blocking time those tasks would give when scaled by host index / ${LOW_TIER_INDEX} or`,
      `  / ${MID_TIER_INDEX} (what passes ${BLOCKING_THRESHOLD_MS} ms added up), and FCP and TBT.`,
      ...notes,
    ],
  )
}

/**
 * What the control said about the machine, for the notes.
 * @param {boolean} valid
 * @param {string[]} reasons
 */
const controlNote = (valid, reasons) =>
  valid
    ? `control quiet (Lighthouse >= ${CONTROL_MIN_PERFORMANCE}, CPU spread <= ` +
      `${Math.round(CONTROL_MAX_CPU_SPREAD * 100)} %): judged`
    : `machine too busy (${reasons.join('; ')}): its timing rows INVALID`

/**
 * A table row of medians; with the control's, the page's ratios to it.
 * @param {string} label
 * @param {import('./verdict.mjs').Measured} runs
 * @param {import('./verdict.mjs').Measured} [control]
 */
function figureRow(label, runs, control) {
  const m = medians(runs.lighthouse)
  const p = medians(runs.phone)
  const c = control ? medians(control.phone) : undefined
  return [
    label,
    String(m.performance),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    milliseconds(m.tbtMs),
    m.cls.toFixed(3),
    `${m.accessibility}/${m.bestPractices}/${m.seo}`,
    milliseconds(p.cpuMs),
    c ? times(ratio(p.cpuMs, c.cpuMs)) : '',
    milliseconds(p.longestCpuMs),
    c ? times(ratio(p.longestCpuMs, c.longestCpuMs)) : '',
    milliseconds(p.lowTierMs),
    milliseconds(p.midTierMs),
  ]
}

/**
 * The staff's panel reopened at the counter, against the control's loads alternated with it.
 * @param {{ hostIndex: number }} host
 */
async function staffPanel(host) {
  const screens = await measureStaffPanel(host.hostIndex, progress)
  /** @type {string[][]} */
  const rows = []
  /** @type {string[]} */
  const notes = []
  for (const { screen, page, figuresMs, control } of screens) {
    const { valid, reasons, rows: judged } = judgeStaffScreen(screen.path, page, control)
    summary.push(...judged)
    const p = medians(page)
    const c = medians(control)
    rows.push(
      [
        screen.path,
        milliseconds(p.cpuMs),
        times(ratio(p.cpuMs, c.cpuMs)),
        milliseconds(p.longestCpuMs),
        times(ratio(p.longestCpuMs, c.longestCpuMs)),
        seconds(median(figuresMs)),
        `${seconds(Math.min(...figuresMs))}–${seconds(Math.max(...figuresMs))}`,
        milliseconds(p.lowTierMs),
        milliseconds(p.midTierMs),
      ],
      [
        '  control (no script)',
        milliseconds(c.cpuMs),
        '',
        milliseconds(c.longestCpuMs),
        '',
        '',
        '',
        milliseconds(c.lowTierMs),
        milliseconds(c.midTierMs),
      ],
    )
    notes.push(`  ${screen.path}: ${staffControlNote(valid, reasons)}`)
    notes.push(`    CPU of each load: ${eachCpu(page)}; control ${eachCpu(control)}`)
    notes.push(
      `    longest task of each load: ${eachLongest(page)}; control ${eachLongest(control)}`,
    )
  }
  return table(
    "The staff's panel on a phone, reopened at the counter (signed in as the demo admin, opened " +
      `once before: code, service worker and HTTP cache warm); medians of ${RUNS} traced loads, ` +
      'each alternating with the control',
    [
      'screen',
      'CPU',
      'x control',
      'longest',
      'x control',
      'figures shown',
      'range',
      'low-tier',
      'mid-tier',
    ],
    rows,
    [
      "  figures shown: from the navigation to the last of the screen's marks that its figures",
      '  are drawn with their data (Inicio: open or closed with the hours, the counts, what is sold',
      '  out; Hoy: the lists). Printed only, like low-tier and mid-tier.',
      ...notes,
    ],
  )
}

/**
 * @param {boolean} valid
 * @param {string[]} reasons
 */
const staffControlNote = (valid, reasons) =>
  valid
    ? `control quiet (CPU spread <= ${Math.round(CONTROL_MAX_CPU_SPREAD * 100)} %): judged`
    : `machine too busy (${reasons.join('; ')}): its rows INVALID`

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`
const milliseconds = (/** @type {number} */ ms) => `${Math.round(ms)} ms`
const times = (/** @type {number} */ value) => `${value.toFixed(2)}x`

/**
 * Each run's score, blocking time and Lighthouse's CPU benchmark, for the notes under the table.
 * @param {import('./lighthouse-runs.mjs').LighthouseRun[]} runs
 */
const eachRun = (runs) =>
  runs
    .map(
      (run) =>
        `${run.figures.performance} (TBT ${milliseconds(run.figures.tbtMs)}, ` +
        `index ${run.benchmarkIndex})`,
    )
    .join(', ')

/** @param {import('./phone-blocking.mjs').PhoneBlocking[]} runs */
const eachCpu = (runs) => runs.map((run) => milliseconds(run.cpuMs)).join(', ')

/** @param {import('./phone-blocking.mjs').PhoneBlocking[]} runs */
const eachLongest = (runs) => runs.map((run) => milliseconds(run.longestCpuMs)).join(', ')

/** The host index's spread over the run: printed beside the verdict, deciding nothing. */
function hostIndexLine() {
  if (hostIndexes.length === 0) return "This machine's benchmark index during the run: not taken."
  return (
    `This machine's benchmark index during the run (${hostIndexes.length} measures: the start's ` +
    `and each Lighthouse run's): minimum ${Math.min(...hostIndexes)}, median ` +
    `${Math.round(median(hostIndexes))}, maximum ${Math.max(...hostIndexes)}.`
  )
}

/** @param {import('playwright-core').Browser} browser */
async function imagePreparation(browser) {
  progress('Preparing a large photo with encodeImage()')
  const { input, large, medium, small, encodeMs } = await measureImagePreparation(browser, root)
  const size = (/** @type {{ width: number, height: number }} */ v) => `${v.width}x${v.height}`
  const ok = large.bytes <= TARGETS.largeImageBytes
  judge('large prepared image', kB(large.bytes), ok, `<= ${kB(TARGETS.largeImageBytes)}`)
  return table(
    'Preparing a photo for upload (src/lib/images/encode-image.ts in Chromium)',
    ['image', 'type', 'size', 'bytes', 'target'],
    [
      ['input photo', input.type, size(input), kB(input.bytes), ''],
      [
        'large variant',
        large.type,
        size(large),
        kB(large.bytes),
        mark(ok, `<= ${kB(TARGETS.largeImageBytes)}`),
      ],
      ['medium variant', medium.type, size(medium), kB(medium.bytes), ''],
      ['small variant', small.type, size(small), kB(small.bytes), ''],
    ],
    [
      `  encodeImage() took ${Math.round(encodeMs)} ms on this machine; it lowers the quality`,
      `  step by step until the large variant fits LARGE_MAX_BYTES (src/lib/images/image-size.ts).`,
    ],
  )
}

async function main() {
  const manifest = readManifest(distDir)
  await assertServesThisBuild()
  const started = new Date()
  const browser = await launchChromium()
  /** @type {{ hostIndex: number, cpuSlowdown: number }} */
  let host
  try {
    // First, while nothing of the bench runs yet: the machine's own speed.
    progress("Measuring this machine's benchmark index")
    const index = await measureHostIndex(browser)
    host = { hostIndex: index.best, cpuSlowdown: cpuSlowdownFor(index.best) }
    hostIndexes.push(...index.samples)
    report.push(
      `\nThis machine's benchmark index: ${index.best} (best of ${index.samples.join(', ')});` +
        ` Lighthouse's CPU slowdown ${host.cpuSlowdown.toFixed(2)}x (index / ${MID_TIER_INDEX},` +
        ' at least 1).',
    )
    await section('Entry JavaScript', () => entryJavaScript(browser, manifest))
    await section('Transfer of /comidas', () => comidasTransfer(browser))
    await section('Image preparation', () => imagePreparation(browser))
    await section('What a visit costs', async () =>
      usageReport(await measureUsage(browser, distDir, progress)),
    )
  } finally {
    await browser.close()
  }
  const removeControlPage = writeControlPage(distDir)
  try {
    await section('Lighthouse and traced loads', () => lighthouseAndPhone(host))
    await section("The staff's panel", () => staffPanel(host))
  } finally {
    removeControlPage()
  }

  const code = exitCode(summary, failures.length)
  const verdict = ['PASS', 'COULD NOT MEASURE', 'FAIL', 'INVALID (machine too busy)'][code]
  console.log(`\n${'='.repeat(100)}`)
  console.log(`Benchmark of ${SITE} (dist/ built for the emulators), ${started.toISOString()}`)
  console.log(report.join('\n'))
  console.log(
    table(
      'Targets',
      ['figure', 'measured', 'target', ''],
      summary.map((row) => [row.what, row.figure, row.target, row.status]),
    ),
  )
  console.log(`\n${hostIndexLine()}`)
  if (failures.length > 0) {
    console.log(`\nCould not measure everything:\n${failures.map((f) => `  ${f}`).join('\n')}`)
  }
  console.log(`\nVerdict: ${verdict} (exit code ${code})`)
  console.log('='.repeat(100))
  process.exitCode = code
}

try {
  await main()
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
