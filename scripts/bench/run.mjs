// npm run bench, inside the emulators: measures the production build served by the Hosting
// emulator (seeded data) and prints the figures next to their targets. A missed target is
// reported, not fatal; a figure that could not be measured makes the exit code 1.
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
import { CONTROL_PATH, writeControlPage } from './control-page.mjs'
import { measureRouteScripts, publicRoutes, readManifest, total } from './entry-js.mjs'
import { measureImagePreparation } from './image-prep.mjs'
import { LIGHTHOUSE_ROUTES, measureLighthouse, RUNS } from './lighthouse-runs.mjs'
import { MAIN_THREAD_WINDOW_MS } from './main-thread.mjs'
import { kB, mark, table, TARGETS } from './report.mjs'
import { KINDS, measureTransfer } from './transfer.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distDir = process.env.BENCH_DIST ?? path.join(root, 'dist')

const progress = (/** @type {string} */ message) => console.error(`[bench] ${message}`)

/** The report, printed at the end in one piece (the emulators log to the same terminal). */
/** @type {string[]} */
const report = []
/** One row per target: what, the figure, PASS or FAIL. */
/** @type {string[][]} */
const summary = []
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
  summary.push([what, figure, target, ok ? 'PASS' : 'FAIL'])

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
      notes.push(`  ${route} entry + modulepreloads: ${list(scripts.entry)}`)
      notes.push(`  ${route} route chunks: ${list(scripts.route)}`)
      notes.push(`  ${route} fetched later by the page's code: ${list(scripts.later)}`)
    }
  }
  return table(
    'JavaScript to show each page (real Chromium load, phone; gzip level 6 of each file)',
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
      '  gzip = the entry chunk, its modulepreloads and the lazy route chunks the page loads;',
      '  later = JavaScript the page fetches on its own afterwards (Firebase SDKs, deferred parts).',
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

async function lighthouseScores() {
  /** A figure, with ' <' when it misses its target. */
  const shown = (/** @type {string} */ text, /** @type {boolean} */ ok) => (ok ? text : `${text} <`)
  /** @type {string[][]} */
  const rows = []
  /** @type {string[]} */
  const notes = []
  for (const route of LIGHTHOUSE_ROUTES) {
    const { median: m, runs } = await measureLighthouse(route, progress)
    const cls = Number(m.cls.toFixed(3))
    const checks = {
      performance: m.performance >= TARGETS.performance,
      accessibility: m.accessibility >= TARGETS.accessibility,
      bestPractices: m.bestPractices >= TARGETS.bestPractices,
      seo: m.seo >= TARGETS.seo,
      lcp: m.lcpMs <= TARGETS.lcpMs,
      cls: cls <= TARGETS.cls,
    }
    rows.push([
      route,
      shown(String(m.performance), checks.performance),
      shown(String(m.accessibility), checks.accessibility),
      shown(String(m.bestPractices), checks.bestPractices),
      shown(String(m.seo), checks.seo),
      shown(seconds(m.lcpMs), checks.lcp),
      milliseconds(m.tbtMs),
      shown(cls.toFixed(3), checks.cls),
      Object.values(checks).every(Boolean) ? 'PASS' : 'FAIL',
    ])
    const scores = `${m.performance}/${m.accessibility}/${m.bestPractices}/${m.seo}`
    judge(
      `Lighthouse ${route}: perf/a11y/bp/SEO`,
      scores,
      checks.performance && checks.accessibility && checks.bestPractices && checks.seo,
      `>= ${TARGETS.performance}/${TARGETS.accessibility}/${TARGETS.bestPractices}/${TARGETS.seo}`,
    )
    judge(`Lighthouse ${route}: LCP`, seconds(m.lcpMs), checks.lcp, '<= 2.00 s')
    judge(`Lighthouse ${route}: CLS`, cls.toFixed(3), checks.cls, `${TARGETS.cls}`)
    const last = runs[runs.length - 1]
    const shiftiest = [...runs].sort((a, b) => b.figures.cls - a.figures.cls)[0]
    if (last && shiftiest) {
      notes.push(`  ${route}: each run: ${eachRun(runs)}`)
      notes.push(`  ${route}: LCP element ${last.lcpElement}`)
      notes.push(`  ${route}: largest shift (worst run) ${shiftiest.largestShift}`)
      const failed = [...new Set(runs.flatMap((run) => run.failedAudits))]
      if (failed.length > 0) notes.push(`  ${route}: failed audits: ${failed.join(', ')}`)
    }
  }
  rows.push(await controlRow(notes))
  return table(
    `Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU), median of ${RUNS} runs`,
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'targets'],
    rows,
    [
      `  targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
        `best practices ${TARGETS.bestPractices}, SEO ${TARGETS.seo},`,
      `  LCP <= ${TARGETS.lcpMs / 1000} s, CLS ${TARGETS.cls}; '<' marks a missed one.`,
      `  main thread: in the first ${MAIN_THREAD_WINDOW_MS / 1000} s, its tasks' wall time (what ` +
        'blocking time is simulated from) and its CPU time in them (the rest waited for a core).',
      ...notes,
    ],
  )
}

