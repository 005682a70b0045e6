import { expect, type Page } from '@playwright/test'

/**
 * Opens a public page and waits until the app has replaced its first look (the HTML file's
 * copy, whose forms only say 'Cargando…' when touched): the page's forms are then live.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
}
