import { defineConfig, type PlaywrightTestConfig } from '@playwright/test'
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/chromium.mjs'

type Use = NonNullable<PlaywrightTestConfig['use']>

const PHONE: Use = {
  browserName: 'chromium',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
}
const DESKTOP: Use = { browserName: 'chromium', viewport: { width: 1280, height: 800 } }

/**
 * Specs that change data other specs read: the shop's settings, today's lists, the menus' and
 * the surprise page's images, the free-cone and opinion lists and their counts, the admin's
 * role, the crowd windows, the deployed files. They run one at a time, after the others.
 * Every other spec only reads the seeded data, or writes documents of its own that no other
 * spec lists, so those run in parallel.
 */
const SHARED_DATA = [
  'admin-customers',
  'admin-home',
  'admin-image-descriptions',
  'admin-images',
  'admin-navigation',
  'admin-opinions',
  'approval-integrity',
  'crowd-limit',
  'dashboard-forgives',
  'dashboard-messages',
  'delete-confirmation',
  'device-clock',
  'free-cone',
  'go-live',
  'image-pipeline',
  'menu-arrangement',
  'menu-image-undo-hide',
  'mystery',
  'new-build',
  'orders',
  'ready-to-open',
  'sharing',
  'shop-settings',
  'stamp-card',
  'today-list',
]

/**
 * Specs run at the desktop's size too: the pages and panels whose layout changes with the width
 * (the public pages and their first looks, the order's sheet, the free cone's page, the surprise
 * page, the sign-in and password pages, the panel's side menu, its lists of pictures with their
 * messages and Deshacer) and what the specification or an issue asks at both sizes. Every other
 * spec checks what the screen's size plays no part in (HTTP headers, files, caches, the rules,
 * the clock, refusals, counts, a save without a connection) and runs at the phone's size only:
 * the size most visitors and the staff at the counter use.
 */
const BOTH_SIZES = [
  'admin-access',
  'admin-accessibility',
  'admin-images',
  'admin-navigation',
  'dashboard-messages',
  'early-loading',
  'free-cone',
  'legal',
  'menu-image-undo-hide',
  'mystery',
  'orders',
  'public-site',
  'staff-accounts',
  'stamp-card',
  'taps-before-app',
]
/** Single tests of other specs with the same property (tests/e2e/support/one-size.ts). */
const ONE_SIZE_TAG = /@one-size/

const specs = (names: string[]) => names.map((name) => `**/${name}.spec.ts`)

/**
 * `npm test` runs the end-to-end specs in parts (scripts/test/stages.mjs), each named by
 * E2E_PART: 'read-only', the specs that only read the seeded data (two at a time); then at once
 * 'shared', the specs that change shared data but these, on the first set of emulators, and
 * 'second-set', these, on the second set once it has run the rules' and the operations' tests.
 * Unset, every spec, read-only ones first.
 */
// Chosen so that both sets end about together: the rules' and operations' tests take the second
// set four to nine minutes beside the first set's shared-data specs, with the machine
// (docs/reliability.md).
const SECOND_SET = ['delete-confirmation', 'free-cone', 'stamp-card', 'today-list']
const PART = process.env.E2E_PART
const sharedHere = SHARED_DATA.filter((name) =>
  PART === 'second-set'
    ? SECOND_SET.includes(name)
    : PART !== 'shared' || !SECOND_SET.includes(name),
)
const readOnlyProjects = [
  { name: 'phone', use: PHONE, testIgnore: specs(SHARED_DATA) },
  {
    name: 'desktop',
    use: DESKTOP,
    testMatch: specs(BOTH_SIZES),
    testIgnore: specs(SHARED_DATA),
    grepInvert: ONE_SIZE_TAG,
  },
]
// The specs of shared data, one file at a time (workers: 1), the phone's before the desktop's;
// when every spec runs, after the read-only ones (a failure there skips them).
const sharedDataProjects = [
  {
    name: 'phone-shared-data',
    use: PHONE,
    testMatch: specs(sharedHere),
    dependencies: PART === undefined ? ['phone', 'desktop'] : [],
    workers: 1,
  },
  {
    name: 'desktop-shared-data',
    use: DESKTOP,
    testMatch: specs(sharedHere.filter((name) => BOTH_SIZES.includes(name))),
    grepInvert: ONE_SIZE_TAG,
    dependencies: ['phone-shared-data'],
    workers: 1,
  },
]

/** End-to-end tests: the production build served by the Hosting emulator, with seeded data. */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  fullyParallel: false,
  // Two browsers at once: much of a test is waiting on the emulators and the network.
  workers: 2,
  // Under CI a failed test runs once more to tell a consistent failure from an intermittent
  // one; either way the run fails: an intermittent failure is a bug to find, not to hide.
  retries: process.env.CI ? 1 : 0,
  failOnFlakyTests: true,
  // Room for a machine half as fast and busy: a passing test never waits for these.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  // A folder for each set's run: a run empties its folder as it starts.
  outputDir: PART === 'second-set' ? 'test-results-second-set' : 'test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? process.env.VITE_SITE_URL ?? 'http://127.0.0.1:5000',
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // A trace only when a failed test runs again (under CI): recording one for every test cost
    // about a fifth of the suite's processor time, thrown away whenever the test passed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects:
    PART === 'read-only'
      ? readOnlyProjects
      : PART === undefined
        ? [...readOnlyProjects, ...sharedDataProjects]
        : sharedDataProjects,
})
