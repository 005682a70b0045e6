// What running the site costs: the Firestore reads and writes and the Storage downloads of a
// first visit to each public page, and of a staff session at the counter, counted as Firebase
// bills them (usage-count.mjs) from everything a real Chromium sends, page, workers and service
// worker alike, through an observing proxy (usage-proxy.mjs). Against the Hosting emulator with
// the seeded demo data; docs/operations.md turns the figures into a monthly estimate.
//
//   npm run bench:usage      (build, emulators with the demo data, this measurement alone)
//
// Part of `npm run bench` too (scripts/bench/run.mjs).

import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getFirestore } from 'firebase-admin/firestore'

import { adminApp, demoProjectId, useEmulators } from '../seed/emulator-env.mjs'
import { launchChromium, PHONE, SITE } from './browser.mjs'
import { publicRoutes } from './entry-js.mjs'
import { kB, table } from './report.mjs'
import { createUsageMeter, emptyUsage } from './usage-count.mjs'
import { startObservingProxy } from './usage-proxy.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** The staff's demo account (scripts/seed). */
const STAFF = { email: 'admin@example.com', password: 'demo-admin-123' }

/** Quiet: nothing asked for and no live answer for this long. */
const QUIET_MS = 3000
/**
 * At least this long after the load before a page counts as idle: the surprise page's live
 * query starts 2 s after it (src/lib/data/newest-image.ts, LIVE_START_DELAY_MS).
 */
const AFTER_LOAD_MS = 6000
const MAX_WAIT_MS = 60_000
const MENUS = ['comidas', 'helados', 'bebidas']

/** @typedef {import('./usage-count.mjs').Usage} Usage */
/** @typedef {ReturnType<typeof createUsageMeter>} Meter */

/**
 * @typedef {object} Revisit
 * @property {Usage} usage what the second visit cost
 * @property {number} images Storage images the page asked for
 * @property {number} fromServiceWorker of which the service worker answered
 */

/**
 * @typedef {object} PageUsage
 * @property {string} path
 * @property {Usage} first the first visit (empty cache), scrolled to the bottom
 * @property {Revisit | null} second the same page again, with the service worker in control
 */

/**
 * @typedef {object} UsageResult
 * @property {PageUsage[]} pages
 * @property {{ step: string, usage: Usage }[]} staff
 * @property {string[]} checks the counts compared with what the code is expected to read
 */

/**
 * Resolves once the meter has seen nothing for QUIET_MS, and at least `after` has passed.
 * @param {Meter} meter
 * @param {number} [after] a moment before which the page cannot be idle
 */
async function quiet(meter, after = 0) {
  const started = Date.now()
  while (Date.now() - started < MAX_WAIT_MS) {
    const now = Date.now()
    if (now >= after && now - meter.lastActivity() >= QUIET_MS) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/**
 * Scrolls to the bottom a screen at a time, as a visitor reading the page would, until the page
 * stops growing (the free-cone gallery adds itself as it comes into view).
 * @param {import('playwright-core').Page} page
 */
async function scrollToBottom(page) {
  for (let step = 0; step < 200; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8))
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(500)
    if (atBottom) {
      const grew = await page.evaluate(
        () => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 2,
      )
      if (!grew) return
    }
  }
}

/**
 * A copy of what the meter counted since its reset.
 * @param {Meter} meter
 * @returns {Usage}
 */
const taken = (meter) => {
  const usage = meter.usage()
  return { ...usage, details: [...usage.details] }
}

/**
 * Opens a page, scrolls it to the bottom and waits until it is idle.
 * @param {import('playwright-core').Page} page
 * @param {Meter} meter
 * @param {string} pagePath
 */
async function visit(page, meter, pagePath) {
  await page.goto(`${SITE}${pagePath}`, { waitUntil: 'load', timeout: 60_000 })
  const loaded = Date.now()
  await scrollToBottom(page)
  await quiet(meter, loaded + AFTER_LOAD_MS)
}

/**
 * A first visit in a fresh context, then (when it downloaded pictures) a second one once the
 * service worker controls the page.
 * @param {import('playwright-core').Browser} browser
 * @param {{ server: string }} proxy
 * @param {Meter} meter
 * @param {string} pagePath
 * @returns {Promise<PageUsage>}
 */
