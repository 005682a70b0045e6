import type { Page } from '@playwright/test'

/** Records every layout shift from the page's first paint on (read with `layoutShiftsOf`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.defineProperty(window, 'layoutShifts', { value: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** The layout shifts recorded so far. */
export const layoutShiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)
