import type { Page } from '@playwright/test'

interface Shift {
  value: number
  startTime: number
}

/** Records every layout shift from the page's first paint on (read with `layoutShiftsOf`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    Object.defineProperty(window, 'layoutShifts', { value: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push({
          value: (entry as PerformanceEntry & { value: number }).value,
          startTime: entry.startTime,
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The layout shifts recorded so far; with `afterLoad`, only those after the page's load event,
 * which waits for the web fonts: a busy machine may paint the first look before its fonts
 * arrive, and their swap is no part of what comes after the load.
 */
export const layoutShiftsOf = (page: Page, { afterLoad = false } = {}) =>
  page.evaluate((onlyAfterLoad) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const loadedAt = onlyAfterLoad ? (navigation?.loadEventEnd ?? 0) : 0
    return (window as unknown as { layoutShifts: Shift[] }).layoutShifts
      .filter((shift) => shift.startTime >= loadedAt)
      .map((shift) => shift.value)
  }, afterLoad)
