import { mkdirSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'

/** Where the screenshots looked at by hand go (outside the repository); none: no screenshots. */
const SHOTS = process.env.E2E_SHOTS_DIR

/** Saves the page as `{name}-{project}.png` in E2E_SHOTS_DIR, when it is set. */
export async function reviewShot(page: Page, testInfo: TestInfo, name: string) {
  if (!SHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png` })
}
