import { getApps, initializeApp } from 'firebase-admin/app'
import { getFirestore } from 'firebase-admin/firestore'
import { getStorage } from 'firebase-admin/storage'

export const PROJECT_ID = 'demo-heladeria-colon'
export const BUCKET = `${PROJECT_ID}.appspot.com`

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080'
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099'
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199'

/** firebase-admin against the emulators: what Firestore and Storage really hold. */
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET })

export const adminDb = getFirestore(app)
export const adminBucket = getStorage(app).bucket(BUCKET)
