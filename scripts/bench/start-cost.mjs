// What the public pages' start costs against the no-script control, on its own (a few minutes
// instead of the whole bench): each page and the control loaded alternately (control, page,
// control, …) in a fresh phone context without throttling, each load traced for its first 10 s;
// the main thread's top-level tasks' thread time summed, and the longest task. Prints each
// load's figures, the medians and the ratios page / control.
//
//   npm run build:e2e
//   node scripts/emulators/with-emulators.mjs --seed --hosting -- node scripts/bench/start-cost.mjs [runs] [path...]
//
// Defaults: 5 runs of /comidas, /cono-gratis and /pagina-misteriosa. BENCH_SITE and BENCH_DIST
// measure another server and build, as the bench does.

import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { launchChromium, newPhoneContext, openFully } from './browser.mjs'
import { CONTROL_PATH, writeControlPage } from './control-page.mjs'
import { phoneBlocking } from './phone-blocking.mjs'
import { tracePageLoad } from './phone-trace.mjs'
import { median, ratio } from './verdict.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const distDir = process.env.BENCH_DIST ?? path.join(root, 'dist')

const DEFAULT_PATHS = ['/comidas', '/cono-gratis', '/pagina-misteriosa']
const DEFAULT_RUNS = 5
/** A trace now and then misses the navigation: such a load is taken again, this many times. */
const RETRIES = 2

/**
 * One traced load's main thread (the bench's own figures; the host index only scales the phone
 * figures, which are not printed here).
 * @param {import('playwright-core').Browser} browser
 * @param {string} pagePath
 * @returns {Promise<import('./phone-blocking.mjs').PhoneBlocking>}
 */
async function measuredLoad(browser, pagePath) {
  for (let attempt = 0; ; attempt++) {
    const figures = phoneBlocking(await tracePageLoad(browser, pagePath), 1)
    if (figures) return figures
    if (attempt >= RETRIES) throw new Error(`the traces of ${pagePath} show no navigation`)
  }
}

const ms = (/** @type {number} */ value) => `${Math.round(value)}`

async function main() {
  const args = process.argv.slice(2)
  const runs = /^\d+$/.test(args[0] ?? '') ? Number(args.shift()) : DEFAULT_RUNS
  const paths = args.length > 0 ? args : DEFAULT_PATHS
  const removeControl = writeControlPage(distDir)
  const browser = await launchChromium()
  try {
    // Once each, unmeasured: the emulators compile the paths a page's reads take on first use.
    for (const pagePath of [CONTROL_PATH, ...paths]) {
      const context = await newPhoneContext(browser)
      await openFully(await context.newPage(), pagePath).catch(() => undefined)
      await context.close()
    }
    for (const pagePath of paths) {
      /** @type {import('./phone-blocking.mjs').PhoneBlocking[]} */
      const page = []
      /** @type {import('./phone-blocking.mjs').PhoneBlocking[]} */
      const control = []
      for (let run = 0; run < runs; run++) {
        control.push(await measuredLoad(browser, CONTROL_PATH))
        page.push(await measuredLoad(browser, pagePath))
      }
      const of = (
        /** @type {import('./phone-blocking.mjs').PhoneBlocking[]} */ loads,
        /** @type {'cpuMs' | 'longestCpuMs'} */ key,
      ) => median(loads.map((load) => load[key]))
      const [cpu, cpuControl] = [of(page, 'cpuMs'), of(control, 'cpuMs')]
      const [longest, longestControl] = [of(page, 'longestCpuMs'), of(control, 'longestCpuMs')]
      const loads = (/** @type {import('./phone-blocking.mjs').PhoneBlocking[]} */ list) =>
        list.map((load) => `${ms(load.cpuMs)}/${ms(load.longestCpuMs)}`).join(' ')
      console.log(
        `${pagePath}: CPU ${ms(cpu)} ms (${ratio(cpu, cpuControl).toFixed(2)}x the control's ` +
          `${ms(cpuControl)}), longest task ${ms(longest)} ms ` +
          `(${ratio(longest, longestControl).toFixed(2)}x the control's ${ms(longestControl)})\n` +
          `  loads (CPU/longest ms): page ${loads(page)}; control ${loads(control)}`,
      )
    }
  } finally {
    await browser.close()
    removeControl()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
