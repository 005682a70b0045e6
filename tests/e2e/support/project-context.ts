import type { Browser, TestInfo } from '@playwright/test'
import { SITE_URL } from './emulator-hosts'

/**
 * A browser context of its own at the project's size (a second phone or computer beside the
 * test's page: a fresh visitor, the staff); `javaScriptEnabled: false` runs no script.
 */
export function visitorContext(browser: Browser, testInfo: TestInfo, javaScriptEnabled = true) {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId, baseURL } =
    testInfo.project.use
  return browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
    baseURL: baseURL ?? SITE_URL,
    javaScriptEnabled,
  })
}
