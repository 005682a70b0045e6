// The layout of a backup folder, and its check. A backup is:
//
//   manifest.json      what it holds: counts, sizes and the SHA-256 of every part
//   firestore.ndjson   one document a line, `{ "name": "comidas/x", "fields": { ... } }`, in name
//                      order, its values in Firestore's own REST form (exact types)
//   files/<sha256>     each Storage file's bytes, named by their SHA-256 (equal files stored once);
//                      the manifest lists every object with its name, size, hash and metadata
//
// The check reads every part back and compares it with the manifest, so a backup that was cut
// short, edited or damaged on disk is refused before anything is written from it.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

export const FORMAT = 'heladeria-colon-backup'
export const VERSION = 1
export const MANIFEST = 'manifest.json'
export const DOCUMENTS = 'firestore.ndjson'
export const FILES = 'files'

/**
 * The metadata of a Storage object that a restore gives back, as GCS names it.
 * @typedef {object} ObjectMetadata
 * @property {string} [contentType]
 * @property {string} [cacheControl]
 * @property {string} [contentDisposition]
 * @property {string} [contentEncoding]
 * @property {string} [contentLanguage]
 * @property {string} [customTime]
 * @property {Record<string, string>} [metadata] custom metadata (download tokens included)
 *
 * @typedef {ObjectMetadata & { name: string, size: number, sha256: string }} BackedUpObject
 *
 * @typedef {object} Manifest
 * @property {typeof FORMAT} format
 * @property {number} version
 * @property {string} createdAt ISO time, UTC
 * @property {{ projectId: string, bucket: string, emulators: boolean }} source
 * @property {{ documents: number, bytes: number, sha256: string,
 *   collections: Record<string, number> }} firestore documents per top-level collection
 *   (subcollections counted with theirs)
 * @property {{ files: number, bytes: number, objects: BackedUpObject[] }} storage
 */

export const METADATA_FIELDS = /** @type {const} */ ([
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'customTime',
])

/** @param {Uint8Array | string} data */
export const sha256 = (data) => createHash('sha256').update(data).digest('hex')

/**
 * The folder a backup goes to by default: `backups/<project>-<UTC date and time>`.
 * @param {string} projectId
 * @param {Date} date
 */
export function defaultBackupFolder(projectId, date) {
  const stamp = date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')
  return path.join('backups', `${projectId}-${stamp}`)
}

/**
 * The metadata of a GCS object worth restoring: only what was set.
 * @param {Record<string, unknown>} metadata as `file.metadata` gives it
 * @returns {ObjectMetadata}
 */
export function restorableMetadata(metadata) {
  /** @type {ObjectMetadata} */
  const picked = {}
  for (const field of METADATA_FIELDS) {
    const value = metadata[field]
    if (typeof value === 'string' && value !== '') picked[field] = value
  }
  const custom = metadata.metadata
  if (custom && typeof custom === 'object' && Object.keys(custom).length > 0) {
    picked.metadata = Object.fromEntries(
      Object.entries(custom).map(([key, value]) => [key, String(value)]),
    )
  }
  return picked
}

/**
 * Documents per top-level collection.
 * @param {Iterable<{ name: string }>} documents
 */
export function countByCollection(documents) {
  /** @type {Record<string, number>} */
  const counts = {}
  for (const { name } of documents) {
    const collection = name.split('/')[0] ?? ''
    counts[collection] = (counts[collection] ?? 0) + 1
  }
  return counts
}

/** @param {unknown} value */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The manifest's own shape; a problem line for each thing wrong with it.
 * @param {unknown} manifest
 * @returns {string[]}
 */
