import { expect, type Locator, type Page } from '@playwright/test'

/**
 * Scrolls to the page's footer, which is drawn once the visitor nears it
 * (src/components/layout/deferred-footer.tsx), and returns it once it is there.
 */
export async function scrollToFooter(page: Page): Promise<Locator> {
  const footer = page.getByRole('contentinfo')
  // Scrolled before the app has drawn the page, the page may grow under the scroll: again then.
  await expect(async () => {
    await page.locator('footer').last().scrollIntoViewIfNeeded()
    await expect(footer).toBeVisible({ timeout: 1_000 })
  }).toPass()
  return footer
}
