// The Debian Chromium every script and test here drives (tools may not download browsers), and
// the flags that keep it from reaching for hosts a closed network cannot reach.
import { existsSync } from 'node:fs'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The end-to-end tests' browser: Chromium's headless shell (Debian package
 * `chromium-headless-shell`, the same Blink and V8 without the desktop browser's shell, what
 * Playwright itself runs headless) when it is installed: the suite's pages cost it about a
 * quarter less processor time. Otherwise, or when CHROMIUM_PATH names one, that browser. The
 * bench and Lighthouse keep the full browser, as visitors run it.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH)

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