async function measurePage(browser, proxy, meter, pagePath) {
  const context = await browser.newContext({ ...PHONE, proxy: { server: proxy.server } })
  try {
    const page = await context.newPage()
    meter.reset()
    await visit(page, meter, pagePath)
    // The service worker arrives after the load and keeps the pictures the page showed: part
    // of what a first visit costs.
    const controlled = await page
      .evaluate(() =>
        Promise.race([
          navigator.serviceWorker.ready.then(() => true),
          new Promise((resolve) => setTimeout(() => resolve(false), 20_000)),
        ]),
      )
      .catch(() => false)
    await quiet(meter)
    const first = taken(meter)
    if (!controlled || first.downloads === 0) return { path: pagePath, first, second: null }

    meter.reset()
    let images = 0
    let fromServiceWorker = 0
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (!url.pathname.startsWith('/v0/b/') || url.searchParams.get('alt') !== 'media') return
      images += 1
      if (response.fromServiceWorker()) fromServiceWorker += 1
    })
    await visit(page, meter, pagePath)
    return { path: pagePath, first, second: { usage: taken(meter), images, fromServiceWorker } }
  } finally {
    await context.close()
  }
}

/**
 * Goes to a panel screen as the staff do: its link, wherever the panel shows it; where this
 * screen size shows none, the app's own navigation to its address (no reload).
 * @param {import('playwright-core').Page} page
 * @param {string} label
 * @param {string} address
 * @param {string} heading the screen's main heading
 */
async function openPanelScreen(page, label, address, heading) {
  const link = page
    .getByRole('link', { name: new RegExp(`^${label}\\b`) })
    .filter({ visible: true })
  if ((await link.count()) > 0) await link.first().click()
  else {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, address)
  }
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 })
}

/**
 * Sign in, Inicio, Hoy, one item marked Agotado and then Disponible again, each step counted
 * apart. The list document is put back exactly as it was afterwards (its `actualizado` moved).
 * @param {import('playwright-core').Browser} browser
 * @param {{ server: string }} proxy
 * @param {Meter} meter
 * @returns {Promise<{ step: string, usage: Usage }[]>}
 */
