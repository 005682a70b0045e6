// Which Firebase project a shop's command works on, and its connections. The local emulators when
// any of their variables is set (FIRESTORE_EMULATOR_HOST and the rest, as `npm start` and the
// tests set them) or --emulators is given; otherwise a real project (--project or GCLOUD_PROJECT)
// with Application Default Credentials. The same code runs on both: only the addresses and the
// credentials differ.
import { applicationDefault } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import {
  DEFAULT_PROJECT_ID,
  EMULATOR_HOSTS,
  adminApp,
  useEmulators,
} from '../seed/emulator-env.mjs'
import { retryingStorage } from '../seed/storage-retry.mjs'
import { firestoreRest } from './firestore-rest.mjs'

/** A problem with the command line or the environment: one line that says what to do. */
export class TargetError extends Error {}

/** The options every command takes, for node:util parseArgs. */
export const TARGET_OPTIONS = /** @type {const} */ ({
  project: { type: 'string' },
  bucket: { type: 'string' },
  emulators: { type: 'boolean', default: false },
})

export const TARGET_USAGE = '[--project <id>] [--bucket <name>] [--emulators]'

const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/
const BUCKET_NAME = /^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/

/**
 * @typedef {object} Target
 * @property {string} projectId
 * @property {boolean} onEmulators
 * @property {string} [bucketName] the bucket given with --bucket, if any
 *
 * @typedef {Omit<Target, 'bucketName'> & {
 *   bucketName: string,
 *   db: import('firebase-admin/firestore').Firestore,
 *   bucket: import('@google-cloud/storage').Bucket,
 *   firestore: ReturnType<typeof firestoreRest>,
 *   where: string,
 * }} Connection
 */

/**
 * The project a command runs on, from its options and the environment; throws TargetError.
 * @param {{ project?: string, bucket?: string, emulators?: boolean }} options
 * @param {Record<string, string | undefined>} [env]
 * @returns {Target}
 */
export function chooseTarget(options, env = process.env) {
  const onEmulators =
    Boolean(options.emulators) || Object.keys(EMULATOR_HOSTS).some((name) => Boolean(env[name]))
  const projectId =
    options.project ||
    env.GCLOUD_PROJECT ||
    env.GOOGLE_CLOUD_PROJECT ||
    (onEmulators ? DEFAULT_PROJECT_ID : undefined)
  if (!projectId) {
    throw new TargetError(
      'Missing project: pass --project <id> or set GCLOUD_PROJECT (for the local emulators, ' +
        'start them with `npm run emulators` and add --emulators).',
    )
  }
  if (!PROJECT_ID.test(projectId)) {
    throw new TargetError(
      `"${projectId}" is not a project id (6 to 30 lowercase letters, digits and hyphens).`,
    )
  }
  if (!onEmulators && projectId.startsWith('demo-')) {
    throw new TargetError(
      `"${projectId}" is a demo project, which only exists on the local emulators: ` +
        'start them and add --emulators.',
    )
  }
  if (options.bucket !== undefined && !BUCKET_NAME.test(options.bucket)) {
    throw new TargetError(`"${options.bucket}" is not a bucket name.`)
  }
  return { projectId, onEmulators, ...(options.bucket ? { bucketName: options.bucket } : {}) }
}

/**
 * The names a project's default bucket has had: `<id>.appspot.com` for projects made before
 * October 2024, `<id>.firebasestorage.app` since.
 * @param {string} projectId
 */
export const defaultBucketNames = (projectId) => [
  `${projectId}.appspot.com`,
  `${projectId}.firebasestorage.app`,
]

/** @param {unknown} error */
const statusOf = (error) =>
  error instanceof Object && 'code' in error ? Number(error.code) || error.code : undefined

/**
 * The project's default bucket: the first of its possible names that answers.
 * @param {import('firebase-admin/storage').Storage} storage
 * @param {string} projectId
 */
async function findDefaultBucket(storage, projectId) {
  const names = defaultBucketNames(projectId)
  for (const name of names) {
    try {
      await retryingStorage(() => storage.bucket(name).getFiles({ maxResults: 1 }))
      return name
    } catch (error) {
      const status = statusOf(error)
      if (status === 403) {
        throw new TargetError(
          `No access to gs://${name}: the account needs the Storage Object Admin role there.`,
        )
      }
      if (status !== 404) throw error
    }
  }
  throw new TargetError(
    `No default bucket found for project ${projectId} (tried ${names.join(', ')}): ` +
      'pass --bucket <name>.',
  )
}

/**
 * The target's firebase-admin app (credentials from the environment on a real project), for a
 * command that needs only part of it (Auth, say).
 * @param {Target} target
 * @param {string} command a name for the app
 */
export function openApp(target, command) {
  if (target.onEmulators) useEmulators()
  const credential = target.onEmulators ? undefined : applicationDefault()
  const app = adminApp(`${command}:${target.projectId}`, {
    projectId: target.projectId,
    ...(credential ? { credential } : {}),
  })
  return { app, credential }
}

/**
 * Opens the target: firebase-admin's Firestore and the bucket, and Firestore's REST API (which
 * keeps every value's exact type) for copying documents as they are.
 * @param {Target} target
 * @param {string} command a name for the firebase-admin app
 * @returns {Promise<Connection>}
 */
export async function connect(target, command) {
  const { app, credential } = openApp(target, command)
  const storage = getStorage(app)
  const bucketName = target.bucketName ?? (await findDefaultBucket(storage, target.projectId))
  const where = target.onEmulators
    ? `project ${target.projectId} on the local emulators`
    : `project ${target.projectId}`
  return {
    ...target,
    bucketName,
    db: getFirestore(app),
    bucket: storage.bucket(bucketName),
    firestore: firestoreRest(target, credential),
    where,
  }
}
