import { expect, test } from '@playwright/test'
import {
  ADMIN,
  CLIENTE,
  emailField,
  openFromPanel,
  openInicio,
  panelLink,
  passwordField,
  signInAsAdmin,
  submitLogin,
} from './support/admin-dashboard'
import { reviewShot } from './support/review-shots'
import { ONE_SIZE } from './support/one-size'

const loginHeading = { level: 1, name: 'Iniciar Sesión' } as const

test.describe('dashboard access', () => {
  test(
    'a signed-out visitor is sent to /login from every dashboard route',
    ONE_SIZE,
    async ({ page }) => {
      for (const path of [
        '/dashboard',
        '/dashboard/helados',
        '/dashboard/menu/crear',
        '/dashboard/bebidas/algun-id',
        '/dashboard/clientes',
        '/dashboard/opiniones',
        '/dashboard/tienda',
      ]) {
        await page.goto(path)
        await expect(page).toHaveURL(/\/login$/)
        await expect(page.getByRole('heading', loginHeading)).toBeVisible()
      }
      await expect(
        page.getByText('Inicia sesión con una cuenta de administrador para entrar al panel.'),
      ).toBeVisible()
      await expect(page.getByText('Cargando imágenes...')).toHaveCount(0)
    },
  )

  test(
    'the cliente account is sent back to /login with a clear message',
    ONE_SIZE,
    async ({ page }) => {
      await submitLogin(page, CLIENTE)
      const message = page
        .getByRole('alert')
        .filter({ hasText: 'La cuenta cliente@example.com no tiene permisos de administrador.' })
      await expect(message).toBeVisible()
      await expect(page).toHaveURL(/\/login$/)

      await page.goto('/dashboard/helados')
      await expect(page).toHaveURL(/\/login$/)
      await expect(message).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Panel' })).toHaveCount(0)

      await message.getByRole('button', { name: 'Cerrar sesión' }).click()
      await expect(message).toHaveCount(0)
    },
  )

  test('a wrong password and an unknown user show their messages', ONE_SIZE, async ({ page }) => {
    await submitLogin(page, { email: ADMIN.email, password: 'no-es-la-clave' })
    await expect(page.getByRole('alert')).toHaveText('Contraseña incorrecta')
    await expect(passwordField(page)).toHaveValue('no-es-la-clave')

    await submitLogin(page, { email: 'nadie@example.com', password: 'cualquier-clave' })
    await expect(page.getByRole('alert')).toHaveText('Usuario no encontrado')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('both fields are required and the email must look like one', ONE_SIZE, async ({ page }) => {
    await page.goto('/login')
    await expect(emailField(page)).toHaveAttribute('type', 'email')
    await page.getByRole('button', { name: 'Entrar' }).click()
    await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible()
    await expect(page.getByText('Escribe tu contraseña.')).toBeVisible()
  })

  test('the admin signs in, is sent past /login while signed in, and signs out', async ({
    page,
  }, testInfo) => {
    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/login$/)
    // The specification: sign-in goes to /dashboard, which redirects to /dashboard/comidas.
    await signInAsAdmin(page)
    const phone = testInfo.project.use.isMobile === true
    const nav = page.getByRole('navigation', { name: 'Panel' })
    // Phones' tab bar holds the specification's menu, letter for letter; wide screens' side menu
    // every place. Clientes and Opiniones may carry a count first: other tests leave entries and
    // opinions waiting.
    const sections = ['Comidas', 'Helados', 'Bebidas', 'Misterio']
    const counted = [/^\d*Clientes$/, /^\d*Opiniones$/]
    await expect(nav.getByRole('link')).toHaveText(
      phone
        ? [...sections, /^\d*Clientes$/]
        : ['Inicio', 'Hoy', 'Sellos', ...sections, ...counted, 'Tienda'],
    )
    // The home screen is one tap away: first in the side menu, or in a phone's top bar.
    await openInicio(page)
    await expect(panelLink(page, 'Inicio')).toHaveAttribute('aria-current', 'page')

    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard\/comidas$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Comidas' })).toBeVisible()

    await openFromPanel(page, 'Helados')
    await expect(page).toHaveURL(/\/dashboard\/helados$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()

    // On a phone, under 'Cuenta' in the top bar.
    if (phone) {
      await page.getByRole('button', { name: 'Cuenta' }).click()
      await expect(page.getByRole('dialog', { name: 'Cuenta' })).toContainText(ADMIN.email)
      await reviewShot(page, testInfo, 'panel-cuenta')
    }
    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await page.goto('/dashboard/helados')
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the side menu shows on wide screens, the tab bar and the top bar below 600 px', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page)
    const navs = page.getByRole('navigation', { name: 'Panel' })
    await expect(navs).toHaveCount(1)
    const box = await navs.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport).toBeTruthy()
    if (!box || !viewport) return
    if (testInfo.project.use.isMobile === true) {
      // Fixed to the bottom edge, across the whole width.
      expect(Math.round(box.y + box.height)).toBe(viewport.height)
      expect(Math.round(box.width)).toBe(viewport.width)
      // The shop's other places at the top edge.
      const top = await page.getByRole('navigation', { name: 'Otras secciones' }).boundingBox()
      expect(top?.y).toBe(0)
    } else {
      await expect(page.getByRole('navigation', { name: 'Otras secciones' })).toHaveCount(0)
      expect(box.x).toBeLessThan(10)
      expect(box.width).toBeLessThan(300)
    }
  })
})
