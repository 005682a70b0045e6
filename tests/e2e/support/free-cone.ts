import { randomBytes, randomUUID } from 'node:crypto'
import { expect, type Locator, type Page } from '@playwright/test'
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore'
import type { EntryState } from './admin-dashboard'
import { retryingStorage } from '../../../scripts/seed/storage-retry.mjs'
import { BUCKET, adminBucket, adminDb } from './firebase-admin'
import { STORAGE_HOST } from './emulator-hosts'
import { makePng } from './png'
import { firstInput } from './open-page'

export { makePng } from './png'

// ---------------------------------------------------------------------------------------------
// What Firestore and Storage really hold
// ---------------------------------------------------------------------------------------------

export async function conoGratisEntry(numero: number): Promise<DocumentData | undefined> {
  const snapshot = await adminDb.collection('cono-gratis').doc(String(numero)).get()
  return snapshot.data()
}

/** The public projection galeria/{numero} of an entry (firebase-admin); undefined when absent. */
export async function galleryProjection(numero: number): Promise<DocumentData | undefined> {
  return (await adminDb.collection('galeria').doc(String(numero)).get()).data()
}

export async function conoGratisCounter(): Promise<unknown> {
  const snapshot = await adminDb.collection('contadores').doc('cono-gratis').get()
  return snapshot.get('ultimo')
}

/** Content type and size of a stored object, or null when there is none. */
export async function storedObject(
  ruta: string,
): Promise<{ contentType: string | undefined; size: number } | null> {
  const file = adminBucket.file(ruta)
  const [exists] = await retryingStorage(() => file.exists())
  if (!exists) return null
  const [metadata] = await retryingStorage(() => file.getMetadata())
  return { contentType: metadata.contentType, size: Number(metadata.size) }
}

/** The pixel size of a stored file (read with admin rights), as the page decodes it. */
export async function decodedStoredSize(
  page: Page,
  ruta: string,
): Promise<{ width: number; height: number }> {
  const [bytes] = await retryingStorage(() => adminBucket.file(ruta).download())
  const [metadata] = await retryingStorage(() => adminBucket.file(ruta).getMetadata())
  const dataUrl = `data:${String(metadata.contentType)};base64,${bytes.toString('base64')}`
  return decodedSize(page, dataUrl)
}

/** The pixel size of the image at `url`, as the page decodes it. */
export async function decodedSize(
  page: Page,
  url: string,
): Promise<{ width: number; height: number }> {
  return page.evaluate(async (src) => {
    const image = new Image()
    image.src = src
    await image.decode()
    return { width: image.naturalWidth, height: image.naturalHeight }
  }, url)
}

// ---------------------------------------------------------------------------------------------
// Free-cone entries as the site stores them now: paths only, a review state, a hand-over
// ---------------------------------------------------------------------------------------------

export type { EntryState }

/**
 * After a successful upload: 'Imagen subida con éxito. Número asignado: {n}', on a second line the
 * claim code asked for at the counter, and on a third that the picture waits for the shop's review.
 */
export const SUCCESS =
  /^Imagen subida con éxito\. Número asignado: (\d+)\nTu código para reclamar el cono: ([A-HJ-NP-Z2-9]{4})\nTu imagen aparecerá en la galería cuando la tienda la haya revisado\.$/

/** Waits for the upload's success message and resolves with the number and code it gives. */
export async function assignedEntry(
  alert: Locator,
  timeout = 30_000,
): Promise<{ numero: number; codigo: string }> {
  await expect(alert).toHaveText(SUCCESS, { useInnerText: true, timeout })
  const [, numero, codigo] = SUCCESS.exec(await alert.innerText()) ?? []
  expect(Number(numero)).toBeGreaterThan(0)
  return { numero: Number(numero), codigo: String(codigo) }
}

/** Waits for the upload's success message and resolves with the number it gives. */
export async function assignedNumber(alert: Locator, timeout = 30_000): Promise<number> {
  return (await assignedEntry(alert, timeout)).numero
}

/** The claim code of an entry, as the staff read it (null when it has none). */
export async function claimCodeOf(numero: number): Promise<string | null> {
  const code = await adminDb.collection('cono-gratis-codigos').doc(String(numero)).get()
  return (code.get('codigo') as string | undefined) ?? null
}

/** The address the page derives from a stored path (entries keep no address of their own). */
export const objectUrl = (ruta: string) =>
  `http://${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(ruta)}?alt=media`

