// Every published free-cone entry gets what the public gallery reads: its copy in Storage
// `galeria/{numero}` (the very bytes of its 480 px file) and its projection `galeria/{numero}`,
// exactly as the staff's approval makes them (src/features/dashboard/free-cones/api/review.ts).
//
// The entries of earlier versions, and what becomes of each:
// - 22 Nov (before reviews): no `estado`; `url` (with `ruta`, `urlMiniatura`, `rutaMiniatura`,
//   `urlMediana`, `rutaMediana` only in some); files at `cono-gratis/{name}-{ms}`. Every such
//   entry was on the public page, so it stays published: `estado: 'publicada'`, and the paths it
//   lacks are read from its addresses (only addresses of the project's own bucket, under
//   `cono-gratis/`), so the staff's screen, which needs `ruta`, lists it again. The addresses stay.
// - 24 Nov (reviews): `estado` and paths only, no copy, no projection: published ones get both.
// - 25 Nov (gallery copies): published ones have their copy, stored with a year-long public
//   Cache-Control, but no projection: the copy's Cache-Control becomes the approval's (an hour,
//   browsers only) and the projection is written.
// - 27 Nov on (projections): already complete; nothing changes.
// Pending and hidden entries are left alone. An entry whose picture is missing, or that names
// none, a file outside `cono-gratis/` or another bucket, or a file no approval could copy (not an
// image of at most 1 MB), is reported and left as it is.
import { retryingStorage } from '../seed/storage-retry.mjs'

export const id = '001-gallery-projections'
export const description =
  'Every published free-cone entry gets its gallery copy and projection (galeria/{numero}).'

const ENTRIES = 'cono-gratis'
const GALLERY = 'galeria'
/** The approval's GALLERY_CACHE_CONTROL (review.ts): browsers only, an hour. */
export const GALLERY_CACHE_CONTROL = 'private, max-age=3600'
/** What storage.rules let the staff store as a gallery copy. */
const MAX_COPY_BYTES = 1024 * 1024
const FOLDER = 'cono-gratis/'
/** Each path field and the address field it may be read from. */
const PATHS = /** @type {const} */ ([
  ['ruta', 'url'],
  ['rutaMiniatura', 'urlMiniatura'],
  ['rutaMediana', 'urlMediana'],
])

/**
 * @typedef {Record<string, unknown>} Data
 * @typedef {{ action: 'none' }
 *   | { action: 'leave', reason: string }
 *   | { action: 'publish', source: string, fields: Record<string, string>, projection: Data }
 * } EntryPlan
 */

/**
 * The object path a Firebase download address names in `bucket`, if it names one there.
 * @param {unknown} address
 * @param {string} bucket
 */
export function pathOfAddress(address, bucket) {
  if (typeof address !== 'string') return undefined
  let url
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(url.pathname)
  if (!match || match[1] !== bucket || !match[2]) return undefined
  try {
    return decodeURIComponent(match[2])
  } catch {
    return undefined
  }
}

/**
 * The public projection of an entry: its number, date and size, exactly as stored (the app's
 * projectionOf in src/lib/data/cono-gratis-entry.ts).
 * @param {Data} entry
 */
export function projectionOf(entry) {
  return Object.fromEntries(
    ['numero', 'fecha', 'ancho', 'alto'].flatMap((field) =>
      entry[field] === undefined ? [] : [[field, entry[field]]],
    ),
  )
}

/** @param {string} reason @returns {EntryPlan} */
const leave = (reason) => ({ action: 'leave', reason })

/**
 * What an entry needs, from its document alone.
 * @param {string} entryId
 * @param {Data} data
 * @param {string} bucket the project's bucket
 * @returns {EntryPlan}
 */
