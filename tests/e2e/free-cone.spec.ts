import { expect, test, type Page } from '@playwright/test'
import { Timestamp } from 'firebase-admin/firestore'
import { openPage } from './support/open-page'
import { SHOP_DEFAULTS as shop } from './support/shop-defaults'
import {
  entryCard,
  openClientes,
  openStaffPage,
  showState,
  snackbar,
  stateTab,
} from './support/admin-dashboard'
import { adminDb } from './support/firebase-admin'
import {
  assignedEntry,
  claimCodeOf,
  conoGratisCounter,
  conoGratisEntry,
  galleryProjection,
  decodedStoredSize,
  makePng,
  numbersIn,
  objectUrl,
  plantEntries,
  removeConoGratisEntry,
  removePlanted,
  storedObject,
  visitorUid,
  type PlantedEntries,
  GALLERY,
  gallery,
  scrollToGallery,
} from './support/free-cone'
import { ONE_SIZE } from './support/one-size'
import { seriousViolations } from './support/accessibility'

// Slow by design: each upload is a real picture prepared in the browser and stored, and the
// review and hand-over tests keep a visitor's page and the staff's dashboard open side by side.

const HEADING = '¿Cómo ganar un cono gratis?'
const INSTRUCTION = `Sube una historia en ${shop.nombre} en cualquier red social y compártenos un pantallazo`

const picker = (page: Page, name: 'Elegir imagen' | 'Cambiar' = 'Elegir imagen') =>
  page.getByLabel(name, { exact: true })
const sendButton = (page: Page) => page.getByRole('button', { name: /Subir imagen|Subiendo/ })
const uploadBox = (page: Page) => page.getByRole('region', { name: 'Tu pantallazo' })
const ownNumbers = (page: Page) => page.getByRole('region', { name: 'Tus números' })
/** The row of 'Tus números' for one number. */
const ownRow = (page: Page, numero: number) =>
  ownNumbers(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(`N.º ${String(numero)}`, { exact: true }) })
/** The gallery shows no numbers: a tile is known by its picture, the entry's copy in galeria/. */
const galleryTile = (page: Page, numero: number) =>
  gallery(page).locator(`img[src*="galeria%2F${String(numero)}?"]`)
/** 'Tus números' names the number, its claim code and its state. */
const ownRowText = (numero: number, codigo: string, state: string) =>
  new RegExp(`^N\\.º ${String(numero)}\\s*Código ${codigo}\\s*${state}$`)

/** The gallery's tiles, as the numbers of the copies they show, in page order. */
async function galleryNumbers(page: Page): Promise<string[]> {
  const sources = await gallery(page)
    .getByRole('listitem')
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''))
  return sources.map((src) => /galeria%2F(\d+)\?/.exec(src)?.[1] ?? `not a gallery copy: ${src}`)
}

/**
 * Scrolls to the gallery (it is read once the visitor comes near it), waits for its first page
 * and returns its numbers.
 */
async function loadedGallery(page: Page): Promise<string[]> {
  await scrollToGallery(page)
  await expect(gallery(page).getByText('Cargando imágenes...')).toHaveCount(0)
  await expect(gallery(page).getByRole('listitem').first()).toBeVisible()
  return galleryNumbers(page)
}

