// Staff accounts as in production: the invitation's link and '¿Olvidaste tu contraseña?' set a
// password with Firebase's own one-time codes (here the Auth emulator's), on the site's own page.
// Every test uses addresses of its own (per run and per screen size) and deletes them at the end;
// the demo accounts are never touched.
import { randomUUID } from 'node:crypto'
import { expect, test, type Page, type TestInfo } from '@playwright/test'
import { db, emailField, PROJECT_ID } from './support/admin-dashboard'
import { AUTH_HOST } from './support/emulator-hosts'
import { reviewShot } from './support/review-shots'
import {
  auth,
  inviteAndSetPassword,
  newPasswordField,
  roleOf,
  savePasswordButton,
  signInWith,
} from './support/staff-invite'
import { ONE_SIZE } from './support/one-size'

const AUTH_EMULATOR = `http://${AUTH_HOST}`

const SENT =
  'Si hay una cuenta con ese correo, te enviamos un enlace para crear una contraseña nueva. Revisa tu correo, también la carpeta de spam.'
const NEW_LINK = 'Pide un enlace nuevo en Iniciar sesión > ¿Olvidaste tu contraseña?'

/** The addresses this worker made, deleted with their role once its tests are done. */
const made: string[] = []
const newAddress = (testInfo: TestInfo, name: string) => {
  const email = `${name}-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`
  made.push(email)
  return email
}

test.afterAll(async () => {
  for (const email of made.splice(0)) {
    const user = await auth.getUserByEmail(email).catch(() => null)
    if (!user) continue
    await db.doc(`users/${user.uid}`).delete()
    await auth.deleteUser(user.uid)
  }
})

/** The password-reset codes the Auth emulator recorded for the address, oldest first. */
async function resetCodesOf(email: string): Promise<string[]> {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[]
  }
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET')
    .map((code) => code.oobCode)
}

const forgotButton = (page: Page) => page.getByRole('button', { name: '¿Olvidaste tu contraseña?' })
const sendButton = (page: Page) => page.getByRole('button', { name: 'Enviar enlace' })

/** Opens /login, where the app has started (its forms are live). */
async function openLogin(page: Page) {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
}

/**
 * Opens '¿Olvidaste tu contraseña?' and waits for its form (its code comes on first use; until
 * then the sign-in form's own address field is the one on screen).
 */
async function openForgot(page: Page) {
  await forgotButton(page).click()
  await expect(
    page.getByRole('heading', { level: 2, name: '¿Olvidaste tu contraseña?' }),
  ).toBeFocused()
}

/** Asks for a reset link for `email` from the sign-in page; returns the answer's alert. */
async function askForLink(page: Page, email: string) {
  await emailField(page).fill(email)
  await sendButton(page).click()
  return page.getByRole('alert')
}

