import { expect, test, type Locator, type Page } from '@playwright/test'
import {
  entryCard,
  openClientes,
  openStaffPage,
  showState,
  snackbar,
} from './support/admin-dashboard'
import { objectUrl, removeConoGratisEntry, scrollToGallery } from './support/free-cone'
import { openPage } from './support/open-page'
import { openVisitorSession } from './support/visitor-sdk'

// What the staff approve is what the public sees. A visitor who skips the page can store one
// picture as an entry's small file (the one the staff look at) and another as its large and
// medium files. The public gallery shows only the copy the staff's approval makes of the very
// file they saw, and the visitor's own files are readable by nobody else.

/** A plain-coloured JPEG, encoded by the browser. */
async function jpeg(page: Page, width: number, height: number, color: string): Promise<Buffer> {
  const bytes = await page.evaluate(
    async ([w, h, fill]) => {
      const canvas = new OffscreenCanvas(w, h)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      context.fillStyle = fill
      context.fillRect(0, 0, w, h)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })
      return Array.from(new Uint8Array(await blob.arrayBuffer()))
    },
    [width, height, color] as const,
  )
  return Buffer.from(bytes)
}

/** The colour an <img> shows at its centre (the card's picture is a same-origin blob:). */
const centreColour = (picture: Locator) =>
  picture.evaluate((img: HTMLImageElement) => {
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    context.drawImage(img, 0, 0)
    const [r = 0, g = 0, b = 0] = context.getImageData(
      img.naturalWidth / 2,
      img.naturalHeight / 2,
      1,
      1,
    ).data
    return { r, g, b }
  })

/** Within what JPEG does to a plain colour. */
const near = (actual: { r: number; g: number; b: number }, [r, g, b]: number[]) =>
  Math.abs(actual.r - (r ?? 0)) < 12 &&
  Math.abs(actual.g - (g ?? 0)) < 12 &&
  Math.abs(actual.b - (b ?? 0)) < 12

test('a visitor’s other picture behind the approved one never reaches the public', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000)
  await openPage(page, '/cono-gratis')
  const harmless = await jpeg(page, 480, 320, 'rgb(0, 150, 60)')
  const hidden = await jpeg(page, 1200, 800, 'rgb(200, 0, 0)')
  const hiddenMedium = await jpeg(page, 960, 640, 'rgb(200, 0, 0)')

  const visitor = await openVisitorSession()
  let numero: number | undefined
  const staff = await openStaffPage(browser, testInfo)
  try {
    const ruta = `cono-gratis/${visitor.uid}/historia.jpg-${String(Date.now())}`
    await visitor.store(ruta, {
      [ruta]: hidden,
      [`${ruta}-960`]: hiddenMedium,
      [`${ruta}-480`]: harmless,
    })
    numero = await visitor.register({
      ruta,
      rutaMiniatura: `${ruta}-480`,
      rutaMediana: `${ruta}-960`,
      ancho: 1200,
      alto: 800,
    })

    // The staff's card shows the small file, and only once it is on screen may it be approved.
    await openClientes(staff)
    await showState(staff, 'pendiente')
    const card = entryCard(staff, 'pendiente', numero)
    const picture = card.getByRole('img', { name: `Pantallazo del número ${String(numero)}` })
    await picture.scrollIntoViewIfNeeded()
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480)
    expect(near(await centreColour(picture), [0, 150, 60])).toBe(true)
    await card.getByRole('button', { name: 'Aprobar' }).click()
    await expect(snackbar(staff, 'Imagen publicada en la galería')).toBeVisible()

    // The public gallery, at this project's size and pixel ratio: the copy of what the staff saw.
    const requested: string[] = []
    page.on('request', (request) => requested.push(decodeURIComponent(request.url())))
    await page.reload()
    const gallery = await scrollToGallery(page)
    const tile = gallery.locator(`img[src*="galeria%2F${String(numero)}?"]`)
    await tile.scrollIntoViewIfNeeded()
    await expect
      .poll(() => tile.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(480)
    const published = await page.request.get(String(await tile.getAttribute('src')))
    expect(published.status()).toBe(200)
    expect((await published.body()).equals(harmless)).toBe(true)
    expect(requested.filter((url) => url.includes(ruta))).toEqual([])

    // And nobody but the visitor and the staff reads the visitor's files, not even by address.
    for (const path of [ruta, `${ruta}-960`, `${ruta}-480`]) {
      expect((await page.request.get(objectUrl(path))).status()).toBe(403)
    }
  } finally {
    await staff.context().close()
    await visitor.close()
    if (numero !== undefined) await removeConoGratisEntry(numero)
  }
})
