// What a project on the emulators holds, read with firebase-admin and Firestore's REST API apart
// from the commands' own code: every document with its values exactly as Firestore types them,
// and every Storage file with its bytes (as their SHA-256) and metadata.
import { createHash } from 'node:crypto'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore, type CollectionReference, type Firestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { retryingStorage } from '../../../scripts/seed/storage-retry.mjs'
import { EMULATOR_ENV } from './command'

export const bucketOf = (projectId: string) => `${projectId}.appspot.com`

export function adminOf(projectId: string) {
  const app =
    getApps().find((existing) => existing.name === `ops-tests:${projectId}`) ??
    initializeApp({ projectId }, `ops-tests:${projectId}`)
  return { db: getFirestore(app), bucket: getStorage(app).bucket(bucketOf(projectId)) }
}

/** How many requests to have in flight at once: the emulators answer them side by side. */
const AT_ONCE = 8

/** Runs `task` on every item, AT_ONCE at a time, and gives the results in the items' order. */
async function eachAtOnce<T, R>(items: readonly T[], task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      results[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker))
  return results
}

const documentsUrl = (projectId: string) =>
  `http://${EMULATOR_ENV.FIRESTORE_EMULATOR_HOST}/v1/projects/${projectId}/databases/(default)/documents`

/**
 * The fields of each of `paths` that exists, as Firestore's REST API gives them: each value with
 * its exact type. One request for them all.
 */
async function rawFieldsOf(projectId: string, paths: string[]): Promise<Map<string, unknown>> {
  const fields = new Map<string, unknown>()
  const prefix = `projects/${projectId}/databases/(default)/documents/`
  const response = await fetch(`${documentsUrl(projectId)}:batchGet`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ documents: paths.map((path) => `${prefix}${path}`) }),
  })
  if (!response.ok) throw new Error(`batchGet: ${String(response.status)}`)
  const answers = (await response.json()) as { found?: { name: string; fields?: unknown } }[]
  for (const { found } of answers) {
    if (found !== undefined) fields.set(found.name.slice(prefix.length), found.fields ?? {})
  }
  return fields
}

/**
 * Every document that exists, subcollections included (parents missing or not), by path, with
 * its fields as Firestore's REST API gives them.
 */
async function documentsOf(projectId: string, db: Firestore): Promise<Map<string, unknown>> {
  const documents = new Map<string, unknown>()
  const visit = async (collections: CollectionReference[]): Promise<void> => {
    await eachAtOnce(collections, async (collection) => {
      const refs = await collection.listDocuments()
      for (let start = 0; start < refs.length; start += 100) {
        const paths = refs.slice(start, start + 100).map((ref) => ref.path)
        for (const [path, fields] of await rawFieldsOf(projectId, paths))
          documents.set(path, fields)
      }
      await eachAtOnce(refs, async (ref) => visit(await ref.listCollections()))
    })
  }
  await visit(await db.listCollections())
  return new Map([...documents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** The SHA-256 of some bytes, in hex: two files are the same byte for byte when theirs are. */
export const digestOf = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

export interface StoredFile {
  /**
   * The bytes' SHA-256 rather than the bytes: comparing two projects' states compares strings,
   * where comparing some 80 pictures' bytes one by one took a test about 15 s.
   */
  sha256: string
  md5Hash: unknown
  metadata: Record<string, unknown>
}

const KEPT_METADATA = [
  'contentType',
  'cacheControl',
  'contentDisposition',
  'contentEncoding',
  'contentLanguage',
  'metadata',
] as const

/** Everything a project holds: documents by path, files by name. */
export async function projectState(projectId: string) {
  const { db, bucket } = adminOf(projectId)
  const documents = await documentsOf(projectId, db)
  const files = new Map<string, StoredFile>()
  const [objects] = await retryingStorage(() => bucket.getFiles())
  const read = async (file: (typeof objects)[number]) => {
    const [bytes] = await retryingStorage(() => file.download())
    const { metadata } = file
    return {
      sha256: digestOf(bytes),
      md5Hash: metadata.md5Hash,
      metadata: Object.fromEntries(
        KEPT_METADATA.flatMap((field) =>
          metadata[field] === undefined || metadata[field] === '' ? [] : [[field, metadata[field]]],
        ),
      ),
    }
  }
  const stored = await eachAtOnce(objects, read)
  objects.forEach((file, index) => files.set(file.name, stored[index] as StoredFile))
  return { documents, files }
}

/** Deletes every document and every file of the project, with firebase-admin alone. */
export async function wipeProject(projectId: string) {
  const { db, bucket } = adminOf(projectId)
  await eachAtOnce(await db.listCollections(), (collection) => db.recursiveDelete(collection))
  const [objects] = await retryingStorage(() => bucket.getFiles())
  await eachAtOnce(objects, (file) => retryingStorage(() => file.delete({ ignoreNotFound: true })))
}
