import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './support/admin-dashboard'
import { seriousViolations } from './support/accessibility'

// One test per screen: each stays well inside its time on a slow machine.
test('the sign-in page has no serious accessibility problems', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
  expect(await seriousViolations(page), '/login').toEqual([])
})

for (const [path, heading] of [
  ['/dashboard/inicio', 'Inicio'],
  ['/dashboard/comidas', 'Comidas'],
  ['/dashboard/clientes', 'Clientes'],
  ['/dashboard/opiniones', 'Opiniones'],
  ['/dashboard/tienda', 'Tienda'],
  ['/dashboard/helados/crear', 'Crear en Helados'],
] as const) {
  test(`${path} has no serious accessibility problems`, async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(/^Cargando/)).toHaveCount(0)
    expect(await seriousViolations(page), path).toEqual([])
  })
}

test('the edit screen has no serious accessibility problems', async ({ page }) => {
  await signInAsAdmin(page)
  await page.goto('/dashboard/bebidas')
  await page.getByRole('link', { name: 'Editar' }).first().click()
  await expect(page.getByRole('button', { name: 'Subir Imagen' })).toBeVisible()
  expect(await seriousViolations(page), 'edit screen').toEqual([])
})