/** The uid of the page's anonymous visitor session, read from Firebase Auth's IndexedDB. */
export async function visitorUid(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb')
        open.onerror = () => reject(open.error ?? new Error('indexedDB'))
        open.onsuccess = () => {
          const database = open.result
          if (!database.objectStoreNames.contains('firebaseLocalStorage')) {
            database.close()
            resolve(undefined)
            return
          }
          const request = database
            .transaction('firebaseLocalStorage')
            .objectStore('firebaseLocalStorage')
            .getAll()
          request.onerror = () => reject(request.error ?? new Error('indexedDB'))
          request.onsuccess = () => {
            const rows = request.result as { value?: { uid?: unknown } }[]
            database.close()
            const uid = rows.map((row) => row.value?.uid).find((v) => typeof v === 'string')
            resolve(uid as string | undefined)
          }
        }
      }),
  )
}

export { retryingStorage }

/** Stores a PNG through firebase-admin. */
export const savePng = (path: string, png: Buffer) =>
  retryingStorage(() =>
    adminBucket.file(path).save(png, { contentType: 'image/png', resumable: false }),
  )

/** Deletes a stored file, if it is there. */
export const deleteStored = (path: string) =>
  retryingStorage(() => adminBucket.file(path).delete({ ignoreNotFound: true }))

/** Entries a test planted through firebase-admin, and the Storage folder holding their files. */
export interface PlantedEntries {
  numeros: number[]
  folder: string
  /** Each entry's claim code, in the order of numeros. */
  codigos: string[]
}

/**
 * Plants `count` entries in one state, numbered from the counter as the site numbers them (so
 * later uploads never collide with them), with their files in a folder of their own, as a
 * visitor's would be. `files: false` leaves the paths pointing at nothing.
 */
export async function plantEntries({
  count,
  estado,
  label,
  files = true,
  png = makePng(60, 100, [245, 124, 0]),
}: {
  count: number
  estado: EntryState
  label: string
  files?: boolean
  png?: Buffer
}): Promise<PlantedEntries> {
  const folder = `cono-gratis/e2e-${label}-${String(Date.now())}-${randomUUID().slice(0, 6)}`
  const rutas = Array.from(
    { length: count },
    (_, i) => `${folder}/${label}-${String(i)}.png-${String(Date.now())}`,
  )
  if (files) {
    // A few at a time: a burst of parallel writes is what makes the emulator drop connections.
    const paths = rutas.flatMap((ruta) => [ruta, `${ruta}-480`])
    for (let i = 0; i < paths.length; i += 6) {
      await Promise.all(paths.slice(i, i + 6).map((path) => savePng(path, png)))
    }
  }
  const codigos = rutas.map(() => randomClaimCode())
  const counter = adminDb.collection('contadores').doc('cono-gratis')
  const numeros = await adminDb.runTransaction(async (transaction) => {
    const ultimo = ((await transaction.get(counter)).get('ultimo') as number | undefined) ?? 0
    transaction.set(counter, { ultimo: ultimo + count })
    return rutas.map((ruta, i) => {
      const numero = ultimo + 1 + i
      const fecha = Timestamp.now()
      transaction.create(adminDb.collection('cono-gratis').doc(String(numero)), {
        numero,
        nombre: `${label}-${String(numero)}.png`,
        fecha,
        estado,
        ruta,
        rutaMiniatura: `${ruta}-480`,
        ancho: 60,
        alto: 100,
      })
      // A published entry has its public projection, as the staff's approval writes it.
      if (estado === 'publicada') {
        transaction.create(adminDb.collection('galeria').doc(String(numero)), {
          numero,
          fecha,
          ancho: 60,
          alto: 100,
        })
      }
      transaction.create(adminDb.collection('cono-gratis-codigos').doc(String(numero)), {
        codigo: codigos[i],
        uid: folder.split('/')[1],
      })
      return numero
    })
  })
  // Approved entries have their gallery copy, as the staff's approval makes it.
  if (files && estado === 'publicada') {
    for (const numero of numeros) await savePng(`galeria/${String(numero)}`, png)
  }
  return { numeros, folder, codigos }
}

/** A claim code as the page makes them: 4 of the characters the rules accept. */
function randomClaimCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from(randomBytes(4), (byte) => alphabet.charAt(byte % alphabet.length)).join('')
}

/** Removes planted entries and every file of their folder (what a test deleted is skipped). */
export async function removePlanted(planted: PlantedEntries | undefined): Promise<void> {
  if (!planted) return
  const batch = adminDb.batch()
  for (const numero of planted.numeros) {
    batch.delete(adminDb.collection('cono-gratis').doc(String(numero)))
    batch.delete(adminDb.collection('cono-gratis-codigos').doc(String(numero)))
    batch.delete(adminDb.collection('galeria').doc(String(numero)))
  }
  await batch.commit()
  for (const numero of planted.numeros) await deleteStored(`galeria/${String(numero)}`)
  const [files] = await retryingStorage(() =>
    adminBucket.getFiles({ prefix: `${planted.folder}/` }),
  )
  for (const file of files) await deleteStored(file.name)
}

