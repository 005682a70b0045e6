import { deflateSync } from 'node:zlib'
import type { Page } from '@playwright/test'
import { Timestamp, type DocumentData } from 'firebase-admin/firestore'
import { BUCKET, adminBucket, adminDb } from './firebase-admin'

// ---------------------------------------------------------------------------------------------
// A real PNG, made here so the test needs no fixture file
// ---------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** An RGB PNG of `width` x `height`: a diagonal two-colour split, so it is visibly an image. */
export function makePng(
  width: number,
  height: number,
  [r1, g1, b1]: [number, number, number],
  [r2, g2, b2]: [number, number, number] = [255, 248, 240],
): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // colour type: RGB
  const rows: number[] = []
  for (let y = 0; y < height; y += 1) {
    rows.push(0) // filter: none
    for (let x = 0; x < width; x += 1) {
      rows.push(...(x * height > y * width ? [r1, g1, b1] : [r2, g2, b2]))
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

// ---------------------------------------------------------------------------------------------
// What Firestore and Storage really hold
// ---------------------------------------------------------------------------------------------

export async function conoGratisEntry(numero: number): Promise<DocumentData | undefined> {
  const snapshot = await adminDb.collection('cono-gratis').doc(String(numero)).get()
  return snapshot.data()
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
  const [exists] = await file.exists()
  if (!exists) return null
  const [metadata] = await file.getMetadata()
  return { contentType: metadata.contentType, size: Number(metadata.size) }
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

/** A time later than every entry's fecha (entries from other tests may be dated ahead). */
export async function laterThanEveryEntry(): Promise<number> {
  const snapshot = await adminDb.collection('cono-gratis').orderBy('fecha', 'desc').limit(1).get()
  const newest = snapshot.docs[0]?.get('fecha') as Timestamp | undefined
  return Math.max(Date.now(), (newest?.toMillis() ?? 0) + 1000)
}

/** The ids the public gallery should show first: newest fecha first. */
export async function newestConoGratisIds(limit: number): Promise<string[]> {
  const snapshot = await adminDb
    .collection('cono-gratis')
    .orderBy('fecha', 'desc')
    .limit(limit)
    .get()
  return snapshot.docs.map((entry) => entry.id)
}

/**
 * Adds a customer image as the page would (stored file, number from the counter in one
 * transaction), but dated `fecha`; resolves with its number.
 */
export async function addConoGratisEntry(label: string, png: Buffer, fecha: Date): Promise<number> {
  const ruta = `cono-gratis/${label}.png-${String(Date.now())}`
  await adminBucket.file(ruta).save(png, { contentType: 'image/png' })
  const url = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(ruta)}?alt=media`
  const counter = adminDb.collection('contadores').doc('cono-gratis')
  return adminDb.runTransaction(async (transaction) => {
    const ultimo = ((await transaction.get(counter)).get('ultimo') as number | undefined) ?? 0
    const numero = ultimo + 1
    transaction.set(counter, { ultimo: numero })
    transaction.create(adminDb.collection('cono-gratis').doc(String(numero)), {
      url,
      ruta,
      nombre: `${label}.png`,
      numero,
      fecha: Timestamp.fromDate(fecha),
    })
    return numero
  })
}

/** Removes an entry made by a test, as an admin would (the counter stays where it is). */
export async function removeConoGratisEntry(numero: number): Promise<void> {
  const ref = adminDb.collection('cono-gratis').doc(String(numero))
  const snapshot = await ref.get()
  await ref.delete()
  for (const field of ['ruta', 'rutaMediana', 'rutaMiniatura']) {
    const ruta: unknown = snapshot.get(field)
    if (typeof ruta === 'string') await adminBucket.file(ruta).delete({ ignoreNotFound: true })
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
