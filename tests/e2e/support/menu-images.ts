import { randomUUID } from 'node:crypto'
import type { TestInfo } from '@playwright/test'
import { Timestamp, type DocumentData } from 'firebase-admin/firestore'
import { db, fileExists } from './admin-dashboard'
import { STORAGE_HOST } from './emulator-hosts'
import { adminBucket } from './firebase-admin'
import { makePng, retryingStorage } from './free-cone'

export interface PlantedImage {
  id: string
  collection: string
  nombre: string
  descripcion: string
  files: string[]
}

/** A stored file with a download token, as the dashboard's uploads leave them; its address. */
async function storeFile(path: string, png: Buffer): Promise<string> {
  const token = randomUUID()
  await retryingStorage(() =>
    adminBucket.file(path).save(png, {
      contentType: 'image/png',
      resumable: false,
      metadata: { metadata: { firebaseStorageDownloadTokens: token } },
    }),
  )
  return `http://${STORAGE_HOST}/v0/b/${adminBucket.name}/o/${encodeURIComponent(path)}?alt=media&token=${token}`
}

/** A menu image with its two stored files, last in its menu, as the dashboard makes one. */
export async function plantMenuImage(collection: string, testInfo: TestInfo, label: string) {
  const stamp = `${testInfo.project.name}-${label}-${String(Date.now())}`
  const nombre = `e2e-${stamp}.png`
  const ruta = `${collection}/${nombre}-${String(Date.now())}`
  const png = makePng(120, 180, [191, 72, 0])
  const url = await storeFile(ruta, png)
  const urlMiniatura = await storeFile(`${ruta}-480`, png)
  const descripcion = `Imagen de prueba ${stamp}`
  const data: DocumentData = {
    url,
    nombre,
    fecha: Timestamp.now(),
    ruta,
    urlMiniatura,
    rutaMiniatura: `${ruta}-480`,
    ancho: 120,
    alto: 180,
    orden: Date.now(),
    descripcion,
  }
  const ref = await db.collection(collection).add(data)
  const planted: PlantedImage = {
    id: ref.id,
    collection,
    nombre,
    descripcion,
    files: [ruta, `${ruta}-480`],
  }
  return planted
}

export async function removePlanted(image: PlantedImage) {
  await db.collection(image.collection).doc(image.id).delete()
  for (const file of image.files) {
    await retryingStorage(() => adminBucket.file(file).delete({ ignoreNotFound: true }))
  }
}

export const documentExists = async (image: PlantedImage) =>
  (await db.collection(image.collection).doc(image.id).get()).exists

export const filesLeft = async (image: PlantedImage) => {
  const left = await Promise.all(image.files.map((file) => fileExists(file)))
  return left.filter(Boolean).length
}
