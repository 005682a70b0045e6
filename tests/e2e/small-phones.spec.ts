import { expect, test } from '@playwright/test'
import { firstInput } from './support/open-page'

// The most common Android phones are 360 px wide, and some are 320: the header's logo, menu
// switcher and ⋮ still fit in one row there, so nothing sticks out sideways (the page would
// scroll, and ⋮ would be cut off). Each test sets its own width, at either project's density.

const PAGES = ['/comidas', '/cono-gratis', '/pagina-misteriosa']

for (const width of [320, 360]) {
  test(`at ${String(width)} px wide the public pages fit the screen, header and all`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 })
    for (const path of PAGES) {
      await page.goto(path)
      // As the first look shows it, then as the app draws it once the visitor touches the page.
      for (const drawnBy of ['first look', 'app']) {
        if (drawnBy === 'app') {
          await firstInput(page)
          await expect(page.locator('[data-first-look]')).toHaveCount(0)
        }
        const header = page.getByRole('banner')
        const more = header.getByRole('button', { name: 'Más páginas' })
        await expect(more).toBeVisible()
        const where = `${path} (${drawnBy})`
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        )
        expect(overflow, `${where}: nothing should stick out sideways`).toBeLessThanOrEqual(0)
        const box = await more.boundingBox()
        expect(box && box.x + box.width, `${where}: ⋮ inside the screen`).toBeLessThanOrEqual(width)
        for (const tab of ['Comidas', 'Helados', 'Bebidas']) {
          const link = header.getByRole('link', { name: tab })
          // The label fits its tab: not cut, not spilling into the next one.
          const fits = await link.evaluate((node) => node.scrollWidth <= node.clientWidth)
          expect(fits, `${where}: '${tab}' fits its tab`).toBe(true)
        }
      }
    }
  })
}
