import { Timestamp, type DocumentData } from 'firebase-admin/firestore'
import { adminDb } from './firebase-admin'

export interface StoredImage {
  id: string
  url: string
  fecha: Timestamp
}

const toStoredImage = (id: string, data: DocumentData): StoredImage => ({
  id,
  url: String(data.url),
  fecha: data.fecha as Timestamp,
})

/** The misterio document the surprise page must show: the one with the latest fecha. */
export async function newestMysteryImage(): Promise<StoredImage | null> {
  const snapshot = await adminDb.collection('misterio').orderBy('fecha', 'desc').limit(1).get()
  const first = snapshot.docs[0]
  return first ? toStoredImage(first.id, first.data()) : null
}

/** A stored image url other than `except`, taken from the seeded menus, to reuse in a new document. */
export async function anotherStoredImageUrl(except: string | undefined): Promise<string> {
  for (const collection of ['misterio', 'helados', 'comidas', 'bebidas']) {
    const snapshot = await adminDb.collection(collection).get()
    const url = snapshot.docs
      .map((doc) => doc.get('url') as unknown)
      .find(
        (value): value is string => typeof value === 'string' && value !== '' && value !== except,
      )
    if (url) return url
  }
  throw new Error('The seed holds no image url to reuse')
}

/** Adds a misterio document newer than every existing one; returns its id. */
export async function addNewerMysteryImage(url: string, label: string): Promise<string> {
  const newest = await newestMysteryImage()
  const after = newest ? newest.fecha.toMillis() + 60_000 : 0
  const fecha = Timestamp.fromMillis(Math.max(Date.now(), after))
  const ref = adminDb.collection('misterio').doc(`e2e-misterio-${label}-${Date.now()}`)
  await ref.set({ url, nombre: `${label}.webp`, fecha })
  return ref.id
}

export async function removeMysteryImage(id: string): Promise<void> {
  await adminDb.collection('misterio').doc(id).delete()
}
