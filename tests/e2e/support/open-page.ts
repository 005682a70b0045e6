import { expect, type Page } from '@playwright/test'

/**
 * The visitor's first input on a public page that does nothing but start the app
 * (src/lib/startup/app-demand.ts): a key pressed and let go. A tap would need a place where it
 * does nothing else, and the staff's notice may lie over the heading of a phone's page.
 */
export async function firstInput(page: Page): Promise<void> {
  await page.keyboard.press('Shift')
}

/**
 * Opens a public page, gives it the visitor's first input, and waits until the app has replaced
 * its first look (the HTML file's copy, whose forms only say 'Cargando…' when touched): the page's
 * forms are then live.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await firstInput(page)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
}
