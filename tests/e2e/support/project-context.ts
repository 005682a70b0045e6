import type { Browser, TestInfo } from '@playwright/test'

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
    baseURL: baseURL ?? 'http://127.0.0.1:5000',
    javaScriptEnabled,
  })
}
