// What a project on the emulators holds, read with firebase-admin and Firestore's REST API apart
// from the commands' own code: every document with its values exactly as Firestore types them,
// and every Storage file with its bytes and metadata.
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

/** The path of every document that exists, subcollections included (parents missing or not). */
export async function documentPaths(db: Firestore): Promise<string[]> {
  const paths: string[] = []
  const visit = async (collections: CollectionReference[]) => {
    for (const collection of collections) {
      for (const ref of await collection.listDocuments()) {
        if ((await ref.get()).exists) paths.push(ref.path)
        await visit(await ref.listCollections())
      }
    }
  }
  await visit(await db.listCollections())
  return paths.sort()
}

/** A document's fields as Firestore's REST API gives them: each value with its exact type. */
export async function rawFields(projectId: string, path: string): Promise<unknown> {
  const segments = path.split('/').map(encodeURIComponent).join('/')
  const response = await fetch(
    `http://${EMULATOR_ENV.FIRESTORE_EMULATOR_HOST}/v1/projects/${projectId}/databases/(default)/documents/${segments}`,
    { headers: { Authorization: 'Bearer owner' } },
  )
  if (!response.ok) throw new Error(`GET ${path}: ${String(response.status)}`)
  const { fields } = (await response.json()) as { fields?: unknown }
  return fields ?? {}
}

export interface StoredFile {
  bytes: Buffer
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
  const documents = new Map<string, unknown>()
  for (const path of await documentPaths(db)) documents.set(path, await rawFields(projectId, path))
  const files = new Map<string, StoredFile>()
  const [objects] = await retryingStorage(() => bucket.getFiles())
  const read = async (file: (typeof objects)[number]) => {
    const [bytes] = await retryingStorage(() => file.download())
    const { metadata } = file
    return {
      bytes,
      md5Hash: metadata.md5Hash,
      metadata: Object.fromEntries(
        KEPT_METADATA.flatMap((field) =>
          metadata[field] === undefined || metadata[field] === '' ? [] : [[field, metadata[field]]],
        ),
      ),
    }
  }
  // A few at a time.
  for (let start = 0; start < objects.length; start += 4) {
    const group = objects.slice(start, start + 4)
    const stored = await Promise.all(group.map(read))
    group.forEach((file, index) => files.set(file.name, stored[index] as StoredFile))
  }
  return { documents, files }
}

/** Deletes every document and every file of the project, with firebase-admin alone. */
export async function wipeProject(projectId: string) {
  const { db, bucket } = adminOf(projectId)
  for (const collection of await db.listCollections()) await db.recursiveDelete(collection)
  const [objects] = await retryingStorage(() => bucket.getFiles())
  for (const file of objects) await retryingStorage(() => file.delete({ ignoreNotFound: true }))
}