export function planEntry(entryId, data, bucket) {
  const { estado, numero } = data
  if (estado === 'pendiente' || estado === 'oculta') return { action: 'none' }
  if (estado !== undefined && estado !== 'publicada') {
    return leave(`its estado ${JSON.stringify(estado)} is none the site knows`)
  }
  if (typeof numero !== 'number' || !Number.isInteger(numero) || String(numero) !== entryId) {
    return leave('its numero is not its document id')
  }
  /** @type {Record<string, string>} */
  const fields = estado === undefined ? { estado: 'publicada' } : {}
  /** @type {Record<string, string>} */
  const paths = {}
  for (const [pathField, addressField] of PATHS) {
    const stored = data[pathField]
    if (typeof stored === 'string' && stored !== '') paths[pathField] = stored
    else if (data[addressField] !== undefined) {
      const derived = pathOfAddress(data[addressField], bucket)
      if (!derived) return leave(`its ${addressField} is no address in gs://${bucket}`)
      paths[pathField] = fields[pathField] = derived
    }
  }
  if (!paths.ruta) return leave('it names no picture (neither ruta nor url)')
  const outside = Object.values(paths).find((path) => !path.startsWith(FOLDER))
  if (outside) return leave(`its picture ${outside} is outside ${FOLDER}`)
  return {
    action: 'publish',
    source: paths.rutaMiniatura ?? paths.ruta,
    fields,
    projection: projectionOf(data),
  }
}

/** @param {unknown} value */
const comparable = (value) =>
  value instanceof Object && 'toMillis' in value && 'nanoseconds' in value && 'seconds' in value
    ? `timestamp:${String(value.seconds)}.${String(value.nanoseconds)}`
    : JSON.stringify(value)

/**
 * @param {Data | undefined} stored
 * @param {Data} wanted
 */
export const sameProjection = (stored, wanted) =>
  stored !== undefined &&
  Object.keys(stored).length === Object.keys(wanted).length &&
  Object.entries(wanted).every(([field, value]) => comparable(stored[field]) === comparable(value))

/**
 * Why no approval could copy this file to the gallery, if it could not.
 * @param {{ contentType?: string, size?: string | number }} metadata
 */
