#!/usr/bin/env node
// Seeds the local emulators with the demo menu, promo and free-cone images and two demo users.
//
//   node scripts/seed/seed.mjs        (npm run seed)
//
// Idempotent: fixed document ids, fixed Storage paths and fixed download tokens, so running it
// again rewrites the same data instead of adding more. Only `demo-` projects are accepted.
import { createHash } from 'node:crypto'
import { readFile, realpath } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { getAuth } from 'firebase-admin/auth'
import { Timestamp, getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { CATALOG } from './demo-catalog.mjs'
import { retryingStorage } from './storage-retry.mjs'
import { DEMO_CONTACT } from './demo-contact.mjs'
import { DEMO_ORDER_SETTINGS } from './order-settings.mjs'
import { DEMO_TODAY_AGE_MINUTES, DEMO_TODAY_LISTS, todayItemLine } from './today-lists.mjs'
import {
  DEFAULT_PROJECT_ID,
  adminApp,
  defaultBucket,
  demoProjectId,
  useEmulators,
} from './emulator-env.mjs'

/**
 * @typedef {object} SeedOptions
 * @property {string} [projectId] a `demo-` project id; defaults to GCLOUD_PROJECT or
 *   demo-heladeria-colon
 * @property {string} [bucket] Storage bucket; defaults to `{projectId}.appspot.com`
 * @property {number} [now] clock used for the documents' fecha (milliseconds since the epoch)
 *
 * @typedef {object} SeedSummary
 * @property {string} projectId
 * @property {string} bucket
 * @property {Record<string, number>} documents documents written per collection
 * @property {number} files Storage objects uploaded (large, small and, for wide pictures, medium
 *   variants)
 * @property {Record<string, number>} counters contadores/{name}.ultimo after seeding
 * @property {{ email: string, uid: string, role: 'admin' | 'cliente', created: boolean }[]} users
 *
 * @typedef {import('./make-demo-images.mjs').ManifestEntry} ManifestEntry
 * @typedef {import('./demo-catalog.mjs').DemoCategory} DemoCategory
 * @typedef {ReturnType<typeof connect>} SeedContext
 * @typedef {{ data: Record<string, unknown>, files: number }} SeededImage
 */

const IMAGES_DIR = new URL('../../seed/images/', import.meta.url)
/** The shop's details, hours and notices as the code falls back to them: the seed's settings. */
const SHOP_DEFAULTS = new URL('../../src/config/shop-defaults.json', import.meta.url)
const CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** The gallery's copies: browsers only, an hour (the site's GALLERY_CACHE_CONTROL). */
const GALLERY_CACHE_CONTROL = 'private, max-age=3600'
const MEDIUM_SUFFIX = '-960'
const SMALL_SUFFIX = '-480'

/** The project seeded when no option says otherwise (GCLOUD_PROJECT overrides the default). */
export const PROJECT_ID = process.env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID
export const BUCKET = defaultBucket(PROJECT_ID)

export const MENU_COLLECTIONS = ['comidas', 'helados', 'bebidas', 'misterio']
/** The public menus, whose images the staff arrange (orden) and describe (descripcion). */
const ARRANGED_MENUS = ['comidas', 'helados', 'bebidas']
/** @type {(category: string) => category is DemoCategory} */
const isArranged = (category) => ARRANGED_MENUS.includes(category)
export const CONO_GRATIS = 'cono-gratis'
/** Each entry's claim code, readable only by its uploader and the staff. */
export const CLAIM_CODES = 'cono-gratis-codigos'
/** The public projections of the published entries (what the gallery reads). */
export const GALLERY = 'galeria'
/** The demo entries' claim code (a real one is random). */
export const DEMO_CLAIM_CODE = 'HELA'
/** Collections resetAndSeed() empties before seeding again. */
export const RESET_COLLECTIONS = [
  ...MENU_COLLECTIONS,
  CONO_GRATIS,
  CLAIM_CODES,
  GALLERY,
  'contadores',
  'opiniones',
  'limites',
  'ajustes',
  'users',
]

/** @type {readonly { email: string, password: string, role: 'admin' | 'cliente' }[]} */
export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'demo-admin-123', role: 'admin' },
  { email: 'cliente@example.com', password: 'demo-cliente-123', role: 'cliente' },
]

