import type { FirebaseApp } from 'firebase/app'
import type { Auth } from 'firebase/auth'
import type { Firestore } from 'firebase/firestore'
import type { Firestore as FirestoreLite } from 'firebase/firestore/lite'
import type { FirebaseStorage } from 'firebase/storage'
import { env } from '@/config/env'
import { dataOrigins, EMULATOR_HOST } from '@/config/firebase-origins'
import type { RestTarget } from '@/lib/firestore-rest/documents'

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}

/** The Firebase app, initialised on first use: pages that read no data never download it. */
const getFirebaseApp = once(async (): Promise<FirebaseApp> => {
  const { initializeApp } = await import('firebase/app')
  return initializeApp(env.firebase)
})

// Each SDK is fetched on first use, so a page downloads only the parts it calls.

/**
 * App Check (reCAPTCHA Enterprise), when a site key is configured: it must be running before any
 * service sends a request, so every getter below waits for it. Off with the emulators.
 */
const appCheckReady = once(async (): Promise<void> => {
  if (!env.appCheckSiteKey) return
  const { initializeAppCheck, ReCaptchaEnterpriseProvider } = await import('firebase/app-check')
  initializeAppCheck(await getFirebaseApp(), {
    provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  })
})

/**
 * One SDK's service, set up on first use: the SDK is fetched with the app, once App Check runs,
 * and `start` makes the service (and points it at the emulators when they are on).
 */
function lazyService<Sdk, Service>(
  load: () => Promise<Sdk>,
  start: (sdk: Sdk, app: FirebaseApp) => Service,
): () => Promise<Service> {
  return once(async () => {
    await appCheckReady()
    const [sdk, app] = await Promise.all([load(), getFirebaseApp()])
    return start(sdk, app)
  })
}

/** Either Firestore SDK (full or lite): its database, pointed at the emulator when it is on. */
function startFirestore<Db>(
  sdk: {
    getFirestore: (app: FirebaseApp) => Db
    connectFirestoreEmulator: (db: Db, host: string, port: number) => void
  },
  app: FirebaseApp,
): Db {
  const db = sdk.getFirestore(app)
  if (env.useEmulators) sdk.connectFirestoreEmulator(db, EMULATOR_HOST, env.emulatorPorts.firestore)
  return db
}

/** Firestore without live listeners or cache: the small SDK for one-shot reads and writes. */
export const getFirestoreLite = lazyService(
  () => import('firebase/firestore/lite'),
  startFirestore<FirestoreLite>,
)

/**
 * Where one-shot public reads may go without any SDK (lib/firestore-rest/). None when App Check is
 * on: its token comes from the SDK, and reads without it would be refused.
 */
export function firestoreRestTarget(): RestTarget | null {
  if (env.appCheckSiteKey) return null
  const origin = dataOrigins(env.useEmulators, env.emulatorPorts).firestore
  return { origin, projectId: env.firebase.projectId, apiKey: env.firebase.apiKey }
}

/**
 * Whether a live query may run in a worker, off the page's main thread. Not with App Check on:
 * its reCAPTCHA runs in the page, and the worker's requests would carry no token.
 */
export const liveQueriesMayRunInWorker = (): boolean =>
  !env.appCheckSiteKey && typeof Worker !== 'undefined'

/** The full Firestore SDK, for live queries. */
export const getFirestoreLive = lazyService(
  () => import('firebase/firestore'),
  startFirestore<Firestore>,
)

export const getAuthService = lazyService(
  () => import('firebase/auth'),
  ({ getAuth, connectAuthEmulator }, app): Auth => {
    const auth = getAuth(app)
    if (env.useEmulators) {
      connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${String(env.emulatorPorts.auth)}`, {
        disableWarnings: true,
      })
    }
    return auth
  },
)

export const getStorageService = lazyService(
  () => import('firebase/storage'),
  ({ getStorage, connectStorageEmulator }, app): FirebaseStorage => {
    const storage = getStorage(app)
    // A weak signal gets a few minutes of retries, not the default ten, before an upload fails.
    storage.maxUploadRetryTime = 3 * 60 * 1000
    if (env.useEmulators) connectStorageEmulator(storage, EMULATOR_HOST, env.emulatorPorts.storage)
    return storage
  },
)