/**
 * The control page, measured like the site's pages: what this machine gives a page that runs no
 * script, at that moment, about the best any page can get. Not a target; a figure that could not
 * be measured still fails the bench.
 * @param {string[]} notes
 * @returns {Promise<string[]>}
 */
async function controlRow(notes) {
  let removeControlPage = () => {}
  try {
    removeControlPage = writeControlPage(distDir)
    const { median: m, runs } = await measureLighthouse(CONTROL_PATH, progress)
    notes.push(
      `  control, ${CONTROL_PATH}: a page that runs no script (a heading, a text, one picture),`,
      `  measured the same way (about the best any page can get now): ${eachRun(runs)}`,
    )
    return [
      'control (no script)',
      String(m.performance),
      '',
      '',
      '',
      seconds(m.lcpMs),
      milliseconds(m.tbtMs),
      m.cls.toFixed(3),
      'no target',
    ]
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    failures.push(`Lighthouse control page: ${reason}`)
    return ['control (no script)', 'COULD NOT MEASURE', '', '', '', '', '', '', reason]
  } finally {
    removeControlPage()
  }
}

/**
 * The page's main thread over the load's first seconds: busy (its tasks' wall time, which
 * Lighthouse's blocking time is made of) and on a core (its CPU time in them).
 * @param {import('./lighthouse-runs.mjs').LighthouseRun} run
 */
const busy = ({ mainThread }) =>
  mainThread ? `${mainThread.wallMs} ms busy, ${mainThread.cpuMs} ms on a core` : 'not traced'

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`
const milliseconds = (/** @type {number} */ ms) => `${Math.round(ms)} ms`

/**
 * Each run's score, blocking time, machine speed and main thread, for the notes under the table.
 * @param {import('./lighthouse-runs.mjs').LighthouseRun[]} runs
 */
const eachRun = (runs) =>
  runs
    .map(
      (run) =>
        `${run.figures.performance} (TBT ${milliseconds(run.figures.tbtMs)}, ` +
        `CPU benchmark ${run.benchmarkIndex}, main thread ${busy(run)})`,
    )
    .join(', ')

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
  try {
    await section('Entry JavaScript', () => entryJavaScript(browser, manifest))
    await section('Transfer of /comidas', () => comidasTransfer(browser))
    await section('Image preparation', () => imagePreparation(browser))
  } finally {
    await browser.close()
  }
  await section('Lighthouse', lighthouseScores)

  console.log(`\n${'='.repeat(100)}`)
  console.log(`Benchmark of ${SITE} (dist/ built for the emulators), ${started.toISOString()}`)
  console.log(report.join('\n'))
  console.log(table('Targets', ['figure', 'measured', 'target', ''], summary))
  if (failures.length > 0) {
    console.log(`\nCould not measure everything:\n${failures.map((f) => `  ${f}`).join('\n')}`)
    process.exitCode = 1
  }
  console.log('='.repeat(100))
}

try {
  await main()
} catch (error) {
  console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