/**
 * The emulator download URL of a Storage object with the given token.
 * @param {string} bucket
 * @param {string} path
 * @param {string} token
 */
export function downloadUrl(bucket, path, token) {
  const host = process.env.FIREBASE_STORAGE_EMULATOR_HOST || '127.0.0.1:9199'
  return `http://${host}/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=${token}`
}

/**
 * A stable uuid (v5 layout) derived from the object path, so the download URL never changes.
 * @param {string} path
 */
export function demoToken(path) {
  const hex = createHash('sha1').update(`heladeria-colon-demo:${path}`).digest('hex')
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** @param {SeedOptions} [options] */
function connect(options = {}) {
  const projectId = demoProjectId(options.projectId)
  useEmulators()
  const bucketName = options.bucket ?? defaultBucket(projectId)
  const app = adminApp(`demo-seed:${projectId}`, { projectId, storageBucket: bucketName })
  return {
    projectId,
    bucketName,
    db: getFirestore(app),
    auth: getAuth(app),
    bucket: getStorage(app).bucket(bucketName),
  }
}

/** @returns {Promise<Record<string, ManifestEntry[]>>} */
async function loadManifest() {
  return JSON.parse(await readFile(new URL('manifest.json', IMAGES_DIR), 'utf8'))
}

/**
 * @param {SeedContext} ctx
 * @param {URL} localFile
 * @param {string} path
 */
async function upload(ctx, localFile, path) {
  const token = demoToken(path)
  const bytes = await readFile(localFile)
  const cacheControl = path.startsWith(`${GALLERY}/`) ? GALLERY_CACHE_CONTROL : CACHE_CONTROL
  await retryingStorage(() =>
    ctx.bucket.file(path).save(bytes, {
      resumable: false,
      contentType: 'image/webp',
      metadata: { cacheControl, metadata: { firebaseStorageDownloadTokens: token } },
    }),
  )
  return downloadUrl(ctx.bucketName, path, token)
}

/**
 * A demo menu image's place (1..n, in upload order) and what its card says.
 * @param {DemoCategory} category
 * @param {ManifestEntry} item
 * @param {number} index
 */
function arranged(category, item, index) {
  const descripcion = CATALOG[category].find(({ slug }) => slug === item.slug)?.descripcion
  return { orden: index + 1, ...(descripcion ? { descripcion } : {}) }
}

/**
 * Uploads the variants of one picture (the medium one only for pictures wider than it, as the
 * site stores them) and returns its Firestore document and how many files it stored.
 * @param {SeedContext} ctx
 * @param {string} category
 * @param {ManifestEntry} item
 * @param {number} index
 * @param {number} now
 * @returns {Promise<SeededImage>}
 */
async function seedImage(ctx, category, item, index, now) {
  if (category === CONO_GRATIS) return seedConoGratis(ctx, item, now)
  const ruta = `${category}/${item.slug}-demo.webp`
  const rutaMediana = `${category}/medianas/${item.slug}-demo${MEDIUM_SUFFIX}.webp`
  const rutaMiniatura = `${category}/miniaturas/${item.slug}-demo${SMALL_SUFFIX}.webp`
  const local = (/** @type {string} */ suffix) =>
    new URL(`${category}/${item.slug}${suffix}.webp`, IMAGES_DIR)
  const [url, urlMediana, urlMiniatura] = await Promise.all([
    upload(ctx, local(''), ruta),
    item.medium ? upload(ctx, local(MEDIUM_SUFFIX), rutaMediana) : undefined,
    upload(ctx, local(SMALL_SUFFIX), rutaMiniatura),
  ])
  const data = {
    url,
    nombre: item.nombre,
    fecha: Timestamp.fromMillis(now - item.offsetMinutes * 60_000),
    ruta,
    ...(urlMediana ? { urlMediana, rutaMediana } : {}),
    urlMiniatura,
    rutaMiniatura,
    ancho: item.width,
    alto: item.height,
    ...(item.numero ? { numero: item.numero } : {}),
    ...(isArranged(category) ? arranged(category, item, index) : {}),
  }
  return { data, files: urlMediana ? 3 : 2 }
}

/** The folder the demo customers' uploads live in, as a visitor's own folder would. */
export const DEMO_VISITOR_FOLDER = `${CONO_GRATIS}/demo-visitante`

/**
 * A demo customer's screenshot, stored as the site stores one (`cono-gratis/{uid}/{name}-{time}`
 * and its variants beside it; no address, the page derives it), with its claim code, and already
 * approved: its 480 px file copied to the public gallery (`galeria/{numero}` in Storage) as the
 * staff's approval does (the seed writes its projection `galeria/{numero}` beside the entry).
 * @param {SeedContext} ctx
 * @param {ManifestEntry} item
 * @param {number} now
 * @returns {Promise<SeededImage>}
 */
async function seedConoGratis(ctx, item, now) {
  const { numero } = item
  if (numero === undefined) throw new Error(`The free-cone picture ${item.slug} has no numero`)
  const ruta = `${DEMO_VISITOR_FOLDER}/${item.slug}.webp-${String(1_700_000_000_000 + numero)}`
  const local = (/** @type {string} */ suffix) =>
    new URL(`${CONO_GRATIS}/${item.slug}${suffix}.webp`, IMAGES_DIR)
  /** @type {[path: string, suffix: string][]} */
  const variants = [[ruta, '']]
  if (item.medium) variants.push([`${ruta}${MEDIUM_SUFFIX}`, MEDIUM_SUFFIX])
  variants.push([`${ruta}${SMALL_SUFFIX}`, SMALL_SUFFIX])
  variants.push([`${GALLERY}/${String(numero)}`, SMALL_SUFFIX])
  await Promise.all(variants.map(([path, suffix]) => upload(ctx, local(suffix), path)))
  await ctx.db
    .doc(`${CLAIM_CODES}/${String(numero)}`)
    .set({ codigo: DEMO_CLAIM_CODE, uid: DEMO_VISITOR_FOLDER.split('/')[1] })
  const data = {
    nombre: item.nombre,
    fecha: Timestamp.fromMillis(now - item.offsetMinutes * 60_000),
    numero,
    estado: 'publicada',
    ruta,
    ...(item.medium ? { rutaMediana: `${ruta}${MEDIUM_SUFFIX}` } : {}),
    rutaMiniatura: `${ruta}${SMALL_SUFFIX}`,
    ancho: item.width,
    alto: item.height,
  }
  return { data, files: variants.length }
}

/**
 * What the public gallery reads of a published entry: its number, date and picture size only.
 * @param {Record<string, unknown>} entry
 */
export function galleryProjection({ numero, fecha, ancho, alto }) {
  return {
    numero,
    fecha,
    ...(ancho === undefined ? {} : { ancho }),
    ...(alto === undefined ? {} : { alto }),
  }
}

/** @type {(category: string, item: ManifestEntry, index: number) => string} */
const documentId = (category, item, index) =>
  category === CONO_GRATIS
    ? String(item.numero)
    : `demo-${category}-${String(index + 1).padStart(2, '0')}`

/**
 * Raises contadores/{coleccion}.ultimo to at least `ultimo`, never lowering it.
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {string} coleccion
 * @param {number} ultimo
 * @returns {Promise<number>}
 */
async function raiseCounter(db, coleccion, ultimo) {
  const ref = db.doc(`contadores/${coleccion}`)
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).get('ultimo')
    const value = Number.isInteger(current) && current > ultimo ? current : ultimo
    tx.set(ref, { ultimo: value })
    return value
  })
}

