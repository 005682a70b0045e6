import { expect, test, type Page } from '@playwright/test'
import {
  entryCard,
  entryList,
  listedNumbers,
  openClientes,
  showState,
  signInAsAdmin,
  snackbar,
  stateTab,
} from './support/admin-dashboard'
import { adminBucket } from './support/firebase-admin'
import {
  makePng,
  numbersIn,
  orphanFiles,
  plantEntries,
  deleteStored,
  removePlanted,
  retryingStorage,
  savePng,
  type PlantedEntries,
} from './support/free-cone'

// Clientes, the dashboard's side of the free-cone entries: the review lists page by page, a card
// whose picture is gone, the pending count in the menu and the clean-up of files no entry names.
// Entries and files are planted through firebase-admin and removed afterwards: the other specs
// count on the seed (entries 1 to 4, published).

const HOUR = 60 * 60_000

const clientesLink = (page: Page) =>
  page.getByRole('navigation', { name: 'Panel' }).getByRole('link', { name: /^Clientes\b/ })
const cleanupButton = (page: Page) =>
  page.getByRole('button', { name: /^(Limpiar archivos sin entrada|Limpiando\.\.\.)$/ })

async function fileExists(path: string): Promise<boolean> {
  const [exists] = await retryingStorage(() => adminBucket.file(path).exists())
  return exists
}

/** Presses 'Limpiar archivos sin entrada' and waits for its message. */
async function cleanUp(page: Page, message: string) {
  await cleanupButton(page).click()
  await expect(snackbar(page, message)).toBeVisible({ timeout: 20_000 })
  await expect(cleanupButton(page)).toHaveText('Limpiar archivos sin entrada')
  await expect(cleanupButton(page)).toBeEnabled()
}

