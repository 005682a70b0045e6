import { expect, test } from '@playwright/test'
import { openPage } from './support/open-page'
import { docsNamed, removeTestImages, signInAsAdmin } from './support/admin-dashboard'
import { adminDb } from './support/firebase-admin'
import {
  assignedNumber,
  decodedSize,
  decodedStoredSize,
  makePhotoJpeg,
  removeConoGratisEntry,
  storedObject,
} from './support/free-cone'

// Every picture is prepared in the browser before it is uploaded: a 4000x3000 phone photo of
// several MB is stored as a WebP of at most 1600 px and 400 kB, plus a 960 px and a 480 px
// variant.

const LARGE_MAX_BYTES = 400_000

test.describe('image preparation', () => {
  test('a large photo sent for a free cone is stored small, with its variants', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    await openPage(page, '/cono-gratis')
    const photo = await makePhotoJpeg(page, 4000, 3000)
    expect(photo.length).toBeGreaterThan(3 * 1024 * 1024)
    const name = `foto-grande-${testInfo.project.name}-${String(Date.now())}.jpg`
    let numero: number | undefined
    try {
      await page.getByLabel('Elegir imagen', { exact: true }).setInputFiles({
        name,
        mimeType: 'image/jpeg',
        buffer: photo,
      })
      await page.getByRole('button', { name: 'Subir imagen' }).click()
      const alert = page.getByRole('region', { name: 'Tu pantallazo' }).getByRole('alert')
      numero = await assignedNumber(alert, 60_000)
      const entry = (await adminDb.collection('cono-gratis').doc(String(numero)).get()).data()
      expect(entry).toMatchObject({
        nombre: name,
        ancho: 1600,
        alto: 1200,
        rutaMediana: `${String(entry?.ruta)}-960`,
        rutaMiniatura: `${String(entry?.ruta)}-480`,
      })
      const large = await storedObject(String(entry?.ruta))
      const medium = await storedObject(String(entry?.rutaMediana))
      const small = await storedObject(String(entry?.rutaMiniatura))
      expect(large?.contentType).toBe('image/webp')
      expect(large?.size).toBeLessThanOrEqual(LARGE_MAX_BYTES)
      expect(medium?.contentType).toBe('image/webp')
      expect(medium?.size).toBeLessThan(large?.size ?? 0)
      // No address is stored: the page derives it from the path.
      expect(entry).not.toHaveProperty('urlMediana')
      expect(await decodedStoredSize(page, String(entry?.rutaMediana))).toEqual({
        width: 960,
        height: 720,
      })
      expect(small?.contentType).toBe('image/webp')
      expect(small?.size).toBeLessThan(medium?.size ?? 0)
      console.info(
        `free cone: ${String(photo.length)} B JPEG -> ${String(large?.size)} B + ` +
          `${String(medium?.size)} B + ${String(small?.size)} B WebP`,
      )
    } finally {
      if (numero !== undefined) await removeConoGratisEntry(numero)
    }
  })

  test('a large photo uploaded from the dashboard is stored small, with its variants', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    const name = `e2e-admin-${testInfo.project.name}-grande-${String(Date.now())}.jpg`
    try {
      await signInAsAdmin(page)
      await page.goto('/dashboard/bebidas/crear')
      const photo = await makePhotoJpeg(page, 3000, 4000)
      await page.locator('input[type="file"]').setInputFiles({
        name,
        mimeType: 'image/jpeg',
        buffer: photo,
      })
      await page.getByRole('button', { name: 'Subir' }).click()
      await expect(page.getByRole('alert')).toHaveText('Imágenes subidas con éxito', {
        timeout: 60_000,
      })
      const [document] = await docsNamed('bebidas', name)
      expect(document?.data).toMatchObject({
        ancho: 1200,
        alto: 1600,
        rutaMediana: `${String(document?.data.ruta)}-960`,
        rutaMiniatura: `${String(document?.data.ruta)}-480`,
      })
      const large = await storedObject(String(document?.data.ruta))
      const medium = await storedObject(String(document?.data.rutaMediana))
      const small = await storedObject(String(document?.data.rutaMiniatura))
      expect(large?.contentType).toBe('image/webp')
      expect(large?.size).toBeLessThanOrEqual(LARGE_MAX_BYTES)
      expect(medium?.contentType).toBe('image/webp')
      expect(medium?.size).toBeLessThan(large?.size ?? 0)
      expect(await decodedSize(page, String(document?.data.urlMediana))).toEqual({
        width: 960,
        height: 1280,
      })
      expect(small?.contentType).toBe('image/webp')
      expect(small?.size).toBeLessThan(medium?.size ?? 0)
    } finally {
      await removeTestImages('bebidas', [name])
    }
  })
})
