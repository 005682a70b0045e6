import { expect, test, type Page } from '@playwright/test'
import {
  confirmDeletion,
  db,
  entryCard,
  fileExists,
  IMAGE_QUESTION,
  openClientes,
  openFromPanel,
  questionDialog,
  showState,
  signInAsAdmin,
  snackbar,
  Timestamp,
} from './support/admin-dashboard'
import { plantEntries, removePlanted } from './support/free-cone'
import {
  documentExists,
  filesLeft,
  plantMenuImage,
  removePlanted as removeMenuImage,
  type PlantedImage,
} from './support/menu-images'

// Slow by design: each of the four image lists is asked and then confirmed, and every confirmed
// deletion waits out the 'Deshacer' window before its document and files are checked gone.

// The specification: "Delete requires confirmation '¿Estás seguro de que deseas eliminar esta
// imagen?'". Every 'Eliminar' of the panel asks first; 'Cancelar' keeps everything, confirming
// deletes. Opinions ask a question of their own.

const OPINION_QUESTION = '¿Estás seguro de que deseas eliminar esta opinión?'

/** Presses 'Cancelar' in the open question and waits for it to close. */
async function cancelDeletion(page: Page, question = IMAGE_QUESTION) {
  const dialog = questionDialog(page, question)
  await expect(dialog.getByRole('heading')).toHaveText(question)
  await dialog.getByRole('button', { name: 'Cancelar' }).click()
  await expect(dialog).toHaveCount(0)
}

const MENU_LISTS = [
  ['comidas', 'Comidas'],
  ['helados', 'Helados'],
  ['bebidas', 'Bebidas'],
  ['misterio', 'Misterio'],
] as const

test.describe("every 'Eliminar' asks first", () => {
  test.describe.configure({ timeout: 120_000 })

  test('menu and misterio images: Cancelar keeps the image, confirming deletes it with its files', async ({
    page,
  }, testInfo) => {
    const planted: PlantedImage[] = []
    try {
      for (const [collection] of MENU_LISTS) {
        planted.push(await plantMenuImage(collection, testInfo, 'pregunta'))
      }
      await signInAsAdmin(page)
      for (const [index, [collection, label]] of MENU_LISTS.entries()) {
        const image = planted[index] as PlantedImage
        // Through the menu: leaving a list inside its 'Deshacer' seconds deletes what waits there.
        await openFromPanel(page, label)
        await expect(page).toHaveURL(new RegExp(`/dashboard/${collection}$`))
        await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible()
        const card = page.getByRole('main').getByRole('listitem', { name: image.nombre })
        const eliminar = card.getByRole('button', { name: 'Eliminar' })

        await eliminar.click()
        await expect(questionDialog(page)).toContainText(image.nombre)
        await cancelDeletion(page)
        await expect(card).toBeVisible()
        await expect(snackbar(page, 'Imagen eliminada')).toHaveCount(0)
        expect(await documentExists(image), `${collection} kept`).toBe(true)
        expect(await filesLeft(image), `${collection} files kept`).toBe(2)

        await eliminar.click()
        await confirmDeletion(page)
        await expect(card).toHaveCount(0)
        // The seconds of 'Deshacer' stay after the question, under the specification's message.
        await expect(
          snackbar(page, 'Imagen eliminada con éxito').getByRole('button', { name: 'Deshacer' }),
        ).toBeVisible()
      }
      // Leaving each list inside its window deleted its image at once; the last one waits.
      for (const image of planted) {
        await expect
          .poll(() => documentExists(image), { timeout: 30_000, message: image.collection })
          .toBe(false)
        await expect
          .poll(() => filesLeft(image), { timeout: 30_000, message: image.collection })
          .toBe(0)
      }
    } finally {
      for (const image of planted) await removeMenuImage(image)
    }
  })

  test('clientes: Cancelar keeps the entry (alone or chosen in bulk), confirming deletes it', async ({
    page,
  }, testInfo) => {
    const planted = await plantEntries({
      count: 1,
      estado: 'pendiente',
      label: `pregunta-${testInfo.project.name}`,
    })
    const numero = Number(planted.numeros[0])
    const doc = db.collection('cono-gratis').doc(String(numero))
    const entry = (await doc.get()).data() ?? {}
    try {
      await signInAsAdmin(page)
      await openClientes(page)
      await showState(page, 'pendiente')
      const card = entryCard(page, 'pendiente', numero)

      await card.getByRole('button', { name: 'Eliminar' }).click()
      await expect(questionDialog(page)).toContainText(`N.º ${String(numero)}`)
      await cancelDeletion(page)
      await expect(card).toBeVisible()

      // Chosen in bulk: one image, the same question.
      await card.getByRole('checkbox', { name: `Seleccionar N.º ${String(numero)}` }).check()
      const bulkDelete = page
        .getByRole('main')
        .getByRole('button', { name: 'Eliminar', exact: true })
        .first()
      await bulkDelete.click()
      await cancelDeletion(page)
      await expect(card).toBeVisible()
      expect((await doc.get()).exists).toBe(true)
      expect(await fileExists(String(entry.ruta))).toBe(true)

      await card.getByRole('button', { name: 'Eliminar' }).click()
      await confirmDeletion(page)
      await expect(card).toHaveCount(0)
      await expect.poll(async () => (await doc.get()).exists).toBe(false)
      await expect.poll(() => fileExists(String(entry.ruta))).toBe(false)
    } finally {
      await removePlanted(planted)
    }
  })

  test('opiniones ask their own question: Cancelar keeps the opinion, confirming deletes it', async ({
    page,
  }, testInfo) => {
    const mensaje = `Que vuelva el helado de borojó (${testInfo.project.name}-${String(Date.now())})`
    const opinion = db.collection('opiniones').doc()
    await opinion.set({ mensaje, fecha: Timestamp.now() })
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/opiniones')
      const item = page
        .getByRole('list', { name: 'Opiniones' })
        .getByRole('listitem')
        .filter({ hasText: mensaje })

      await item.getByRole('button', { name: 'Eliminar' }).click()
      await expect(questionDialog(page, OPINION_QUESTION)).toContainText(mensaje)
      await cancelDeletion(page, OPINION_QUESTION)
      await expect(item).toBeVisible()
      expect((await opinion.get()).exists).toBe(true)

      await item.getByRole('button', { name: 'Eliminar' }).click()
      await confirmDeletion(page, OPINION_QUESTION)
      await expect(item).toHaveCount(0)
      await expect.poll(async () => (await opinion.get()).exists).toBe(false)
    } finally {
      await opinion.delete()
    }
  })
})
