// Connection settings for the local Firebase emulators, shared by the seed and admin scripts.
import { getApps, initializeApp } from 'firebase-admin/app'

export const DEFAULT_PROJECT_ID = 'demo-heladeria-colon'

export const EMULATOR_HOSTS = {
  FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
  FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
  FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199',
}

/** Points firebase-admin at the emulators, keeping any host already set in the environment. */
export function useEmulators() {
  for (const [name, value] of Object.entries(EMULATOR_HOSTS)) process.env[name] ||= value
  // Local work never runs on Google Cloud: skip the metadata-server probe and its warning.
  process.env.METADATA_SERVER_DETECTION ||= 'none'
}

/** The demo project id; throws unless it is a `demo-` project, which can never reach real services. */
export function demoProjectId(projectId = process.env.GCLOUD_PROJECT || DEFAULT_PROJECT_ID) {
  if (!projectId.startsWith('demo-')) {
    throw new Error(
      `Refusing to seed project "${projectId}": only demo- projects on the local emulators may be seeded.`,
    )
  }
  return projectId
}

/** @param {string} projectId */
export const defaultBucket = (projectId) => `${projectId}.appspot.com`

/**
 * A named firebase-admin app, so it never clashes with an app the caller made.
 * @param {string} name
 * @param {import('firebase-admin/app').AppOptions} options
 */
export function adminApp(name, options) {
  return getApps().find((app) => app.name === name) ?? initializeApp(options, name)
}
