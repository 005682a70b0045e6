import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'
import { AUTH_HOST, FIRESTORE_HOST, STORAGE_HOST } from './emulator-hosts'

export const PROJECT_ID = 'demo-heladeria-colon'
export const BUCKET = `${PROJECT_ID}.appspot.com`

process.env.FIRESTORE_EMULATOR_HOST ??= FIRESTORE_HOST
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= AUTH_HOST
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= STORAGE_HOST

/** firebase-admin against the emulators: what Firestore and Storage really hold. */
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET })

export const adminDb = getFirestore(app)
export const adminBucket = getStorage(app).bucket(BUCKET)
