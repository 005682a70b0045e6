import { expect, test } from '@playwright/test'
import { db, signInAsAdmin, Timestamp } from './support/admin-dashboard'

test('the admin reads the opinions newest first, with date and time, and deletes one', async ({
  page,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`
  const older = db.collection('opiniones').doc()
  const newer = db.collection('opiniones').doc()
  // 21:04 UTC is 4:04 p. m. in Colombia.
  const olderDate = new Date('2031-03-05T21:04:00Z')
  await older.set({
    mensaje: `Más sabores de arazá (${tag})`,
    fecha: Timestamp.fromDate(olderDate),
  })
  await newer.set({
    mensaje: `El cono de chocolate es el mejor (${tag})`,
    fecha: Timestamp.fromMillis(olderDate.getTime() + 60 * 60_000),
  })
  try {
    await signInAsAdmin(page)
    await page
      .getByRole('navigation', { name: 'Panel' })
      .getByRole('link', { name: 'Opiniones' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Opiniones' })).toBeVisible()
    const items = page.getByRole('list', { name: 'Opiniones' }).getByRole('listitem')
    const mine = items.filter({ hasText: tag })
    await expect(mine).toHaveCount(2)
    await expect(mine.nth(0)).toContainText('El cono de chocolate es el mejor')
    await expect(mine.nth(1)).toContainText('Más sabores de arazá')
    await expect(mine.nth(1).locator('time')).toHaveText(/^5 de marzo de 2031, 4:04\sp\.\s?m\.$/)

    await mine.nth(1).getByRole('button', { name: 'Eliminar' }).click()
    const dialog = page.getByRole('dialog', {
      name: '¿Estás seguro de que deseas eliminar esta opinión?',
    })
    await expect(dialog).toContainText('Más sabores de arazá')
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Opinión eliminada con éxito' }),
    ).toBeVisible()
    await expect(mine).toHaveCount(1)
    await expect.poll(async () => (await older.get()).exists).toBe(false)
    expect((await newer.get()).exists).toBe(true)
  } finally {
    await Promise.all([older.delete(), newer.delete()])
  }
})