async function measureStaffSession(browser, proxy, meter) {
  useEmulators()
  const db = getFirestore(adminApp('usage-bench', { projectId: demoProjectId() }))
  const lists = await Promise.all(MENUS.map((menu) => db.doc(`${menu}/hoy`).get()))
  const context = await browser.newContext({ ...PHONE, proxy: { server: proxy.server } })
  /** @type {{ step: string, usage: Usage }[]} */
  const steps = []
  /** @param {string} step */
  const record = async (step) => {
    await quiet(meter)
    steps.push({ step, usage: taken(meter) })
    meter.reset({ staff: true })
  }
  try {
    const page = await context.newPage()
    meter.reset({ staff: true })
    await page.goto(`${SITE}/login`, { waitUntil: 'load', timeout: 60_000 })
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(STAFF.email)
    await page.locator('input[name="password"]').fill(STAFF.password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.waitForURL(/\/dashboard\/comidas$/, { timeout: 30_000 })
    await record('sign in (lands on Comidas)')

    await openPanelScreen(page, 'Inicio', '/dashboard/inicio', 'Inicio')
    await record('Inicio')

    await openPanelScreen(page, 'Hoy', '/dashboard/hoy', 'Hoy en la carta')
    const available = page.getByRole('switch', { name: /^Disponible: / })
    await available.first().waitFor({ timeout: 30_000 })
    await record('Hoy')

    const count = await available.count()
    let name = null
    for (let i = 0; i < count && name === null; i++) {
      if (await available.nth(i).isChecked())
        name = await available.nth(i).getAttribute('aria-label')
    }
    if (name === null) throw new Error('Hoy shows no item marked Disponible')
    const item = page.getByRole('switch', { name, exact: true })
    /** @param {boolean} checked */
    const shows = (checked) =>
      page.waitForFunction(
        ([label, wanted]) =>
          document.querySelector(`input[aria-label="${label}"]`)?.matches(':checked') === wanted,
        /** @type {[string, boolean]} */ ([name, checked]),
      )
    await item.click()
    await shows(false)
    await record('mark one item Agotado')

    await item.click()
    await shows(true)
    await record('undo (Disponible again)')
    return steps
  } finally {
    await context.close()
    // The data as the seed left it: the toggles moved `actualizado`.
    await Promise.all(
      lists.map((snapshot) => {
        const data = snapshot.data()
        return data ? snapshot.ref.set(data) : snapshot.ref.delete()
      }),
    )
  }
}

/**
 * What the code is expected to read, against what was counted: a menu page reads its whole list
 * (its images and today's list) in one query.
 * @param {PageUsage[]} pages
 * @returns {Promise<string[]>}
 */
async function crossCheck(pages) {
  useEmulators()
  const db = getFirestore(adminApp('usage-bench', { projectId: demoProjectId() }))
  /** @type {string[]} */
  const checks = []
  for (const menu of MENUS) {
    const page = pages.find((p) => p.path === `/${menu}`)
    if (!page) continue
    const held = (await db.collection(menu).count().get()).data().count
    const line = page.first.details.find((detail) => detail.startsWith(`list ${menu}:`))
    const read = line ? Number(/: (\d+) read/.exec(line)?.[1]) : 0
    checks.push(
      `/${menu} read its list of ${read} document(s); the collection holds ${held}: ` +
        `${read === held ? 'OK' : 'MISMATCH'}`,
    )
  }
  return checks
}

/**
 * Measures every public page and the staff session.
 * @param {import('playwright-core').Browser} browser
 * @param {string} distDir the build the Hosting emulator serves (its pages are listed from it)
 * @param {(message: string) => void} [progress]
 * @returns {Promise<UsageResult>}
 */
export async function measureUsage(browser, distDir, progress = () => {}) {
  const site = new URL(SITE)
  const meter = createUsageMeter({ isSite: (url) => url.host === site.host })
  const proxy = await startObservingProxy(meter.observe)
  try {
    /** @type {PageUsage[]} */
    const pages = []
    for (const pagePath of publicRoutes(distDir)) {
      progress(`What a visit to ${pagePath} reads`)
      pages.push(await measurePage(browser, proxy, meter, pagePath))
    }
    progress('What a staff session at the counter reads and writes')
    const staff = await measureStaffSession(browser, proxy, meter)
    return { pages, staff, checks: await crossCheck(pages) }
  } finally {
    await proxy.close()
  }
}

/**
 * @param {Usage} usage
 * @returns {string[]}
 */
const figures = (usage) => [
  String(usage.reads),
  String(usage.ruleReads),
  String(usage.writes),
  String(usage.deletes),
  String(usage.downloads),
  kB(usage.downloadBytes),
  kB(usage.firestoreBytes),
  kB(usage.hostingBytes),
]

/**
 * The sum of several usages.
 * @param {Usage[]} usages
 * @returns {Usage}
 */
export function sumUsage(usages) {
  const sum = emptyUsage()
  for (const usage of usages) {
    for (const key of /** @type {(keyof Usage)[]} */ (Object.keys(sum))) {
      if (key === 'details') sum.details.push(...usage.details)
      else sum[key] += usage[key]
    }
  }
  return sum
}

/**
 * The result as the bench prints it.
 * @param {UsageResult} result
 */
export function usageReport({ pages, staff, checks }) {
  const header = [
    'visit',
    'reads',
    '(rules)',
    'writes',
    'deletes',
    'downloads',
    'Storage',
    'Firestore',
    'Hosting',
    '2nd: reads',
    '2nd: downl.',
    '2nd: from SW',
    '2nd: Hosting',
  ]
  const rows = pages.map(({ path: pagePath, first, second }) => [
    pagePath,
    ...figures(first),
    second ? String(second.usage.reads) : '',
    second ? String(second.usage.downloads) : '',
    second ? `${second.fromServiceWorker} of ${second.images}` : '',
    second ? kB(second.usage.hostingBytes) : '',
  ])
  for (const { step, usage } of staff) rows.push([`staff: ${step}`, ...figures(usage)])
  rows.push(['staff session, total', ...figures(sumUsage(staff.map((s) => s.usage)))])
  const details = [
    ...pages.map(({ path: pagePath, first }) => `  ${pagePath}: ${first.details.join('; ')}`),
    ...staff.map(({ step, usage }) => `  staff, ${step}: ${usage.details.join('; ')}`),
  ]
  const resent = sumUsage(staff.map((s) => s.usage)).resent
  return table(
    'What a visit costs: Firestore documents read and written, Storage downloads (first visit, ' +
      'empty cache, phone, scrolled to the bottom; idle 3 s and at least 6 s after the load)',
    header,
    rows,
    [
      '  reads: as Firestore bills them (a query its documents, at least 1; a listener its first',
      '  snapshot, then 1 a change; a document GET 1), rules lookups included; (rules): of which the',
      "  rules' get()/exists() lookups, estimated from the rules (usage-count.mjs, ruleLookups).",
      '  Storage, Hosting: bytes on the wire; downloads: Storage requests that reached the network;',
      "  Firestore: its answers' bytes, uncompressed as the emulator sends them.",
      '  2nd: the same page again in the same browser, the service worker in control: reads,',
      '  downloads over the network, the pictures the service worker answered, Hosting bytes.',
      `  Re-sent to resumed listeners by the emulator, not billed in production: ${resent}.`,
      ...checks.map((check) => `  check: ${check}`),
      '  What each visit read:',
      ...details,
    ],
  )
}

async function main() {
  const distDir = process.env.BENCH_DIST ?? path.join(root, 'dist')
  const browser = await launchChromium()
  try {
    const result = await measureUsage(browser, distDir, (message) =>
      console.error(`[bench] ${message}`),
    )
    console.log(`\nUsage of ${SITE} (dist/ built for the emulators), ${new Date().toISOString()}`)
    console.log(usageReport(result))
    if (result.checks.some((check) => check.endsWith('MISMATCH'))) process.exitCode = 1
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await main()
  } catch (error) {
    console.error(`[bench] ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}
