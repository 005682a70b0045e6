import { expect, test, type Page } from '@playwright/test'
import { db, signInAsAdmin } from './support/admin-dashboard'

const card = (page: Page, nombre: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: nombre })

/** The alt texts of a public menu's images, in page order, once every image is drawn. */
async function menuAlts(page: Page, path: string, count: number) {
  await page.goto(path)
  const images = page.getByRole('main').getByRole('listitem').getByRole('img')
  await expect(images).toHaveCount(count)
  return images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt') ?? ''))
}

/** The stored fields of a collection's documents, to put back whatever a test changed. */
async function snapshotOf(collection: string) {
  const snapshot = await db.collection(collection).get()
  return snapshot.docs.map((doc) => ({ ref: doc.ref, data: doc.data() }))
}

async function restore(saved: Awaited<ReturnType<typeof snapshotOf>>) {
  for (const { ref, data } of saved) await ref.set(data)
}

test.describe('menus the staff arrange and describe', () => {
  test.describe.configure({ timeout: 90_000 })

  test("'Bajar' in the dashboard changes the public order", async ({ page }) => {
    const saved = await snapshotOf('bebidas')
    try {
      const before = await menuAlts(page, '/bebidas', 4)
      expect(before[0]).toMatch(/^Jugos naturales\./)
      expect(before[1]).toMatch(/^Limonadas\./)

      await signInAsAdmin(page)
      await page.goto('/dashboard/bebidas')
      const list = page.getByRole('list', { name: 'Imágenes de Bebidas' })
      const names = list.getByRole('listitem').getByText(/\.webp$/)
      await expect(names).toHaveText([
        'jugos-naturales.webp',
        'limonadas.webp',
        'gaseosas.webp',
        'cafe-chocolate.webp',
      ])
      await expect(
        card(page, 'jugos-naturales.webp').getByRole('button', { name: 'Subir' }),
      ).toHaveCount(0)
      await expect(
        card(page, 'cafe-chocolate.webp').getByRole('button', { name: 'Bajar' }),
      ).toHaveCount(0)
      // Nothing sticks out sideways (the page would scroll, and the phone's tab bar cover cards).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
        page.viewportSize()?.width,
      )
      const down = card(page, 'jugos-naturales.webp').getByRole('button', { name: 'Bajar' })
      // Large enough to tap on a phone.
      const box = await down.boundingBox()
      expect(box?.width).toBeGreaterThanOrEqual(48)
      expect(box?.height).toBeGreaterThanOrEqual(48)
      await down.click()

      await expect(names).toHaveText([
        'limonadas.webp',
        'jugos-naturales.webp',
        'gaseosas.webp',
        'cafe-chocolate.webp',
      ])
      // The focus stays on the button just pressed, now on the card's new place.
      await expect(
        card(page, 'jugos-naturales.webp').getByRole('button', { name: 'Bajar' }),
      ).toBeFocused()
      await expect(page.getByRole('status').filter({ hasText: 'puesto 2 de 4' })).toHaveText(
        '«jugos-naturales.webp» está ahora en el puesto 2 de 4.',
      )
      const orden = async (id: string) =>
        (await db.collection('bebidas').doc(id).get()).get('orden')
      expect([await orden('demo-bebidas-01'), await orden('demo-bebidas-02')]).toEqual([2, 1])

      const after = await menuAlts(page, '/bebidas', 4)
      expect(after).toEqual([before[1], before[0], before[2], before[3]])
    } finally {
      await restore(saved)
    }
  })

  test('a descripción typed on the edit screen is the public image’s alt text', async ({
    page,
  }, testInfo) => {
    const saved = await snapshotOf('helados')
    const descripcion =
      `Conos de prueba (${testInfo.project.name} ${Date.now()}): una bola $4.000, ` +
      'dos bolas $6.000, tres bolas $8.000.'
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/helados')
      await card(page, 'conos.webp').getByRole('link', { name: 'Editar' }).click()
      await expect(page).toHaveURL(/\/dashboard\/helados\/demo-helados-01$/)
      const field = page.getByRole('textbox', { name: 'Descripción' })
      await expect(field).toHaveValue(/^Conos\. Helado artesanal/)

      // Too long: refused with a message, and nothing typed is lost.
      const tooLong = 'x'.repeat(1001)
      await field.fill(tooLong)
      await expect(page.getByText('1001/1000')).toBeVisible()
      await page.getByRole('button', { name: 'Guardar descripción' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'La descripción tiene 1001 caracteres y caben 1000: quita 1 para poder guardarla.',
      )
      await expect(field).toHaveValue(tooLong)

      await field.fill(descripcion)
      await page.getByRole('button', { name: 'Guardar descripción' }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'Descripción guardada' }),
      ).toBeVisible()
      const stored = await db.collection('helados').doc('demo-helados-01').get()
      expect(stored.get('descripcion')).toBe(descripcion)

      await page.goto('/helados')
      const image = page.getByRole('main').getByRole('img', { name: descripcion })
      await expect(image).toBeVisible()
      await expect(image).toHaveAttribute('fetchpriority', 'high')
      // Search engines get it as text too, in the menu's structured data (written by the app,
      // which may still be on its way: the image above can be the first look's).
      const structuredData = () =>
        page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}') as object))
      await expect.poll(structuredData).toContainEqual(
        expect.objectContaining({
          '@type': 'Menu',
          hasMenuSection: expect.arrayContaining([
            expect.objectContaining({ name: 'Conos', description: descripcion }),
          ]) as unknown,
        }),
      )
    } finally {
      await restore(saved)
    }
  })
})
