import { expect, test } from '@playwright/test'
import { db, openFromPanel, signInAsAdmin, Timestamp } from './support/admin-dashboard'

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
    await openFromPanel(page, 'Opiniones')
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

test('the opinions show the newest 30, then Cargar más shows the rest', async ({
  page,
}, testInfo) => {
  const tag = `pagina-${testInfo.project.name}-${Date.now()}`
  // 35 opinions dated after every other one (a minute apart, the first one the newest).
  const newest = new Date('2032-01-01T15:00:00Z').getTime()
  const refs = Array.from({ length: 35 }, () => db.collection('opiniones').doc())
  const batch = db.batch()
  refs.forEach((ref, i) =>
    batch.set(ref, {
      mensaje: `Opinión ${String(i + 1).padStart(2, '0')} (${tag})`,
      fecha: Timestamp.fromMillis(newest - i * 60_000),
    }),
  )
  await batch.commit()
  try {
    const total = (await db.collection('opiniones').count().get()).data().count
    await signInAsAdmin(page)
    await page.goto('/dashboard/opiniones')
    await expect(page.getByRole('heading', { level: 1, name: 'Opiniones' })).toBeVisible()
    const items = page.getByRole('list', { name: 'Opiniones' }).getByRole('listitem')
    await expect(items).toHaveCount(30)
    const expected = (count: number) =>
      Array.from(
        { length: count },
        (_, i) => new RegExp(`Opinión ${String(i + 1).padStart(2, '0')} \\(${tag}\\)`),
      )
    await expect(items).toHaveText(expected(30))

    const more = page.getByRole('button', { name: 'Cargar más' })
    await more.click()
    await expect(items).toHaveCount(Math.min(60, total))
    await expect(items.filter({ hasText: tag })).toHaveText(expected(35))
    await expect(more).toHaveCount(total > 60 ? 1 : 0)
  } finally {
    const cleanup = db.batch()
    for (const ref of refs) cleanup.delete(ref)
    await cleanup.commit()
  }
})
