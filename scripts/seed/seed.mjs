// Seeds the local emulators with the demo content and accounts. Idempotent: fixed ids and paths,
// so running it twice changes nothing. Refuses any project whose id does not start with demo-.
//   node scripts/seed/seed.mjs          (while the emulators run)
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { getFirestore, Timestamp } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const imagesDir = path.join(root, 'seed/images')

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-heladeria-colon'
export const BUCKET = `${PROJECT_ID}.appspot.com`
const STORAGE_HOST = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199')
process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080'
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099'

if (!PROJECT_ID.startsWith('demo-')) {
  throw new Error(`Refusing to seed project "${PROJECT_ID}": only demo- projects are seeded.`)
}

export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'demo-admin-123', role: 'admin' },
  { email: 'cliente@example.com', password: 'demo-cliente-123', role: 'cliente' },
]

const SEEDED_COLLECTIONS = ['comidas', 'helados', 'bebidas', 'misterio', 'cono-gratis']
const CLEARED_COLLECTIONS = [...SEEDED_COLLECTIONS, 'opiniones', 'contadores', 'limites']
const HOUR = 3_600_000

function services() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET })
  return { db: getFirestore(app), auth: getAuth(app), bucket: getStorage(app).bucket(BUCKET) }
}

/** A stable download token per path, so the demo URLs never change. */
function tokenFor(ruta) {
  const hex = createHash('sha256').update(ruta).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}

const downloadUrl = (ruta) =>
  `http://${STORAGE_HOST}/v0/b/${BUCKET}/o/${encodeURIComponent(ruta)}?alt=media&token=${tokenFor(ruta)}`

async function upload(bucket, file, ruta) {
  await bucket.file(ruta).save(await readFile(file), {
    resumable: false,
    metadata: {
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
      metadata: { firebaseStorageDownloadTokens: tokenFor(ruta) },
    },
  })
}

async function seedImages({ db, bucket }, now) {
  const manifest = JSON.parse(await readFile(path.join(imagesDir, 'manifest.json'), 'utf8'))
  let count = 0
  for (const category of SEEDED_COLLECTIONS) {
    for (const item of manifest[category]) {
      const ruta = `${category}/${item.slug}-demo.webp`
      const rutaMiniatura = `${category}/miniaturas/${item.slug}-demo-480.webp`
      await upload(bucket, path.join(imagesDir, category, `${item.slug}.webp`), ruta)
      await upload(bucket, path.join(imagesDir, category, `${item.slug}-480.webp`), rutaMiniatura)
      const data = {
        url: downloadUrl(ruta),
        nombre: item.nombre,
        fecha: Timestamp.fromMillis(now - item.fechaOffsetHours * HOUR),
        ruta,
        urlMiniatura: downloadUrl(rutaMiniatura),
        rutaMiniatura,
        ancho: item.width,
        alto: item.height,
      }
      const numbered = category === 'comidas' || category === 'cono-gratis'
      if (numbered) data.numero = item.numero
      const id =
        category === 'cono-gratis'
          ? String(item.numero)
          : `demo-${category}-${String(item.numero).padStart(2, '0')}`
      await db.collection(category).doc(id).set(data)
      count += 1
    }
    if (category === 'comidas' || category === 'cono-gratis') {
      await raiseCounter(db, category, manifest[category].length)
    }
  }
  return count
}

/** Counters only move up, so numbers handed out before a re-seed are never reused. */
async function raiseCounter(db, category, ultimo) {
  const ref = db.collection('contadores').doc(category)
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).get('ultimo') ?? 0
    if (current < ultimo) tx.set(ref, { ultimo })
  })
}

async function seedUsers({ db, auth }) {
  for (const user of DEMO_USERS) {
    let record
    try {
      record = await auth.getUserByEmail(user.email)
    } catch (error) {
      if (error.code !== 'auth/user-not-found') throw error
      record = await auth.createUser({
        email: user.email,
        password: user.password,
        emailVerified: true,
      })
    }
    await db.collection('users').doc(record.uid).set({ role: user.role, email: user.email })
  }
}

/** Demo images, documents, counters and accounts. */
export async function seed({ now = Date.now() } = {}) {
  const s = services()
  const images = await seedImages(s, now)
  await seedUsers(s)
  return { images, users: DEMO_USERS.length }
}

/** Back to a known state: all content and stored files removed, then seeded again. */
export async function resetAndSeed() {
  const { db, bucket } = services()
  for (const name of CLEARED_COLLECTIONS) await db.recursiveDelete(db.collection(name))
  await bucket.deleteFiles({ force: true })
  return seed()
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { images, users } = await seed()
  console.log(`Seeded ${images} images and ${users} demo accounts into ${PROJECT_ID}.`)
}