/** Picks a PNG and sends it; resolves with the number and claim code the page gives. */
async function uploadScreenshot(
  page: Page,
  name: string,
  png: Buffer,
): Promise<{ numero: number; codigo: string }> {
  await picker(page).setInputFiles({ name, mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('img', { name: `Vista previa de ${name}` })).toBeVisible()
  await sendButton(page).click()
  return assignedEntry(uploadBox(page).getByRole('alert'))
}

test.describe('free-cone page', () => {
  const created: number[] = []
  const planted: PlantedEntries[] = []

  test.afterEach(async () => {
    for (const numero of created.splice(0)) await removeConoGratisEntry(numero)
    for (const entries of planted.splice(0)) await removePlanted(entries)
  })

  test('tells how to win a cone and shows only the approved images, highest number first', async ({
    page,
  }, testInfo) => {
    // Two approved entries of our own, then one waiting for review and one hidden: those two
    // take higher numbers, so they would come first if the gallery showed them.
    const label = `galeria-${testInfo.project.name}`
    planted.push(await plantEntries({ count: 2, estado: 'publicada', label }))
    const [older, newer] = planted[0]?.numeros ?? []
    const pending = await plantEntries({ count: 1, estado: 'pendiente', label })
    const hidden = await plantEntries({ count: 1, estado: 'oculta', label })
    planted.push(pending, hidden)

    // The page must stay light: the gallery is one REST call, so no Firestore SDK and no Auth
    // are downloaded until the visitor sends a picture.
    const scripts: string[] = []
    const galleryReads: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(':runQuery')) {
        galleryReads.push(request.url())
      }
    })
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
    // A browser that never got a number has no 'Tus números'.
    await expect(ownNumbers(page)).toHaveCount(0)

    // A phone's first screen ends at the gallery's heading: the gallery is read only once the
    // visitor scrolls to it, and the upload's code only once a picture is picked.
    if (testInfo.project.use.isMobile === true) {
      await page.waitForLoadState('load')
      await page.waitForTimeout(1_000)
      expect(galleryReads, 'the gallery was read before the visitor scrolled to it').toEqual([])
    }
    expect(scripts.filter((url) => url.includes('free-cone-upload'))).toEqual([])

    // Approved ones only, highest number first, exactly as Firestore orders them; 12 at most.
    const shown = await loadedGallery(page)
    expect(galleryReads).toHaveLength(1)
    expect(shown.slice(0, 2)).toEqual([String(newer), String(older)])
    const published = await numbersIn('publicada')
    expect(shown).toEqual(published.slice(0, 12).map(String))
    for (const numero of [...pending.numeros, ...hidden.numeros]) {
      expect(shown).not.toContain(String(numero))
    }
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

    expect(await seriousViolations(page)).toEqual([])

    const bodies = await Promise.all(
      scripts.map(async (url) => ({ url, body: await (await page.request.get(url)).text() })),
    )
    const urlsWith = (marker: RegExp) =>
      bodies.filter(({ body }) => marker.test(body)).map(({ url }) => url)
    expect(urlsWith(/webchannel/i), 'the full Firestore SDK was loaded').toEqual([])
    expect(urlsWith(/_lite/), 'the light Firestore SDK was loaded').toEqual([])
    expect(urlsWith(/identitytoolkit/), 'the Auth SDK was loaded').toEqual([])
  })

  test('asks for an image when sending without one', ONE_SIZE, async ({ page }) => {
    await openPage(page, '/cono-gratis')
    await sendButton(page).click()
    await expect(uploadBox(page).getByRole('alert')).toHaveText(
      'Por favor selecciona una imagen primero.',
    )
  })

  test(
    'refuses files that are not images and keeps the image already chosen',
    ONE_SIZE,
    async ({ page }) => {
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
    },
  )

  test('keeps the chosen image when the upload fails', ONE_SIZE, async ({ page }) => {
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

  test('uploads a screenshot: stored in the visitor’s folder, numbered, pending, listed under Tus números', async ({
    page,
  }, testInfo) => {
    const phone = testInfo.project.use.isMobile === true
    const fileName = `historia ${phone ? 'phone' : 'desktop'} ${String(Date.now())}.png`
    const png = makePng(90, 160, phone ? [191, 72, 0] : [0, 120, 160])

    // Slow the upload down a little, so the "Subiendo..." state can be seen.
    await page.route(/\/v0\/b\/[^/]+\/o\?name=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700))
      await route.continue()
    })

    await openPage(page, '/cono-gratis')
    const before = await loadedGallery(page)
    await picker(page).setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png })
    const preview = page.getByRole('img', { name: `Vista previa de ${fileName}` })
    await expect(preview).toBeVisible()
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(90)
    await expect(picker(page, 'Cambiar')).toBeAttached()
    expect(await seriousViolations(page)).toEqual([])

    await sendButton(page).click()
    await expect(sendButton(page)).toHaveText('Subiendo...')
    await expect(sendButton(page)).toBeDisabled()

    // 'Imagen subida con éxito. Número asignado: {n}', the claim code, then that the shop reviews
    // it first.
    const { numero, codigo } = await assignedEntry(uploadBox(page).getByRole('alert'))
    created.push(numero)
    // The code lives in its own document, readable by this visitor and the staff only.
    expect(await claimCodeOf(numero)).toBe(codigo)

    // The box is empty again.
    await expect(preview).toHaveCount(0)
    await expect(page.getByText('Elegir imagen', { exact: true })).toBeVisible()
    await expect(sendButton(page)).toHaveText('Subir imagen')

    // Firestore: cono-gratis/{numero}, waiting for review, its files in the visitor's own folder,
    // and no address stored (the page derives it from the path).
    const uid = await visitorUid(page)
    expect(uid).toMatch(/^[\w-]{10,}$/)
    const entry = await conoGratisEntry(numero)
    expect(entry).toMatchObject({ numero, nombre: fileName, estado: 'pendiente' })
    // Prepared in the browser: WebP, with its 480 px variant and its size beside it (no 960 px
    // variant: it is narrower than that).
    expect(entry?.ruta).toMatch(
      new RegExp(`^cono-gratis/${String(uid)}/historia-[a-z]+-\\d+\\.webp-\\d{13}$`),
    )
    expect(entry).toMatchObject({
      ancho: 90,
      alto: 160,
      rutaMiniatura: `${String(entry?.ruta)}-480`,
    })
    for (const field of ['rutaMediana', 'url', 'urlMediana', 'urlMiniatura', 'entregadoEn']) {
      expect(entry).not.toHaveProperty(field)
    }
    expect(Math.abs((entry?.fecha.toMillis() as number) - Date.now())).toBeLessThan(5 * 60_000)
    expect(Number(await conoGratisCounter())).toBeGreaterThanOrEqual(numero)
    // The visitor's stamps name the entry they admitted and the file Storage accepted, and the
    // entry waits in the visitor's queue for review.
    const stamp = (await adminDb.collection('limites').doc(String(uid)).get()).data()
    expect(stamp).toMatchObject({
      subidaNumero: numero,
      subida: expect.any(Timestamp),
      pendientes: [numero],
      archivos: expect.any(Timestamp),
      archivosRuta: entry?.ruta,
    })
    expect(JSON.stringify(await conoGratisEntry(numero))).not.toContain(codigo)

    // Storage: both variants, as WebP images, private to the visitor and the staff: nobody else
    // reads them, not even at the address the page would derive.
    expect(await storedObject(String(entry?.ruta))).toMatchObject({ contentType: 'image/webp' })
    expect(await storedObject(String(entry?.rutaMiniatura))).toMatchObject({
      contentType: 'image/webp',
    })
    expect(await decodedStoredSize(page, String(entry?.ruta))).toEqual({ width: 90, height: 160 })
    expect((await page.request.get(objectUrl(String(entry?.ruta)))).status()).toBe(403)

    // Not in the gallery (it waits for review), but under 'Tus números', in review, with its code.
    await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'En revisión'), {
      useInnerText: true,
    })
    await expect(ownNumbers(page)).toContainText(
      'Muestra tu número y tu código en la heladería para reclamar tu cono.',
    )
    await expect(galleryTile(page, numero)).toHaveCount(0)
    expect(await galleryNumbers(page)).toEqual(before)
    expect(await seriousViolations(page)).toEqual([])
    // Kept with the Cache API (see src/lib/data/device-store.ts), which never pauses the page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const kept = await caches.open('datos-sin-conexion')
          return (await kept.match('/_datos/cono-gratis%3Anumeros'))?.text() ?? null
        }),
      )
      .toBe(JSON.stringify([numero]))

    // After a reload: still kept by this browser, still in review, still not in the gallery.
    await page.reload()
    await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'En revisión'), {
      useInnerText: true,
    })
    const shown = await loadedGallery(page)
    expect(shown).not.toContain(String(numero))
    expect(shown).toEqual((await numbersIn('publicada')).slice(0, 12).map(String))
  })

  test('an upload waits for review: approved, it joins the gallery; hidden, it leaves it', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000)
    await openPage(page, '/cono-gratis')
    const { numero, codigo } = await uploadScreenshot(
      page,
      `revision-${testInfo.project.name}.png`,
      makePng(120, 200, [245, 124, 0]),
    )
    created.push(numero)
    const uploaded = await conoGratisEntry(numero)
    expect(uploaded).toMatchObject({ estado: 'pendiente' })
    const queue = adminDb.collection('limites').doc(String(uploaded?.ruta).split('/')[1] ?? '')

    // Reloaded: not in the public gallery, in review under 'Tus números'.
    await page.reload()
    await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'En revisión'), {
      useInnerText: true,
    })
    expect(await loadedGallery(page)).not.toContain(String(numero))

    const staff = await openStaffPage(browser, testInfo)
    try {
      await openClientes(staff)
      await showState(staff, 'pendiente')
      const pendingCard = entryCard(staff, 'pendiente', numero)
      await expect(pendingCard).toContainText('Pendiente')
      await expect(pendingCard.getByRole('button', { name: 'Ocultar' })).toBeEnabled()
      await pendingCard.getByRole('img').scrollIntoViewIfNeeded()
      await pendingCard.getByRole('button', { name: 'Aprobar' }).click()
      await expect(snackbar(staff, 'Imagen publicada en la galería')).toBeVisible()
      await expect(pendingCard).toHaveCount(0)
      await expect.poll(async () => (await conoGratisEntry(numero))?.estado).toBe('publicada')
      // Its public projection, written with the approval: number, date and size, nothing else.
      const approved = await conoGratisEntry(numero)
      expect(await galleryProjection(numero)).toEqual({
        numero,
        fecha: approved?.fecha,
        ancho: approved?.ancho,
        alto: approved?.alto,
      })
      // The gallery's own copy of the file the staff saw, and the visitor's queue has room again.
      expect(await storedObject(`galeria/${String(numero)}`)).toEqual(
        await storedObject(String(uploaded?.rutaMiniatura)),
      )
      expect((await queue.get()).get('pendientes')).toEqual([])

      // The public gallery shows it now: the highest published number comes first.
      await page.reload()
      const shown = await loadedGallery(page)
      expect(shown).toContain(String(numero))
      expect(shown).toEqual((await numbersIn('publicada')).slice(0, 12).map(String))
      await galleryTile(page, numero).scrollIntoViewIfNeeded()
      await expect
        .poll(() => galleryTile(page, numero).evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBe(120)
      await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'Publicada'), {
        useInnerText: true,
      })

      // Hidden from the Publicadas tab (no 'Aprobar' there): gone from the gallery again.
      await showState(staff, 'publicada')
      const publishedCard = entryCard(staff, 'publicada', numero)
      await expect(publishedCard).toContainText('Publicada')
      await expect(publishedCard.getByRole('button', { name: 'Aprobar' })).toHaveCount(0)
      await publishedCard.getByRole('button', { name: 'Ocultar' }).click()
      await expect(snackbar(staff, 'Imagen ocultada de la galería')).toBeVisible()
      await expect(publishedCard).toHaveCount(0)
      await expect.poll(async () => (await conoGratisEntry(numero))?.estado).toBe('oculta')
      expect(await galleryProjection(numero)).toBeUndefined()
      // Hidden means hidden: the gallery's copy is gone, whoever kept its address.
      await expect.poll(() => storedObject(`galeria/${String(numero)}`)).toBeNull()
      await showState(staff, 'oculta')
      const hiddenCard = entryCard(staff, 'oculta', numero)
      await expect(hiddenCard).toContainText('Oculta')
      await expect(hiddenCard.getByRole('button', { name: 'Ocultar' })).toHaveCount(0)
      await expect(hiddenCard.getByRole('button', { name: 'Aprobar' })).toBeVisible()
      await expect(stateTab(staff, 'oculta')).toHaveText(/^Ocultas \(\d+\)$/)

      await page.reload()
      await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'No publicada'), {
        useInnerText: true,
      })
      const after = await loadedGallery(page)
      expect(after).not.toContain(String(numero))
      expect(after).toEqual((await numbersIn('publicada')).slice(0, 12).map(String))
    } finally {
      await staff.context().close()
    }
  })

  test('the staff hand the cone over by its number and code, once, and the visitor sees it delivered', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000)
    await openPage(page, '/cono-gratis')
    const { numero, codigo } = await uploadScreenshot(
      page,
      `entrega-${testInfo.project.name}.png`,
      makePng(80, 140, [0, 120, 160]),
    )
    created.push(numero)
    // 'Tus números' shows the code the counter asks for.
    await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'En revisión'), {
      useInnerText: true,
    })

    const staff = await openStaffPage(browser, testInfo)
    try {
      await openClientes(staff)
      const section = staff.getByRole('region', { name: 'Entregar un cono' })
      const field = section.getByRole('textbox', { name: 'Número del cliente' })

      // A number nobody has.
      const missing = Number(await conoGratisCounter()) + 1000
      await field.fill(String(missing))
      await section.getByRole('button', { name: 'Buscar' }).click()
      await expect(section).toContainText(`No hay ninguna imagen con el número ${String(missing)}.`)

      await field.fill(String(numero))
      await section.getByRole('button', { name: 'Buscar' }).click()
      const found = section.getByRole('article', { name: `N.º ${String(numero)}`, exact: true })
      await expect(found.getByRole('heading', { name: `N.º ${String(numero)}` })).toBeVisible()
      await expect(found).toContainText('Pendiente')
      await expect(found).toContainText(/Subida el \S/)
      await expect(found).not.toContainText('Cono entregado el')
      // The number alone gets no cone: a wrong code is refused, and says why.
      const deliver = found.getByRole('button', { name: 'Cono entregado' })
      await expect(deliver).toBeDisabled()
      const code = found.getByRole('textbox', { name: 'Código del cliente' })
      const wrong = codigo === 'ABCD' ? 'ABCE' : 'ABCD'
      await code.fill(wrong)
      await deliver.click()
      await expect(found).toContainText(
        `El código no coincide con el del número ${String(numero)}. Pide al cliente el código que aparece en su teléfono, en «Tus números».`,
      )
      await expect(code).toHaveValue(wrong)
      expect((await conoGratisEntry(numero))?.entregadoEn).toBeUndefined()
      // The right one, typed in small letters as a hurried person would.
      await code.fill(codigo.toLowerCase())
      await deliver.click()
      await expect(snackbar(staff, `Cono entregado al número ${String(numero)}`)).toBeVisible()

      // Once: the button is gone, the card says when.
      await expect(found.getByRole('button', { name: 'Cono entregado' })).toHaveCount(0)
      await expect(found).toContainText('Ya entregado')
      await expect(found).toContainText(/Cono entregado el \S.*\d/)
      const entry = await conoGratisEntry(numero)
      expect(entry?.entregadoEn).toBeInstanceOf(Timestamp)
      expect(Math.abs((entry?.entregadoEn as Timestamp).toMillis() - Date.now())).toBeLessThan(
        5 * 60_000,
      )
      // The hand-over leaves the review alone.
      expect(entry?.estado).toBe('pendiente')

      // Searched again later: still delivered, still no button.
      await field.fill(String(numero))
      await section.getByRole('button', { name: 'Buscar' }).click()
      await expect(found).toContainText('Ya entregado')
      await expect(found.getByRole('button', { name: 'Cono entregado' })).toHaveCount(0)

      // The visitor's page, reloaded in the browser that uploaded: 'Entregado'.
      await page.reload()
      await expect(ownRow(page, numero)).toHaveText(ownRowText(numero, codigo, 'Entregado'), {
        useInnerText: true,
      })
    } finally {
      await staff.context().close()
    }
  })

  test('the gallery shows 12 approved pictures at a time and adds the next ones in order', async ({
    page,
  }, testInfo) => {
    // 14 approved, 3 hidden in between (skipped), 6 more approved: with the seed's 4, 24 in all.
    const label = `paginas-${testInfo.project.name}`
    planted.push(await plantEntries({ count: 14, estado: 'publicada', label }))
    planted.push(await plantEntries({ count: 3, estado: 'oculta', label }))
    planted.push(await plantEntries({ count: 6, estado: 'publicada', label }))
    const published = (await numbersIn('publicada')).map(String)
    expect(published.length).toBeGreaterThan(12)

    await openPage(page, '/cono-gratis')
    expect(await loadedGallery(page)).toEqual(published.slice(0, 12))
    const more = gallery(page).getByRole('button', { name: 'Ver más fotos' })
    await expect(more).toBeVisible()
    await more.click()
    await expect(gallery(page).getByRole('listitem')).toHaveCount(Math.min(24, published.length))
    expect(await galleryNumbers(page)).toEqual(published.slice(0, 24))
    await expect(more).toHaveCount(published.length > 24 ? 1 : 0)
    // The pictures added below load too.
    const last = gallery(page).getByRole('listitem').last().getByRole('img')
    await last.scrollIntoViewIfNeeded()
    await expect
      .poll(() => last.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
  })
})