test.describe('dashboard: Clientes', () => {
  const planted: PlantedEntries[] = []

  test.afterEach(async () => {
    for (const entries of planted.splice(0)) await removePlanted(entries)
  })

  test('Pendientes shows the newest 30 entries, then Cargar más shows the rest', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    planted.push(
      await plantEntries({
        count: 35,
        estado: 'pendiente',
        label: `lista-${testInfo.project.name}`,
        files: false,
      }),
    )
    const pending = await numbersIn('pendiente')
    expect(pending.length).toBeGreaterThanOrEqual(35)

    await signInAsAdmin(page)
    await openClientes(page)
    await showState(page, 'pendiente')
    await expect(stateTab(page, 'pendiente')).toHaveText(`Pendientes (${pending.length})`)
    await expect(entryList(page, 'pendiente').getByRole('listitem')).toHaveCount(30)
    expect(await listedNumbers(page, 'pendiente')).toEqual(pending.slice(0, 30))

    const more = page.getByRole('button', { name: 'Cargar más' })
    await more.click()
    const total = Math.min(60, pending.length)
    await expect(entryList(page, 'pendiente').getByRole('listitem')).toHaveCount(total)
    expect(await listedNumbers(page, 'pendiente')).toEqual(pending.slice(0, total))
    await expect(more).toHaveCount(pending.length > 60 ? 1 : 0)

    // The other tabs hold none of them.
    await showState(page, 'publicada')
    const published = await numbersIn('publicada')
    await expect(stateTab(page, 'publicada')).toHaveText(`Publicadas (${published.length})`)
    expect(await listedNumbers(page, 'publicada')).toEqual(published.slice(0, 30))
  })

  test('a card whose picture cannot be loaded says so and cannot be approved', async ({
    page,
  }, testInfo) => {
    const label = `rota-${testInfo.project.name}`
    const whole = await plantEntries({ count: 1, estado: 'pendiente', label })
    const broken = await plantEntries({ count: 1, estado: 'pendiente', label, files: false })
    planted.push(whole, broken)
    const [wholeNumber] = whole.numeros
    const [brokenNumber] = broken.numeros

    await signInAsAdmin(page)
    await openClientes(page)
    await showState(page, 'pendiente')

    const brokenCard = entryCard(page, 'pendiente', Number(brokenNumber))
    await brokenCard.scrollIntoViewIfNeeded()
    await expect(brokenCard.getByRole('alert')).toHaveText(
      'No se pudo cargar la imagen. Elimínala en lugar de aprobarla.',
    )
    await expect(brokenCard.getByRole('img')).toHaveCount(0)
    await expect(brokenCard.getByRole('button', { name: 'Aprobar' })).toBeDisabled()
    await expect(brokenCard.getByRole('button', { name: 'Ocultar' })).toBeEnabled()
    await expect(brokenCard.getByRole('button', { name: 'Eliminar' })).toBeEnabled()

    // Its neighbour, whose files are there, shows its picture and may be approved.
    const wholeCard = entryCard(page, 'pendiente', Number(wholeNumber))
    const picture = wholeCard.getByRole('img', { name: `Pantallazo del número ${wholeNumber}` })
    await picture.scrollIntoViewIfNeeded()
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60)
    await expect(wholeCard.getByRole('alert')).toHaveCount(0)
    await expect(wholeCard.getByRole('button', { name: 'Aprobar' })).toBeEnabled()
  })

  test('the menu shows how many pictures wait for review, live', async ({ page }, testInfo) => {
    const before = (await numbersIn('pendiente')).length
    await signInAsAdmin(page)
    const link = clientesLink(page)
    const badge = link.locator('[data-count]')
    const named = (count: number) => (count > 0 ? `Clientes, ${count} por revisar` : 'Clientes')
    await expect(link).toHaveAccessibleName(named(before))

    const entries = await plantEntries({
      count: 3,
      estado: 'pendiente',
      label: `menu-${testInfo.project.name}`,
    })
    planted.push(entries)
    // Live: no reload.
    await expect(link).toHaveAccessibleName(named(before + 3))
    await expect(badge).toHaveText(String(before + 3))
    await expect(badge).toBeVisible()
    // Red: the theme's error colour (MUI's #d32f2f).
    await expect(badge).toHaveCSS('background-color', 'rgb(211, 47, 47)')

    // Approving one lowers it.
    await openClientes(page)
    await showState(page, 'pendiente')
    const [first] = entries.numeros
    const card = entryCard(page, 'pendiente', Number(first))
    await card.getByRole('img').scrollIntoViewIfNeeded()
    await card.getByRole('button', { name: 'Aprobar' }).click()
    await expect(snackbar(page, 'Imagen publicada en la galería')).toBeVisible()
    await expect(link).toHaveAccessibleName(named(before + 2))
    await expect(badge).toHaveText(String(before + 2))

    // None left waiting: the plain name and no badge.
    await removePlanted(planted.splice(0)[0])
    await expect(link).toHaveAccessibleName(named(before))
    if (before === 0) await expect(badge).toHaveCount(0)
  })

  test('a press on Clientes still opens it when the count changes under the finger', async ({
    page,
  }, testInfo) => {
    // The seed has no pending entry, so the count goes from none to one while pressed: the case
    // that once replaced the icon under the pointer, and the browser then dropped the click.
    const before = (await numbersIn('pendiente')).length
    await signInAsAdmin(page)
    const link = clientesLink(page)
    await expect(link).toHaveAccessibleName(
      before > 0 ? `Clientes, ${before} por revisar` : 'Clientes',
    )
    // Pressed on its icon, the part a count changes.
    const box = await link.locator('svg').first().boundingBox()
    if (!box) throw new Error('the Clientes icon has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    planted.push(
      await plantEntries({
        count: 1,
        estado: 'pendiente',
        label: `pulsada-${testInfo.project.name}`,
        files: false,
      }),
    )
    await expect(link).toHaveAccessibleName(`Clientes, ${before + 1} por revisar`)
    await page.mouse.up()
    await expect(page).toHaveURL(/\/dashboard\/clientes$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible()
  })

  test('the clean-up removes only files older than an hour that no entry names or needs in the gallery', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    // Start from no orphan at all (uploads of earlier tests whose entry was never made).
    for (const path of await orphanFiles()) await deleteStored(path)
    const [seeded] = await retryingStorage(() =>
      adminBucket.getFiles({ prefix: 'cono-gratis/demo-visitante/' }),
    )
    expect(seeded.length).toBeGreaterThan(0)

    const entry = await plantEntries({
      count: 1,
      estado: 'pendiente',
      label: `limpieza-${testInfo.project.name}`,
    })
    planted.push(entry)
    const [numero] = entry.numeros
    const [entryFiles] = await retryingStorage(() =>
      adminBucket.getFiles({ prefix: `${entry.folder}/` }),
    )
    const referenced = entryFiles.map((file) => file.name)
    expect(referenced).toHaveLength(2)
    const png = makePng(20, 20, [191, 72, 0])
    const orphan = async (name: string) => {
      const path = `${entry.folder}/${name}.png-${String(Date.now())}`
      await savePng(path, png)
      return path
    }
    const first = await orphan('huerfana-a')
    // An approval cut short: the entry's copy is in the gallery, the entry still waits.
    const copy = `galeria/${String(numero)}`
    await savePng(copy, png)

    await signInAsAdmin(page)
    await openClientes(page)

    // Younger than an hour: it may belong to an upload still being numbered, so it stays.
    await cleanUp(page, 'No había archivos sin entrada.')
    expect(await fileExists(first)).toBe(true)
    expect(await fileExists(copy)).toBe(true)

    // The Storage emulator stamps timeCreated itself and lets nobody change it, so the files
    // are made old by moving the page's clock two hours ahead (the age is now minus
    // timeCreated, measured in the page).
    await page.clock.install({ time: Date.now() + 2 * HOUR })
    const second = await orphan('huerfana-b')
    await cleanUp(page, 'Se borraron 3 archivos sin entrada.')
    await expect.poll(() => fileExists(first)).toBe(false)
    expect(await fileExists(second)).toBe(false)
    expect(await fileExists(copy)).toBe(false)
    // What an entry names, the seed's files and the published entries' copies stay.
    for (const path of referenced) expect(await fileExists(path), path).toBe(true)
    for (const file of seeded) expect(await fileExists(file.name), file.name).toBe(true)
    for (const published of await numbersIn('publicada')) {
      expect(await fileExists(`galeria/${String(published)}`), String(published)).toBe(true)
    }
    expect(await orphanFiles()).toEqual([])

    const third = await orphan('huerfana-c')
    await cleanUp(page, 'Se borraron 1 archivo sin entrada.')
    expect(await fileExists(third)).toBe(false)
    for (const path of referenced) expect(await fileExists(path), path).toBe(true)

    await cleanUp(page, 'No había archivos sin entrada.')
    await showState(page, 'pendiente')
    await expect(entryCard(page, 'pendiente', Number(numero)).getByRole('alert')).toHaveCount(0)
  })
})
