import { expect, test, type Page } from '@playwright/test'
import { readableFileName } from '../../src/lib/images/readable-file-name'
import {
  confirmDeletion,
  db,
  docsNamed,
  entryCard,
  fileExists,
  openClientes,
  pngFile,
  removeTestImages,
  showState,
  signInAsAdmin,
  stateTab,
  storagePathOf,
  Timestamp,
  uniqueName,
} from './support/admin-dashboard'
import { numbersIn, plantEntries, removePlanted } from './support/free-cone'
import { ONE_SIZE } from './support/one-size'

// Slow by design (10 to 20 s a test): real uploads from the dashboard, each picture prepared in
// the browser (WebP and its smaller copy) and then read back from Firestore, Storage and the
// public menu; deletions wait out the 'Deshacer' window.

const card = (page: Page, nombre: string) =>
  page.getByRole('main').getByRole('listitem').filter({ hasText: nombre })

async function onlyDocNamed(collection: string, nombre: string) {
  await expect.poll(async () => (await docsNamed(collection, nombre)).length).toBe(1)
  const [found] = await docsNamed(collection, nombre)
  if (!found) throw new Error(`No ${collection} document named ${nombre}`)
  return found
}

/**
 * 'Eliminar' asks the specification's question; confirmed, the card goes at once and 'Deshacer' is
 * offered for a few seconds; the document and its files go once that time has passed (the callers
 * wait for them with a longer timeout).
 */
async function deleteWithoutUndo(page: Page, nombre: string) {
  await card(page, nombre).getByRole('button', { name: 'Eliminar' }).click()
  await confirmDeletion(page)
  await expect(card(page, nombre)).toHaveCount(0)
  const undoMessage = page.getByRole('alert').filter({ hasText: 'Imagen eliminada con éxito' })
  await expect(undoMessage.getByRole('button', { name: 'Deshacer' })).toBeVisible()
  await expect(undoMessage).toHaveCount(0, { timeout: 20_000 })
}

/** How long a deletion may take to reach Firestore and Storage, its 'Deshacer' time included. */
const DELETION_TIMEOUT = { timeout: 30_000 }

/** The stored name of a picked PNG: prepared images are WebP. As a regular expression. */
const webpName = (nombre: string) => nombre.replace(/\.png$/, '.webp').replaceAll('.', '\\.')

