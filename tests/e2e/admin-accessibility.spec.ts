import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signInAsAdmin } from './support/admin-dashboard'

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`)
}

test('the sign-in page and the dashboard screens have no serious accessibility problems', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.goto('/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
  expect(await seriousViolations(page), '/login').toEqual([])

  await signInAsAdmin(page)
  for (const [path, heading] of [
    ['/dashboard/inicio', 'Inicio'],
    ['/dashboard/comidas', 'Comidas'],
    ['/dashboard/clientes', 'Clientes'],
    ['/dashboard/opiniones', 'Opiniones'],
    ['/dashboard/tienda', 'Tienda'],
    ['/dashboard/helados/crear', 'Crear en Helados'],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(/^Cargando/)).toHaveCount(0)
    expect(await seriousViolations(page), path).toEqual([])
  }

  await page.goto('/dashboard/bebidas')
  await page.getByRole('link', { name: 'Editar' }).first().click()
  await expect(page.getByRole('button', { name: 'Subir Imagen' })).toBeVisible()
  expect(await seriousViolations(page), 'edit screen').toEqual([])
})
