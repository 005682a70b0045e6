// The staff's panel on a phone at the counter: the bench signs in with the demo admin in a fresh
// context, opens each panel screen once (its code, the service worker and the HTTP cache then
// warm, as on a phone that opened the panel before), then reopens each screen (a new navigation
// in the same signed-in context) five times, alternating with the no-script control's loads,
// each traced as the public pages are: the first 10 s of the main thread, and when the screen
// showed its figures (the product's marks, staff-panel.mjs).

import { DEMO_USERS } from '../seed/seed.mjs'
import { launchChromium, PHONE, settle, SITE } from './browser.mjs'
import { CONTROL_PATH } from './control-page.mjs'
import { RUNS, tracedRun } from './lighthouse-runs.mjs'
import {
  figuresShownAt,
  missingMarks,
  signInProblem,
  staffAccount,
  STAFF_SCREENS,
} from './staff-panel.mjs'

/** How long a sign-in, a screen's figures or the service worker may take before giving up. */
const WAIT_MS = 60_000

/**
 * @typedef {import('./phone-blocking.mjs').PhoneBlocking} PhoneBlocking
 * @typedef {{ screen: import('./staff-panel.mjs').StaffScreen, page: PhoneBlocking[],
 *   figuresMs: number[], control: PhoneBlocking[] }} StaffScreenRuns
 */

/**
 * A fresh phone context (service worker allowed) signed in through the sign-in page.
 * @param {import('playwright-core').Browser} browser
 * @param {{ email: string, password: string }} account
 */
async function signIn(browser, account) {
  const context = await browser.newContext({ ...PHONE })
  const page = await context.newPage()
  await page.goto(`${SITE}/login`, { waitUntil: 'load', timeout: WAIT_MS })
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(account.email)
  await page.locator('input[name="password"]').fill(account.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.waitForURL(/\/dashboard(\/|$)/, { timeout: WAIT_MS }).catch(() => undefined)
  const alert = page.getByRole('alert').first()
  const said = (await alert.count()) > 0 ? await alert.textContent() : null
  const problem = signInProblem(account.email, page.url(), said)
  if (problem) {
    await context.close()
    throw new Error(problem)
  }
  return { context, page }
}

/** How long an active service worker may take to claim the page before it is opened again. */
const CLAIM_WAIT_MS = 10_000

/**
 * @typedef {Pick<import('playwright-core').Page, 'evaluate' | 'waitForFunction' | 'reload'>}
 *   ControllablePage
 */

/**
 * Waits until the service worker controls `page`, as on a phone that opened the panel before. A
 * page whose navigation was under way while the worker activated stays without one (the
 * worker's claim came before the page was a client): it is opened again, as a next visit would.
 * @param {ControllablePage} page
 * @param {{ waitMs?: number, claimWaitMs?: number }} [limits]
 */
export async function whenControlled(page, { waitMs = WAIT_MS, claimWaitMs = CLAIM_WAIT_MS } = {}) {
  /** @param {number} timeout */
  const controlled = (timeout) =>
    page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout,
        polling: 250,
      })
      .then(
        () => true,
        () => false,
      )
  const active = await page.evaluate(
    (ms) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    waitMs,
  )
  if (!active) throw new Error(`no service worker became active within ${waitMs / 1000} s`)
  if (await controlled(claimWaitMs)) return
  await page.reload({ waitUntil: 'load', timeout: waitMs })
  if (!(await controlled(waitMs))) {
    throw new Error(`the service worker did not control the page within ${waitMs / 1000} s`)
  }
}

/**
 * Opens each screen once and waits for its figures, the service worker in control and a quiet
 * network: what a phone that opened the panel before has cached.
 * @param {import('playwright-core').Page} page
 * @param {(message: string) => void} progress
 */
async function openPanelOnce(page, progress) {
  for (const screen of STAFF_SCREENS) {
    progress(`Staff's panel: opening ${screen.path} once, unmeasured`)
    await page.goto(`${SITE}${screen.path}`, { waitUntil: 'load', timeout: WAIT_MS })
    await page
      .getByRole('heading', { level: 1, name: screen.heading })
      .waitFor({ timeout: WAIT_MS })
    await page
      .waitForFunction(
        (names) => names.every((name) => performance.getEntriesByName(name, 'mark').length > 0),
        screen.marks,
        { timeout: WAIT_MS, polling: 250 },
      )
      .catch(async () => {
        const marks = await page.evaluate(() =>
          performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
        )
        throw new Error(
          `${screen.path} did not mark its figures as shown within ${WAIT_MS / 1000} s ` +
            `(missing: ${missingMarks(marks, screen.marks).join(', ')})`,
        )
      })
    await whenControlled(page)
    await settle(page)
  }
}

/**
 * Signs in, warms the panel, then traces each screen reopened, alternating with the control.
 * The control page must be in the served build (writeControlPage).
 * @param {number} hostIndex this machine's benchmark index (for the scaled phone figures)
 * @param {(message: string) => void} progress
 * @returns {Promise<StaffScreenRuns[]>}
 */
export async function measureStaffPanel(hostIndex, progress) {
  const browser = await launchChromium()
  try {
    const account = staffAccount(DEMO_USERS)
    progress(`Staff's panel: signing in as ${account.email}`)
    const { context, page } = await signIn(browser, account)
    await openPanelOnce(page, progress)
    // One page open at a time: the warm-up's live listeners must not share the measured
    // page's main thread.
    await page.close()
    /** @type {StaffScreenRuns[]} */
    const measured = []
    for (const screen of STAFF_SCREENS) {
      /** @type {StaffScreenRuns} */
      const runs = { screen, page: [], figuresMs: [], control: [] }
      for (let run = 1; run <= RUNS; run++) {
        progress(`Phone trace of ${screen.path} reopened, load ${run} of ${RUNS}`)
        const traced = await tracedRun(browser, screen.path, hostIndex, progress, { context })
        const shown = figuresShownAt(traced.marks, screen.marks)
        if (shown === undefined) {
          throw new Error(
            `${screen.path} did not show its figures within the traced 10 s ` +
              `(missing: ${missingMarks(traced.marks, screen.marks).join(', ')})`,
          )
        }
        runs.page.push(traced.figures)
        runs.figuresMs.push(shown)
        progress(`Phone trace of ${CONTROL_PATH}, load ${run} of ${RUNS}`)
        runs.control.push((await tracedRun(browser, CONTROL_PATH, hostIndex, progress)).figures)
      }
      measured.push(runs)
    }
    return measured
  } finally {
    await browser.close()
  }
}