// The invitation runs a command and polls it: at the phone's size only (the page it opens is the
// one the emailed code opens, checked at both sizes).
test.describe('staff accounts', () => {
  test("'¿Olvidaste tu contraseña?' answers the same sentence for a known and an unknown address", async ({
    page,
  }, testInfo) => {
    const known = newAddress(testInfo, 'conocida')
    await auth.createUser({ email: known, password: 'clave-vieja-123', emailVerified: true })
    await openLogin(page)
    await emailField(page).fill(known)
    await reviewShot(page, testInfo, 'login-with-forgot-password')
    await openForgot(page)
    // The address typed in the sign-in form is there.
    await expect(emailField(page)).toHaveValue(known)
    await sendButton(page).click()
    await expect(page.getByRole('alert')).toHaveText(SENT)
    await expect.poll(() => resetCodesOf(known)).toHaveLength(1)
    await reviewShot(page, testInfo, 'forgot-password-sent')

    const unknown = `nadie-${testInfo.project.name}-${randomUUID().slice(0, 8)}@example.com`
    await expect(await askForLink(page, unknown)).toHaveText(SENT)
    expect(await resetCodesOf(unknown)).toEqual([])

    // Back to the sign-in form, with the last address typed.
    await page.getByRole('button', { name: 'Volver a iniciar sesión' }).click()
    await expect(forgotButton(page)).toBeFocused()
    await expect(emailField(page)).toHaveValue(unknown)
  })

  test("'¿Olvidaste tu contraseña?' says in Spanish what went wrong, and keeps the address", async ({
    page,
    context,
  }, testInfo) => {
    await openLogin(page)
    await openForgot(page)
    await emailField(page).fill('sin-arroba')
    await sendButton(page).click()
    await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)

    const email = newAddress(testInfo, 'sin-conexion')
    await context.setOffline(true)
    const answer = await askForLink(page, email)
    await expect(answer).toHaveText(
      'No hay conexión: el enlace no se envió. Revisa tu internet e inténtalo de nuevo.',
    )
    await expect(emailField(page)).toHaveValue(email)
    await reviewShot(page, testInfo, 'forgot-password-offline')
    await context.setOffline(false)
  })

  test('the emailed code sets a new password on our page, which signs in; a used code is explained', async ({
    page,
    context,
  }, testInfo) => {
    const email = newAddress(testInfo, 'olvido')
    await auth.createUser({ email, password: 'clave-vieja-123', emailVerified: true })
    await openLogin(page)
    await openForgot(page)
    await expect(await askForLink(page, email)).toHaveText(SENT)
    await expect.poll(() => resetCodesOf(email)).toHaveLength(1)
    const [code] = await resetCodesOf(email)
    const link = `/cuenta/contrasena?mode=resetPassword&oobCode=${encodeURIComponent(code ?? '')}`

    await page.goto(link)
    await expect(page.getByRole('heading', { level: 1, name: 'Crea tu contraseña' })).toBeVisible()
    await expect(page.getByText(`Para la cuenta ${email}.`)).toBeVisible()
    // The rule is said before anything is typed.
    await expect(page.getByText('Al menos 8 caracteres.')).toBeVisible()
    await expect(page).toHaveTitle('Crea tu contraseña | Heladería en Colón, Putumayo')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await reviewShot(page, testInfo, 'set-password')

    await newPasswordField(page).fill('corta')
    await savePasswordButton(page).click()
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible()

    // Without a connection nothing is lost: the typed password stays for the next try.
    await newPasswordField(page).fill('helado-de-mora-2')
    await context.setOffline(true)
    await savePasswordButton(page).click()
    await expect(page.getByRole('alert')).toHaveText(
      'No hay conexión: tu contraseña no se guardó. Revisa tu internet e inténtalo de nuevo.',
    )
    await expect(newPasswordField(page)).toHaveValue('helado-de-mora-2')
    await context.setOffline(false)
    await savePasswordButton(page).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Listo: tu contraseña quedó guardada. Ya puedes iniciar sesión con ella.',
    )
    await reviewShot(page, testInfo, 'set-password-done')

    await page.getByRole('link', { name: 'Iniciar sesión' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await signInWith(page, email, 'helado-de-mora-2')
    // Signed in: an account without a role is told so (the panel is for admins).
    await expect(page.getByRole('alert')).toContainText(
      `La cuenta ${email} no tiene un rol asignado`,
    )

    await page.goto(link)
    await expect(page.getByRole('alert')).toHaveText(
      `Este enlace ya se usó o no es válido. ${NEW_LINK}`,
    )
    await expect(newPasswordField(page)).toHaveCount(0)
    await reviewShot(page, testInfo, 'set-password-used-link')
  })

  test(
    'an invitation: the command prints a link, the password is set with it, the role follows and the owner signs in',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      // A Node process of its own, polling the account every 3 s: room on a slow machine.
      test.setTimeout(120_000)
      const email = newAddress(testInfo, 'invitada')
      const output = await inviteAndSetPassword(page, email, 'bienvenida-2024')
      expect(output).toMatch(
        new RegExp(`^${email.replace(/[.]/g, '\\.')} \\(uid \\S+\\) now has the role "admin"`, 'm'),
      )
      expect(await roleOf(email)).toBe('admin')

      await page.getByRole('link', { name: 'Iniciar sesión' }).click()
      await signInWith(page, email, 'bienvenida-2024')
      await expect(page).toHaveURL(/\/dashboard\/comidas$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Comidas' })).toBeVisible()
    },
  )
})