/**
 * @param {SeedContext} ctx
 * @param {(typeof DEMO_USERS)[number]} user
 */
async function seedUser(ctx, { email, password, role }) {
  let user
  let created = false
  try {
    user = await ctx.auth.getUserByEmail(email)
  } catch (error) {
    if (!(error instanceof Object && 'code' in error && error.code === 'auth/user-not-found')) {
      throw error
    }
    user = await ctx.auth.createUser({ email, password, emailVerified: true })
    created = true
  }
  await ctx.db.doc(`users/${user.uid}`).set({ role, email }, { merge: true })
  return { email, uid: user.uid, role, created }
}

/**
 * Writes the demo data: images in Storage, their documents, the counters and the two users.
 * @param {SeedOptions} [options]
 * @returns {Promise<SeedSummary>}
 */
export async function seed(options = {}) {
  const ctx = connect(options)
  const now = options.now ?? Date.now()
  const manifest = await loadManifest()

  /** @type {Record<string, number>} */
  const documents = {}
  let files = 0
  for (const [category, items] of Object.entries(manifest)) {
    const seeded = await Promise.all(
      items.map(async (item, index) => ({
        id: documentId(category, item, index),
        ...(await seedImage(ctx, category, item, index, now)),
      })),
    )
    const batch = ctx.db.batch()
    for (const { id, data } of seeded) {
      batch.set(ctx.db.doc(`${category}/${id}`), data)
      // A published entry's public projection, written with it as the staff's approval does.
      if (category === CONO_GRATIS && data.estado === 'publicada')
        batch.set(ctx.db.doc(`${GALLERY}/${id}`), galleryProjection(data))
    }
    await batch.commit()
    documents[category] = seeded.length
    files += seeded.reduce((sum, image) => sum + image.files, 0)
  }

  /** @type {Record<string, number>} */
  const counters = {}
  for (const category of ['comidas', CONO_GRATIS]) {
    const highest = Math.max(0, ...(manifest[category] ?? []).map((item) => item.numero ?? 0))
    counters[category] = await raiseCounter(ctx.db, category, highest)
  }

  await ctx.db.doc('ajustes/tienda').set({
    ...JSON.parse(await readFile(SHOP_DEFAULTS, 'utf8')),
    ...DEMO_CONTACT,
    ...DEMO_ORDER_SETTINGS,
  })

  const actualizado = Timestamp.fromMillis(now - DEMO_TODAY_AGE_MINUTES * 60_000)
  for (const [menu, items] of Object.entries(DEMO_TODAY_LISTS))
    await ctx.db.doc(`${menu}/hoy`).set({ items: items.map(todayItemLine), actualizado })

  const users = []
  for (const user of DEMO_USERS) users.push(await seedUser(ctx, user))

  return { projectId: ctx.projectId, bucket: ctx.bucketName, documents, files, counters, users }
}