test.describe('dashboard images', () => {
  test.describe.configure({ timeout: 120_000 })

  test('helados: create two, see them here and on /helados, replace one, delete one', async ({
    page,
  }, testInfo) => {
    const project = testInfo.project.name
    const first = uniqueName(project, 'cono')
    const second = uniqueName(project, 'copa')
    const replacement = uniqueName(project, 'cono-nuevo')
    const created = [first, second, replacement]
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/helados')
      await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()

      // Create: the two files are picked separately, so adding to the selection is covered.
      await page.getByRole('link', { name: 'Crear' }).click()
      await expect(page).toHaveURL(/\/dashboard\/helados\/crear$/)
      // The list, with its cards' 'Subir' buttons, may still be on screen a moment.
      await expect(page.getByRole('heading', { level: 1, name: 'Crear en Helados' })).toBeVisible()
      await page.getByRole('button', { name: 'Subir' }).click()
      await expect(page.getByRole('alert')).toHaveText('Por favor selecciona al menos una imagen.')
      const picker = page.locator('input[type="file"]')
      await picker.setInputFiles(pngFile(first, [245, 124, 0], 1200, 800))
      await picker.setInputFiles(pngFile(second, [191, 72, 0], 400, 300))
      const selection = page.getByRole('region', { name: 'Imágenes seleccionadas:' })
      await expect(selection.getByRole('img')).toHaveCount(2)
      const preview = await selection.getByRole('img', { name: first }).boundingBox()
      expect([preview?.width, preview?.height]).toEqual([100, 100])
      await page.getByRole('button', { name: 'Subir' }).click()
      await expect(page.getByRole('alert')).toHaveText('Imágenes subidas con éxito')
      await expect(selection).toHaveCount(0)

      // What Firestore and Storage hold.
      for (const [nombre, ancho, alto] of [
        [first, 1200, 800],
        [second, 400, 300],
      ] as const) {
        const { data } = await onlyDocNamed('helados', nombre)
        expect(data.url).toEqual(expect.any(String))
        expect(data.fecha).toBeInstanceOf(Timestamp)
        expect(data.numero).toBeUndefined()
        expect(data.orden).toBeGreaterThan(Date.now() - 120_000)
        // Prepared in the browser: stored as WebP, with its 480 px variant beside it, and its
        // 960 px one when it is wider than that.
        expect(data.ruta).toMatch(new RegExp(`^helados/${webpName(nombre)}-\\d{13}$`))
        expect(storagePathOf(data.url)).toBe(data.ruta)
        expect([data.ancho, data.alto]).toEqual([ancho, alto])
        expect(await fileExists(data.ruta)).toBe(true)
        if (ancho > 960) {
          expect(data.rutaMediana).toBe(`${String(data.ruta)}-960`)
          expect(await fileExists(data.rutaMediana)).toBe(true)
        } else {
          expect(data).not.toHaveProperty('rutaMediana')
        }
        expect(data.rutaMiniatura).toBe(`${String(data.ruta)}-480`)
        expect(await fileExists(data.rutaMiniatura)).toBe(true)
      }

      // The dashboard list and the public menu show both.
      await page.getByRole('link', { name: 'Volver a Helados' }).click()
      for (const nombre of [first, second]) {
        await expect(card(page, nombre).getByRole('img', { name: nombre })).toBeVisible()
        const height = (await card(page, nombre).getByRole('img').boundingBox())?.height
        expect(height).toBe(200)
      }
      // On the public menu: last (each took its upload time as orden), each read out as its
      // file name in words while it has no descripción.
      await page.goto('/helados')
      const menuImages = page.getByRole('main').getByRole('listitem').getByRole('img')
      await expect(menuImages).toHaveCount(7)
      const alts = await menuImages.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('alt')))
      expect(alts.slice(-2)).toEqual([readableFileName(first), readableFileName(second)])
      expect(readableFileName(first)).toMatch(/^E2e admin .* cono \d+ \w+$/)

      // Replace the first one.
      const before = await onlyDocNamed('helados', first)
      await page.goto('/dashboard/helados')
      await card(page, first).getByRole('link', { name: 'Editar' }).click()
      await expect(page).toHaveURL(new RegExp(`/dashboard/helados/${before.id}$`))
      await expect(page.getByRole('img', { name: first })).toHaveAttribute('src', before.data.url)
      await page.getByRole('button', { name: 'Subir Imagen' }).click()
      await expect(page.getByRole('alert')).toHaveText('Selecciona una imagen antes de subir.')
      await page.locator('input[type="file"]').setInputFiles(pngFile(replacement, [80, 40, 20]))
      await expect(page.getByRole('img', { name: `Vista previa de ${replacement}` })).toBeVisible()
      await page.getByRole('button', { name: 'Subir Imagen' }).click()
      const updated = page
        .getByRole('alert')
        .filter({ hasText: 'Imagen actualizada correctamente' })
      await expect(updated).toBeVisible()
      await expect(page.getByText('Nueva imagen')).toHaveCount(0)

      const after = await db.collection('helados').doc(before.id).get()
      const afterData = after.data() ?? {}
      expect(afterData.url).not.toBe(before.data.url)
      expect(afterData.ruta).toMatch(new RegExp(`^helados/\\d{13}_${webpName(replacement)}$`))
      expect(afterData.fecha).toEqual(before.data.fecha)
      expect(await fileExists(afterData.ruta)).toBe(true)
      // The 320 px replacement has no 960 px variant: the old one's fields are gone too.
      expect(afterData).not.toHaveProperty('rutaMediana')
      expect(afterData).not.toHaveProperty('urlMediana')
      expect(await fileExists(before.data.ruta)).toBe(false)
      expect(await fileExists(before.data.rutaMediana)).toBe(false)
      expect(await fileExists(before.data.rutaMiniatura)).toBe(false)
      await expect(page.getByRole('img', { name: replacement })).toHaveAttribute(
        'src',
        afterData.url,
      )
      // The success snackbar hides by itself after 3 s (a pointer resting on it pauses it).
      await page.mouse.move(0, 0)
      await expect(updated).toBeHidden({ timeout: 6_000 })

      // Delete the second one: document and file.
      const doomed = await onlyDocNamed('helados', second)
      await page.getByRole('link', { name: 'Volver a Helados' }).click()
      await expect(card(page, replacement)).toBeVisible()
      await deleteWithoutUndo(page, second)
      await expect
        .poll(
          async () => (await db.collection('helados').doc(doomed.id).get()).exists,
          DELETION_TIMEOUT,
        )
        .toBe(false)
      await expect.poll(() => fileExists(doomed.data.ruta), DELETION_TIMEOUT).toBe(false)
      await expect.poll(() => fileExists(doomed.data.rutaMiniatura), DELETION_TIMEOUT).toBe(false)
    } finally {
      await removeTestImages('helados', created)
    }
  })

  // A counter's number: at the phone's size only (the list's cards are checked at both above).
  test(
    'comidas: a new image takes the next numero from contadores/comidas',
    ONE_SIZE,
    async ({ page }, testInfo) => {
      const nombre = uniqueName(testInfo.project.name, 'hamburguesa')
      try {
        const counter = db.collection('contadores').doc('comidas')
        const ultimo = ((await counter.get()).get('ultimo') as number | undefined) ?? 0
        await signInAsAdmin(page)
        await page.goto('/dashboard/menu/crear')
        await page.locator('input[type="file"]').setInputFiles(pngFile(nombre, [200, 30, 30]))
        await page.getByRole('button', { name: 'Subir' }).click()
        await expect(page.getByRole('alert')).toHaveText('Imágenes subidas con éxito')
        const { data } = await onlyDocNamed('comidas', nombre)
        expect(data.numero).toBe(ultimo + 1)
        expect(data.orden).toBeGreaterThan(Date.now() - 120_000)
        expect((await counter.get()).get('ultimo')).toBe(ultimo + 1)
        expect(data.ruta).toMatch(/^comidas\//)

        await page.goto('/dashboard/comidas')
        await expect(card(page, nombre)).toContainText(`N.º ${ultimo + 1}`)
        await deleteWithoutUndo(page, nombre)
        await expect
          .poll(async () => (await docsNamed('comidas', nombre)).length, DELETION_TIMEOUT)
          .toBe(0)
        await expect.poll(() => fileExists(data.ruta), DELETION_TIMEOUT).toBe(false)
      } finally {
        await removeTestImages('comidas', [nombre])
      }
    },
  )

  test('clientes: an entry is deleted with its stored files', async ({ page }, testInfo) => {
    const planted = await plantEntries({
      count: 1,
      estado: 'pendiente',
      label: `borrar-${testInfo.project.name}`,
    })
    const [numero] = planted.numeros
    const entry = (await db.collection('cono-gratis').doc(String(numero)).get()).data() ?? {}
    expect(await fileExists(entry.ruta)).toBe(true)
    expect(await fileExists(entry.rutaMiniatura)).toBe(true)
    try {
      await signInAsAdmin(page)
      await openClientes(page)
      await expect(page.getByRole('link', { name: 'Crear' })).toHaveCount(0)
      await showState(page, 'pendiente')
      const pending = await numbersIn('pendiente')
      await expect(stateTab(page, 'pendiente')).toHaveText(`Pendientes (${pending.length})`)
      const entryOnScreen = entryCard(page, 'pendiente', Number(numero))
      await expect(entryOnScreen).toContainText(String(entry.nombre))
      await expect(entryOnScreen.getByRole('link', { name: 'Editar' })).toHaveCount(0)

      await entryOnScreen.getByRole('button', { name: 'Eliminar' }).click()
      const dialog = page.getByRole('dialog', {
        name: '¿Estás seguro de que deseas eliminar esta imagen?',
      })
      await expect(dialog).toContainText(`N.º ${String(numero)}`)
      await dialog.getByRole('button', { name: 'Eliminar' }).click()
      await expect(
        page.getByRole('alert').filter({ hasText: 'Imagen eliminada con éxito' }),
      ).toBeVisible()
      await expect(entryOnScreen).toHaveCount(0)
      await expect(stateTab(page, 'pendiente')).toHaveText(`Pendientes (${pending.length - 1})`)
      await expect
        .poll(async () => (await db.collection('cono-gratis').doc(String(numero)).get()).exists)
        .toBe(false)
      await expect.poll(() => fileExists(entry.ruta)).toBe(false)
      await expect.poll(() => fileExists(entry.rutaMiniatura)).toBe(false)
    } finally {
      await removePlanted(planted)
    }
  })

  test('an edit screen for an id that does not exist says so', async ({ page }) => {
    await signInAsAdmin(page)
    await page.goto('/dashboard/bebidas/no-existe-este-id')
    await expect(
      page.getByText('Esta imagen no existe en Bebidas.', { exact: false }),
    ).toBeVisible()
    await expect(page.getByText('Cargando...')).toHaveCount(0)
  })
})
