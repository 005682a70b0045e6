// What every measurement shares: the local Chromium, its flags, the site and the phone.

import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'

export { CHROMIUM_PATH }

/** No background traffic: there is no internet here, and nothing may wait on a remote host. */
export const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]

/** The production build on the Hosting emulator. */
export const SITE = process.env.BENCH_SITE ?? 'http://127.0.0.1:5000'

/** A mid-range phone, as the end-to-end tests use. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'es-CO',
  timezoneId: 'America/Bogota',
}

export function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
}

/**
 * A fresh phone context (empty cache) with the service worker blocked: it is registered after
 * the load and precaches files the page did not ask for, which would blur what a page needs.
 * @param {import('playwright-core').Browser} browser
 * @param {number} [deviceScaleFactor] pixels per CSS pixel (picks the images of a srcset)
 */
export function newPhoneContext(browser, deviceScaleFactor = PHONE.deviceScaleFactor) {
  return browser.newContext({ ...PHONE, deviceScaleFactor, serviceWorkers: 'block' })
}

/**
 * Resolves once the page has started no request for `quietMs`. Live Firestore listeners keep a
 * request open, so Playwright's networkidle may never come.
 * @param {import('playwright-core').Page} page
 * @param {{ quietMs?: number, maxMs?: number }} [options]
 */
export async function settle(page, { quietMs = 2000, maxMs = 20_000 } = {}) {
  let last = Date.now()
  const onRequest = () => {
    last = Date.now()
  }
  page.on('request', onRequest)
  const started = Date.now()
  try {
    while (Date.now() - last < quietMs && Date.now() - started < maxMs) {
      await page.waitForTimeout(250)
    }
  } finally {
    page.off('request', onRequest)
  }
}

/**
 * Opens a path and waits until its main heading shows and the network has gone quiet.
 * @param {import('playwright-core').Page} page
 * @param {string} path
 */
export async function openFully(page, path) {
  await page.goto(`${SITE}${path}`, { waitUntil: 'load', timeout: 60_000 })
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 })
  await settle(page)
}

/**
 * A visitor's first input on a public page (a key, which does nothing else there): the app,
 * which a first look starts only when needed (src/lib/startup/app-demand.ts), then takes the
 * page over. Resolves once it has, and the network has gone quiet.
 * @param {import('playwright-core').Page} page
 */
export async function firstInput(page) {
  if ((await page.locator('[data-first-look]').count()) === 0) return
  await page.keyboard.press('Shift')
  await page.locator('[data-first-look]').waitFor({ state: 'detached', timeout: 30_000 })
  await settle(page)
}