function uncopiable({ contentType, size }) {
  const type = contentType || 'image/webp'
  const bytes = Number(size)
  if (!/^image\//i.test(type) || /^image\/svg/i.test(type)) return `its type is ${type}`
  if (!(bytes > 0 && bytes <= MAX_COPY_BYTES)) return `it holds ${String(bytes)} bytes`
  return undefined
}

/**
 * @typedef {import('firebase-admin/firestore').Firestore} Firestore
 * @typedef {import('@google-cloud/storage').Bucket} Bucket
 * @typedef {{ copy: 'made' | 'cache-control' | 'kept', line?: string } | { problem: string }} CopyResult
 */

/**
 * Makes the entry's gallery copy as the approval does, when it has none: the bytes of `source`,
 * its type, the gallery's Cache-Control. A copy already there keeps its bytes (the approval
 * keeps it too) and gets the gallery's Cache-Control if it has another.
 * @param {Bucket} bucket
 * @param {string} copyPath
 * @param {string} sourcePath
 * @param {boolean} dryRun
 * @returns {Promise<CopyResult>}
 */
async function ensureCopy(bucket, copyPath, sourcePath, dryRun) {
  const would = dryRun ? 'would ' : ''
  const copy = bucket.file(copyPath)
  const [copyExists] = await retryingStorage(() => copy.exists())
  if (copyExists) {
    const [{ cacheControl }] = await retryingStorage(() => copy.getMetadata())
    if (cacheControl === GALLERY_CACHE_CONTROL) return { copy: 'kept' }
    if (!dryRun) {
      await retryingStorage(() => copy.setMetadata({ cacheControl: GALLERY_CACHE_CONTROL }))
    }
    return {
      copy: 'cache-control',
      line: `${would}set the Cache-Control of ${copyPath} to ${GALLERY_CACHE_CONTROL}`,
    }
  }
  const source = bucket.file(sourcePath)
  const [sourceExists] = await retryingStorage(() => source.exists())
  if (!sourceExists) return { problem: `its picture ${sourcePath} is missing` }
  const [metadata] = await retryingStorage(() => source.getMetadata())
  const refusal = uncopiable(metadata)
  if (refusal) return { problem: `its picture ${sourcePath} cannot be a gallery copy: ${refusal}` }
  const contentType = metadata.contentType || 'image/webp'
  if (!dryRun) {
    const [bytes] = await retryingStorage(() => source.download())
    await retryingStorage(() =>
      copy.save(bytes, {
        resumable: false,
        metadata: { contentType, cacheControl: GALLERY_CACHE_CONTROL },
      }),
    )
  }
  return {
    copy: 'made',
    line: `${would}copy ${sourcePath} to ${copyPath} (${contentType}, ${String(metadata.size)} bytes)`,
  }
}

/**
 * In one transaction, with the entry read again: its missing fields and its projection, unless
 * the staff changed it meanwhile (hidden or deleted: nothing more to do).
 * @param {Firestore} db
 * @param {import('firebase-admin/firestore').DocumentReference} entryRef
 * @param {string} bucketName
 * @param {boolean} dryRun
 */
function completeEntry(db, entryRef, bucketName, dryRun) {
  const projectionRef = db.doc(`${GALLERY}/${entryRef.id}`)
  return db.runTransaction(async (transaction) => {
    const [entry, projection] = await Promise.all([
      transaction.get(entryRef),
      transaction.get(projectionRef),
    ])
    const plan = entry.exists ? planEntry(entryRef.id, entry.data() ?? {}, bucketName) : undefined
    if (plan?.action !== 'publish') return { fields: [], projection: false }
    const fields = Object.keys(plan.fields)
    const writesProjection = !sameProjection(projection.data(), plan.projection)
    if (!dryRun && fields.length > 0) transaction.update(entryRef, plan.fields)
    if (!dryRun && writesProjection) transaction.set(projectionRef, plan.projection)
    return { fields, projection: writesProjection }
  })
}

/**
 * @param {{ db: Firestore, bucket: Bucket, dryRun: boolean, log: (line: string) => void }} context
 */
export async function run({ db, bucket, dryRun, log }) {
  const changes = {
    entradas: 0,
    copias: 0,
    cacheControl: 0,
    proyecciones: 0,
    publicadas: 0,
    rutas: 0,
  }
  /** @type {{ entrada: string, motivo: string }[]} */
  const dejadas = []
  const would = dryRun ? 'would ' : ''
  const snapshot = await db.collection(ENTRIES).get()
  for (const entry of snapshot.docs) {
    changes.entradas += 1
    const name = `${ENTRIES}/${entry.id}`
    const plan = planEntry(entry.id, entry.data(), bucket.name)
    if (plan.action === 'none') continue
    const copied =
      plan.action === 'leave'
        ? { problem: plan.reason }
        : await ensureCopy(bucket, `${GALLERY}/${entry.id}`, plan.source, dryRun)
    if ('problem' in copied) {
      dejadas.push({ entrada: name, motivo: copied.problem })
      log(`${name}: left as it is: ${copied.problem}`)
      continue
    }
    if (copied.line) log(`${name}: ${copied.line}`)
    if (copied.copy === 'made') changes.copias += 1
    if (copied.copy === 'cache-control') changes.cacheControl += 1

    const completed = await completeEntry(db, entry.ref, bucket.name, dryRun)
    if (completed.fields.length > 0) {
      log(`${name}: ${would}set ${completed.fields.join(', ')}`)
      if (completed.fields.includes('estado')) changes.publicadas += 1
      if (completed.fields.some((field) => field.startsWith('ruta'))) changes.rutas += 1
    }
    if (completed.projection) {
      log(`${name}: ${would}write its projection ${GALLERY}/${entry.id}`)
      changes.proyecciones += 1
    }
  }
  return { ...changes, dejadas }
}