/**
 * Deletes every document of the seeded collections and opiniones, and every Storage object.
 * Auth users are kept (their role documents come back with the next seed).
 * @param {{ projectId?: string, bucket?: string }} [options]
 */
export async function clearDemoData(options = {}) {
  const ctx = connect(options)
  for (const name of RESET_COLLECTIONS) await ctx.db.recursiveDelete(ctx.db.collection(name))
  const [files] = await retryingStorage(() => ctx.bucket.getFiles())
  await Promise.all(
    files.map((file) => retryingStorage(() => file.delete({ ignoreNotFound: true }))),
  )
  return { collections: RESET_COLLECTIONS, files: files.length }
}

/**
 * Restores the known demo state: clearDemoData() and then seed().
 * @param {SeedOptions} [options]
 */
export async function resetAndSeed(options = {}) {
  await clearDemoData(options)
  return seed(options)
}

/** @param {SeedSummary} summary */
function printSummary(summary) {
  const docs = Object.entries(summary.documents)
    .map(([category, count]) => `${category} ${count}`)
    .join(', ')
  console.log(`Seeded ${summary.projectId} (bucket ${summary.bucket}):`)
  console.log(`  documents: ${docs}`)
  console.log(`  storage objects: ${summary.files}`)
  console.log(
    `  counters: ${Object.entries(summary.counters)
      .map(([name, value]) => `contadores/${name}.ultimo = ${value}`)
      .join(', ')}`,
  )
  for (const user of summary.users) {
    const password = DEMO_USERS.find((u) => u.email === user.email)?.password
    console.log(
      `  user ${user.email} / ${password}: role ${user.role}${user.created ? ' (created)' : ''}`,
    )
  }
}

async function isMain() {
  if (!process.argv[1]) return false
  const self = await realpath(fileURLToPath(import.meta.url))
  const argument = process.argv[1]
  const entry = await realpath(argument).catch(() => argument)
  return pathToFileURL(self).href === pathToFileURL(entry).href
}

if (await isMain()) {
  try {
    printSummary(await seed())
    process.exit(0)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const code = error instanceof Object && 'code' in error ? error.code : undefined
    console.error(`Seeding failed: ${message}`)
    if (code === 'ECONNREFUSED' || /ECONNREFUSED|UNAVAILABLE/.test(message)) {
      console.error('Are the emulators running? Start them with `npm run emulators`.')
    }
    process.exit(1)
  }
}
