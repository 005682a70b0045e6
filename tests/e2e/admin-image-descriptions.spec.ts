import { expect, test, type Page } from '@playwright/test'
import { readableFileName } from '../../src/lib/images/readable-file-name'
import {
  docsNamed,
  pngFile,
  removeTestImages,
  signInAsAdmin,
  uniqueName,
} from './support/admin-dashboard'

const selection = (page: Page) => page.getByRole('region', { name: 'Imágenes seleccionadas:' })

/** A chosen picture on the upload screen, by its file name. */
const chosen = (page: Page, nombre: string) =>
  selection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: nombre, exact: true }) })

const descriptionField = (page: Page, nombre: string) =>
  page.getByRole('textbox', { name: `Descripción ${nombre}`, exact: true })

async function onlyDocNamed(collection: string, nombre: string) {
  await expect.poll(async () => (await docsNamed(collection, nombre)).length).toBe(1)
  const [found] = await docsNamed(collection, nombre)
  if (!found) throw new Error(`No ${collection} document named ${nombre}`)
  return found.data
}

test.describe('descriptions on the upload screen', () => {
  test.describe.configure({ timeout: 120_000 })

  test('bebidas: a picture is written with its descripción, and the menu reads it out', async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name
    const described = uniqueName(project, 'IMG-20261124-153012')
    const plain = uniqueName(project, 'jugo')
    const descripcion = `Limonada de coco (${project}), vaso grande con hielo: $ 6.000`
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/bebidas/crear')
      await expect(page.getByRole('heading', { level: 1, name: 'Crear en Bebidas' })).toBeVisible()
      await page
        .locator('input[type="file"]')
        .setInputFiles([
          pngFile(described, [240, 220, 120], 1200, 800),
          pngFile(plain, [250, 140, 40], 400, 300),
        ])
      await expect(selection(page).getByRole('listitem')).toHaveCount(2)
      // Each picture is prepared in the browser as soon as it is chosen, then ready to go.
      for (const nombre of [described, plain]) {
        await expect(chosen(page, nombre).getByRole('status')).toHaveText('Lista para subir')
      }
      await expect(
        chosen(page, described).getByText(/Es lo que leen Google y las personas ciegas/),
      ).toBeVisible()

      // The field sits beside the preview on a computer and under it on a phone.
      const field = descriptionField(page, described)
      const preview = await chosen(page, described).getByRole('img').boundingBox()
      const box = await field.boundingBox()
      if (!preview || !box) throw new Error('The preview or the field is not on screen')
      if (testInfo.project.use.isMobile === true) {
        expect(box.y).toBeGreaterThanOrEqual(preview.y + preview.height)
      } else {
        expect(box.x).toBeGreaterThanOrEqual(preview.x + preview.width)
        expect(box.y).toBeLessThan(preview.y + preview.height)
      }

      await field.fill(`  ${descripcion}\n`)
      await page.getByRole('button', { name: 'Subir' }).click()
      await expect(page.getByRole('alert')).toHaveText('Imágenes subidas con éxito')
      await expect(selection(page)).toHaveCount(0)

      // Written with the image, trimmed; the other picture has none.
      expect((await onlyDocNamed('bebidas', described)).descripcion).toBe(descripcion)
      expect(await onlyDocNamed('bebidas', plain)).not.toHaveProperty('descripcion')

      // The public menu reads the descripción out instead of the file name.
      await page.goto('/bebidas')
      const menu = page.getByRole('main').getByRole('listitem').getByRole('img')
      await expect(
        page.getByRole('main').getByRole('img', { name: descripcion, exact: true }),
      ).toHaveAttribute('alt', descripcion)
      const lastTwoAlts = async () =>
        (await menu.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('alt')))).slice(-2)
      await expect.poll(lastTwoAlts).toEqual([descripcion, readableFileName(plain)])
    } finally {
      await removeTestImages('bebidas', [described, plain])
    }
  })
})
