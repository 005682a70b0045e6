import type { Locator, Page } from '@playwright/test'

/** Today's row of `name` in a menu page, or in its first look when `scope` is that. */
export const todayRow = (scope: Page | Locator, name: string) =>
  scope
    .getByRole('region', { name: 'Hoy en la carta' })
    .getByRole('listitem')
    .filter({ hasText: name })
