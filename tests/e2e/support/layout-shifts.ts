import type { Page } from '@playwright/test'

interface Shift {
  value: number
  startTime: number
  /** What moved, for a failure's message: each source's element, its start and its move. */
  sources: string
}

/** Records every layout shift from the page's first paint on (read with `layoutShiftsOf`). */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    type LayoutShift = PerformanceEntry & {
      value: number
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[]
    }
    const describe = (node: Node | null): string => {
      // A line of text that moved is named by the element it is in.
      if (node instanceof Text) return `text of ${describe(node.parentElement)}`
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node'
      const text = (node.textContent ?? '').trim().slice(0, 30)
      return `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}> "${text}"`
    }
    const box = (rect: DOMRectReadOnly) =>
      [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',')
    const shifts: Shift[] = []
    Object.defineProperty(window, 'layoutShifts', { value: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[])
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: entry.sources
            .map((s) => `${describe(s.node)} ${box(s.previousRect)} → ${box(s.currentRect)}`)
            .join('; '),
        })
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The layout shifts recorded so far, each as its value, time and what moved; with `afterLoad`,
 * only those after the page's load event, which waits for the web fonts: a busy machine may
 * paint the first look before its fonts arrive, and their swap is no part of what comes after
 * the load.
 */
export const layoutShiftsOf = (page: Page, { afterLoad = false } = {}) =>
  page.evaluate((onlyAfterLoad) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const loadedAt = onlyAfterLoad ? (navigation?.loadEventEnd ?? 0) : 0
    return (window as unknown as { layoutShifts: Shift[] }).layoutShifts
      .filter((shift) => shift.startTime >= loadedAt)
      .map(
        (shift) =>
          `${String(shift.value)} at ${String(Math.round(shift.startTime))} ms: ${shift.sources}`,
      )
  }, afterLoad)
