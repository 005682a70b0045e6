import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { expect, type Page } from '@playwright/test'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { db, emailField, passwordField, PROJECT_ID } from './admin-dashboard'

// The invitation as a shop's helper runs it: `npm run invite-staff -- <email>` (the very
// command, against the emulators), its link opened in the browser to set the password.

export const auth = getAuth(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }))

const INVITE_COMMAND = fileURLToPath(
  new URL('../../../scripts/admin/invite-staff.mjs', import.meta.url),
)
const LINK = /^https?:\/\/\S+oobCode=\S+$/m

export const newPasswordField = (page: Page) => page.getByLabel(/^Contraseña nueva/)
export const savePasswordButton = (page: Page) =>
  page.getByRole('button', { name: 'Guardar contraseña' })

/** The account's role in users/{uid}, or undefined while it has none. */
export async function roleOf(email: string): Promise<unknown> {
  const user = await auth.getUserByEmail(email)
  return (await db.doc(`users/${user.uid}`).get()).get('role')
}

/**
 * Runs the invitation for `email`, checks that no role comes before the address is proven, opens
 * the printed link in `page` and sets `password` there; resolves with the command's output once
 * it has granted the role and ended. The caller gives the test room: the command polls every 3 s.
 */
export async function inviteAndSetPassword(page: Page, email: string, password: string) {
  const command = spawn(process.execPath, [INVITE_COMMAND, email, '--wait', '3'], {
    env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID },
  })
  let output = ''
  command.stdout.setEncoding('utf8').on('data', (text: string) => (output += text))
  command.stderr.setEncoding('utf8').on('data', (text: string) => (output += text))
  const exit = once(command, 'exit').then(([code]) => code as number | null)
  try {
    await expect.poll(() => LINK.exec(output)?.[0], { timeout: 30_000 }).toBeTruthy()
    const link = LINK.exec(output)?.[0] ?? ''
    expect(new URL(link).pathname).toBe('/cuenta/contrasena')
    expect(await roleOf(email)).toBeUndefined()

    await page.goto(link)
    await expect(page.getByText(`Para la cuenta ${email}.`)).toBeVisible()
    await newPasswordField(page).fill(password)
    await savePasswordButton(page).click()
    await expect(
      page.getByText('Listo: tu contraseña quedó guardada.', { exact: false }),
    ).toBeVisible()
    expect(await exit).toBe(0)
    return output
  } finally {
    command.kill()
  }
}

/** Signs in from /login with the address already typed in by the page that set the password. */
export async function signInWith(page: Page, email: string, password: string) {
  await expect(emailField(page)).toHaveValue(email)
  await passwordField(page).fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}