/** The numbers of the entries in a state, as Firestore orders them: highest first. */
export async function numbersIn(estado: EntryState): Promise<number[]> {
  const snapshot = await adminDb
    .collection('cono-gratis')
    .where('estado', '==', estado)
    .orderBy('numero', 'desc')
    .get()
  return snapshot.docs.map((entry) => entry.get('numero') as number)
}

/** Every stored path some entry names (large file and variants). */
export async function referencedPaths(): Promise<Set<string>> {
  const snapshot = await adminDb.collection('cono-gratis').get()
  const paths = new Set<string>()
  for (const entry of snapshot.docs) {
    for (const field of ['ruta', 'rutaMediana', 'rutaMiniatura']) {
      const value: unknown = entry.get(field)
      if (typeof value === 'string') paths.add(value)
    }
  }
  return paths
}

/**
 * What the clean-up may remove: the files under cono-gratis/ that no entry names, and the
 * gallery's copies of entries that are not published.
 */
export async function orphanFiles(): Promise<string[]> {
  const [files] = await retryingStorage(() => adminBucket.getFiles({ prefix: 'cono-gratis/' }))
  const [copies] = await retryingStorage(() => adminBucket.getFiles({ prefix: 'galeria/' }))
  const referenced = await referencedPaths()
  const published = new Set((await numbersIn('publicada')).map((numero) => `galeria/${numero}`))
  return [
    ...files.map((file) => file.name).filter((name) => !referenced.has(name)),
    ...copies.map((copy) => copy.name).filter((name) => !published.has(name)),
  ]
}

/** Removes an entry made by a test, as an admin would (the counter stays where it is). */
export async function removeConoGratisEntry(numero: number): Promise<void> {
  const ref = adminDb.collection('cono-gratis').doc(String(numero))
  const snapshot = await ref.get()
  await ref.delete()
  await adminDb.collection('galeria').doc(String(numero)).delete()
  await adminDb.collection('cono-gratis-codigos').doc(String(numero)).delete()
  const uid = String(snapshot.get('ruta') ?? '').split('/')[1]
  if (uid) {
    await adminDb
      .collection('limites')
      .doc(uid)
      .set({ pendientes: FieldValue.arrayRemove(numero) }, { merge: true })
  }
  await deleteStored(`galeria/${String(numero)}`)
  for (const field of ['ruta', 'rutaMediana', 'rutaMiniatura']) {
    const ruta: unknown = snapshot.get(field)
    if (typeof ruta === 'string') await deleteStored(ruta)
  }
}

/** The cono-gratis entries whose nombre is `nombre` (firebase-admin). */
export async function conoGratisEntriesNamed(nombre: string): Promise<DocumentData[]> {
  const snapshot = await adminDb.collection('cono-gratis').where('nombre', '==', nombre).get()
  return snapshot.docs.map((entry) => entry.data())
}

/** A photo-like JPEG drawn in the page (gradients and noise, so it compresses like a photo). */
export async function makePhotoJpeg(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ([w, h]) => {
      const canvas = new OffscreenCanvas(w, h)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d context')
      const gradient = context.createLinearGradient(0, 0, w, h)
      gradient.addColorStop(0, '#f57c00')
      gradient.addColorStop(0.5, '#fff8f0')
      gradient.addColorStop(1, '#3f51b5')
      context.fillStyle = gradient
      context.fillRect(0, 0, w, h)
      const image = context.getImageData(0, 0, w, h)
      let seed = 7
      for (let i = 0; i < image.data.length; i += 4) {
        seed = (seed * 1103515245 + 12345) % 2147483648
        const noise = (seed % 64) - 32
        image.data[i] = (image.data[i] ?? 0) + noise
        image.data[i + 1] = (image.data[i + 1] ?? 0) + noise
        image.data[i + 2] = (image.data[i + 2] ?? 0) + noise
      }
      context.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    },
    [width, height] as const,
  )
  return Buffer.from(base64, 'base64')
}

/** The public gallery's heading, which names its region. */
export const GALLERY = 'Así disfrutan nuestros clientes de nuestras deliciosas comidas'

/** The public gallery's region on the free-cone page. */
export const gallery = (page: Page) => page.getByRole('region', { name: GALLERY })

/**
 * Scrolls to the public gallery, which the page reads only once the visitor comes near it, as a
 * visitor does: a touch (which starts the app), then the scroll.
 */
export async function scrollToGallery(page: Page): Promise<Locator> {
  if ((await page.locator('[data-first-look]').count()) > 0) await firstInput(page)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  const region = gallery(page)
  await region.scrollIntoViewIfNeeded()
  return region
}
