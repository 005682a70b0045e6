import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS as shop } from './support/shop-defaults'
import {
  addConoGratisEntry,
  conoGratisCounter,
  conoGratisEntry,
  laterThanEveryEntry,
  makePng,
  newestConoGratisIds,
  removeConoGratisEntry,
  storedObject,
} from './support/free-cone'

const HEADING = '¿Cómo ganar un cono gratis?'
const INSTRUCTION = `Sube una historia en ${shop.nombre} en cualquier red social y compártenos un pantallazo`
const GALLERY = 'Así disfrutan nuestros clientes de nuestras deliciosas comidas'
const SUCCESS = /^Imagen subida con éxito\. Número asignado: (\d+)$/

const picker = (page: Page, name: 'Elegir imagen' | 'Cambiar' = 'Elegir imagen') =>
  page.getByLabel(name, { exact: true })
const sendButton = (page: Page) => page.getByRole('button', { name: /Subir imagen|Subiendo/ })
const gallery = (page: Page) => page.getByRole('region', { name: GALLERY })
const uploadBox = (page: Page) => page.getByRole('region', { name: 'Tu pantallazo' })

async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.help}`)
}

/** The gallery's tiles, as the numbers in their alt texts, in page order. */
async function galleryNumbers(page: Page): Promise<string[]> {
  const alts = await gallery(page)
    .getByRole('listitem')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? ''))
  return alts.map((alt) => alt.replace('Pantallazo del cliente número ', ''))
}

test.describe('free-cone page', () => {
  const created: number[] = []

  test.afterEach(async () => {
    for (const numero of created.splice(0)) await removeConoGratisEntry(numero)
  })

  test('tells how to win a cone and shows the customers’ images, newest first', async ({
    page,
  }, testInfo) => {
    // Two entries of our own, the second one newer, so the gallery has something to order.
    const base = await laterThanEveryEntry()
    const older = await addConoGratisEntry(
      `antes-${testInfo.project.name}`,
      makePng(60, 100, [120, 60, 20]),
      new Date(base),
    )
    const newer = await addConoGratisEntry(
      `despues-${testInfo.project.name}`,
      makePng(60, 100, [245, 124, 0]),
      new Date(base + 1000),
    )
    created.push(older, newer)

    // The page must stay light: the gallery is one REST call, so no Firestore SDK and no Auth
    // are downloaded until the visitor sends a picture.
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        scripts.push(response.url())
      }
    })

    await openPage(page, '/cono-gratis')
    await expect(page).toHaveTitle('Cono gratis | Heladería en Colón, Putumayo')
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible()
    await expect(page.getByText(INSTRUCTION, { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: GALLERY })).toBeVisible()
    await expect(
      page.getByRole('heading', { name: 'Nos importa mucho lo que piensas' }),
    ).toHaveCount(0)
    await expect(page.getByText('Elegir imagen', { exact: true })).toBeVisible()
    await expect(sendButton(page)).toHaveText('Subir imagen')

    // Newest fecha first, exactly as Firestore orders them.
    await expect(gallery(page).getByText('Cargando imágenes...')).toHaveCount(0)
    const shown = await galleryNumbers(page)
    expect(shown.slice(0, 2)).toEqual([String(newer), String(older)])
    expect(shown).toEqual(await newestConoGratisIds(shown.length))
    // Two columns of tiles 300 px high, the images cropped to fill them.
    const tiles = gallery(page).getByRole('listitem')
    const [first, second] = [await tiles.nth(0).boundingBox(), await tiles.nth(1).boundingBox()]
    expect(first?.height).toBe(300)
    expect(second?.y).toBe(first?.y)
    expect(second?.x).toBeGreaterThan((first?.x ?? 0) + (first?.width ?? 0))
    await expect(tiles.first().getByRole('img')).toHaveCSS('object-fit', 'cover')
    await tiles.first().scrollIntoViewIfNeeded()
    await expect
      .poll(() =>
        tiles
          .first()
          .getByRole('img')
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(60)

    expect(await seriousAccessibilityProblems(page)).toEqual([])

    const bodies = await Promise.all(
      scripts.map(async (url) => ({ url, body: await (await page.request.get(url)).text() })),
    )
    const urlsWith = (marker: RegExp) =>
      bodies.filter(({ body }) => marker.test(body)).map(({ url }) => url)
    expect(urlsWith(/webchannel/i), 'the full Firestore SDK was loaded').toEqual([])
    expect(urlsWith(/_lite/), 'the light Firestore SDK was loaded').toEqual([])
    expect(urlsWith(/identitytoolkit/), 'the Auth SDK was loaded').toEqual([])
  })

  test('asks for an image when sending without one', async ({ page }) => {
    await openPage(page, '/cono-gratis')
    await sendButton(page).click()
    await expect(uploadBox(page).getByRole('alert')).toHaveText(
      'Por favor selecciona una imagen primero.',
    )
  })

  test('refuses files that are not images and keeps the image already chosen', async ({ page }) => {
    await openPage(page, '/cono-gratis')
    await picker(page).setInputFiles({
      name: 'notas.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('no soy una imagen'),
    })
    await expect(uploadBox(page).getByRole('alert')).toHaveText(
      'No podemos usar «notas.txt»: no es una imagen. Elige una foto o un pantallazo (JPG, PNG o WebP).',
    )
    await expect(uploadBox(page).getByRole('img')).toHaveCount(0)

    await picker(page).setInputFiles({
      name: 'historia.png',
      mimeType: 'image/png',
      buffer: makePng(90, 160, [245, 124, 0]),
    })
    await expect(page.getByRole('img', { name: 'Vista previa de historia.png' })).toBeVisible()
    await expect(uploadBox(page).getByRole('alert')).toHaveCount(0)

    await picker(page, 'Cambiar').setInputFiles({
      name: 'menu.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    })
    await expect(uploadBox(page).getByRole('alert')).toHaveText(
      'No podemos usar «menu.pdf»: no es una imagen. Elige una foto o un pantallazo (JPG, PNG o WebP).',
    )
    await expect(page.getByRole('img', { name: 'Vista previa de historia.png' })).toBeVisible()
  })

  test('keeps the chosen image when the upload fails', async ({ page }) => {
    // Storage refuses the upload, as it would an image its rules do not accept.
    await page.route(/\/v0\/b\/[^/]+\/o\?name=/, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }),
      }),
    )
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await openPage(page, '/cono-gratis')
    await picker(page).setInputFiles({
      name: 'rechazada.png',
      mimeType: 'image/png',
      buffer: makePng(90, 160, [63, 81, 181]),
    })
    await sendButton(page).click()
    await expect(uploadBox(page).getByRole('alert')).toHaveText(
      'Error al subir la imagen. Revisa la consola.',
    )
    await expect(page.getByRole('img', { name: 'Vista previa de rechazada.png' })).toBeVisible()
    await expect(sendButton(page)).toBeEnabled()
    // "Revisa la consola": the cause is there.
    expect(errors.some((text) => text.includes('No se pudo subir la imagen del cono gratis'))).toBe(
      true,
    )
  })

  test('uploads a screenshot: stored file, numbered entry, the number shown, the gallery updated', async ({
    page,
  }, testInfo) => {
    const fileName = `historia ${testInfo.project.name} ${String(Date.now())}.png`
    const png = makePng(90, 160, testInfo.project.name === 'phone' ? [191, 72, 0] : [0, 120, 160])

    // Slow the upload down a little, so the "Subiendo..." state can be seen.
    await page.route(/\/v0\/b\/[^/]+\/o\?name=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })

    await openPage(page, '/cono-gratis')
    await expect(gallery(page).getByText('Cargando imágenes...')).toHaveCount(0)
    await picker(page).setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png })
    const preview = page.getByRole('img', { name: `Vista previa de ${fileName}` })
    await expect(preview).toBeVisible()
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(90)
    await expect(picker(page, 'Cambiar')).toBeAttached()
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    await sendButton(page).click()
    await expect(sendButton(page)).toHaveText('Subiendo...')
    await expect(sendButton(page)).toBeDisabled()

    const alert = uploadBox(page).getByRole('alert')
    await expect(alert).toHaveText(SUCCESS, { timeout: 30_000 })
    const numero = Number(SUCCESS.exec((await alert.textContent()) ?? '')?.[1])
    created.push(numero)
    expect(numero).toBeGreaterThan(0)

    // The box is empty again.
    await expect(preview).toHaveCount(0)
    await expect(page.getByText('Elegir imagen', { exact: true })).toBeVisible()
    await expect(sendButton(page)).toHaveText('Subir imagen')

    // Firestore: cono-gratis/{numero}, as the data model says, and the counter at least there.
    const entry = await conoGratisEntry(numero)
    expect(entry).toMatchObject({ numero, nombre: fileName })
    expect(entry?.url).toMatch(/\/o\/cono-gratis%2F[^?]+\?alt=media/)
    // Prepared in the browser: WebP, with its 480 px variant and its size beside it (no 960 px
    // variant: it is narrower than that).
    expect(entry?.ruta).toMatch(/^cono-gratis\/historia-[a-z]+-\d+\.webp-\d+$/)
    expect(entry).toMatchObject({
      ancho: 90,
      alto: 160,
      rutaMiniatura: `${String(entry?.ruta)}-480`,
    })
    expect(entry).not.toHaveProperty('rutaMediana')
    expect(entry).not.toHaveProperty('urlMediana')
    expect(Math.abs((entry?.fecha.toMillis() as number) - Date.now())).toBeLessThan(5 * 60_000)
    expect(Number(await conoGratisCounter())).toBeGreaterThanOrEqual(numero)

    // Storage: both variants, as WebP images.
    expect(await storedObject(String(entry?.ruta))).toMatchObject({ contentType: 'image/webp' })
    expect(await storedObject(String(entry?.rutaMiniatura))).toMatchObject({
      contentType: 'image/webp',
    })

    // The gallery shows it at the top right away, and still after a reload.
    const tile = gallery(page).getByRole('img', { name: `Pantallazo del cliente número ${numero}` })
    await expect(tile).toBeVisible()
    expect((await galleryNumbers(page))[0]).toBe(String(numero))
    await tile.scrollIntoViewIfNeeded()
    await expect.poll(() => tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(90)
    expect(await seriousAccessibilityProblems(page)).toEqual([])

    // After a reload it comes from Firestore: in fecha order (the top, unless another test dated
    // an entry ahead of it).
    await page.reload()
    await expect(tile).toBeVisible()
    const shown = await galleryNumbers(page)
    expect(shown).toEqual(await newestConoGratisIds(shown.length))
  })
})