function manifestProblems(manifest) {
  if (!isRecord(manifest)) return ['manifest.json is not a JSON object.']
  const m = /** @type {Record<string, unknown>} */ (manifest)
  if (m.format !== FORMAT)
    return [`manifest.json is not a backup of this shop (format ${String(m.format)}).`]
  if (m.version !== VERSION)
    return [`manifest.json has version ${String(m.version)}; this tool reads ${VERSION}.`]
  const problems = []
  const source = /** @type {Record<string, unknown>} */ (m.source)
  if (
    !isRecord(source) ||
    typeof source.projectId !== 'string' ||
    typeof source.bucket !== 'string'
  )
    problems.push('manifest.json names no source project and bucket.')
  const firestore = /** @type {Record<string, unknown>} */ (m.firestore)
  if (
    !isRecord(firestore) ||
    typeof firestore.sha256 !== 'string' ||
    !Number.isInteger(firestore.documents)
  )
    problems.push('manifest.json describes no Firestore documents.')
  const storage = /** @type {Record<string, unknown>} */ (m.storage)
  if (!isRecord(storage) || !Array.isArray(storage.objects))
    problems.push('manifest.json describes no Storage files.')
  return problems
}

/**
 * @param {string} file
 * @returns {Promise<Buffer | undefined>}
 */
const readIfThere = (file) =>
  readFile(file).catch((/** @type {NodeJS.ErrnoException} */ error) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })

/**
 * Reads a backup and checks every part of it against its manifest. `problems` holds one line for
 * each thing wrong; the documents and manifest are only to be used when it is empty.
 * @param {string} dir
 * @returns {Promise<{ problems: string[], manifest?: Manifest,
 *   documents?: import('./firestore-rest.mjs').StoredDocument[] }>}
 */
export async function readBackup(dir) {
  const manifestBytes = await readIfThere(path.join(dir, MANIFEST))
  if (!manifestBytes) return { problems: [`${dir} holds no ${MANIFEST}: it is not a backup.`] }
  /** @type {unknown} */
  let parsed
  try {
    parsed = JSON.parse(manifestBytes.toString('utf8'))
  } catch {
    return { problems: [`${MANIFEST} is not valid JSON.`] }
  }
  const shapeProblems = manifestProblems(parsed)
  if (shapeProblems.length > 0) return { problems: shapeProblems }
  const manifest = /** @type {Manifest} */ (parsed)
  const problems = []

  /** @type {import('./firestore-rest.mjs').StoredDocument[]} */
  const documents = []
  const ndjson = await readIfThere(path.join(dir, DOCUMENTS))
  if (!ndjson) problems.push(`${DOCUMENTS} is missing.`)
  else if (
    ndjson.length !== manifest.firestore.bytes ||
    sha256(ndjson) !== manifest.firestore.sha256
  ) {
    problems.push(
      `${DOCUMENTS} does not match the manifest (size or SHA-256): it was changed or damaged.`,
    )
  } else {
    const lines = ndjson
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
    for (const [index, line] of lines.entries()) {
      try {
        const document = JSON.parse(line)
        if (typeof document.name !== 'string' || !isRecord(document.fields)) throw new Error()
        documents.push(document)
      } catch {
        problems.push(`${DOCUMENTS} line ${String(index + 1)} is not a document.`)
      }
    }
    if (documents.length !== manifest.firestore.documents) {
      problems.push(
        `${DOCUMENTS} holds ${String(documents.length)} documents; the manifest says ${String(manifest.firestore.documents)}.`,
      )
    }
  }

  let bytes = 0
  /** @type {Map<string, { size: number, intact: boolean } | null>} */
  const blobs = new Map()
  for (const object of manifest.storage.objects) {
    bytes += object.size
    if (!/^[0-9a-f]{64}$/.test(object.sha256)) {
      problems.push(`The manifest gives no valid SHA-256 for ${object.name}.`)
      continue
    }
    if (!blobs.has(object.sha256)) {
      const data = await readIfThere(path.join(dir, FILES, object.sha256))
      blobs.set(
        object.sha256,
        data ? { size: data.length, intact: sha256(data) === object.sha256 } : null,
      )
    }
    const blob = blobs.get(object.sha256)
    if (!blob) problems.push(`${FILES}/${object.sha256} (${object.name}) is missing.`)
    else if (!blob.intact || blob.size !== object.size) {
      problems.push(
        `${FILES}/${object.sha256} (${object.name}) does not match its SHA-256 or size: it is damaged.`,
      )
    }
  }
  if (
    manifest.storage.objects.length !== manifest.storage.files ||
    bytes !== manifest.storage.bytes
  ) {
    problems.push("The manifest's Storage totals do not add up: it was changed.")
  }
  return problems.length > 0 ? { problems } : { problems, manifest, documents }
}
