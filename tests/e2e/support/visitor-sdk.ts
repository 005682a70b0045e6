import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth'
import {
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
} from 'firebase/firestore/lite'
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage'
import { reserveFreeConeNumber } from '../../../src/lib/free-cone/numbering'
import { writeCounted } from '../../../src/lib/data/crowd-limit'
import { AUTH_HOST, FIRESTORE_HOST, portOf, STORAGE_HOST } from './emulator-hosts'
import { BUCKET, PROJECT_ID } from './firebase-admin'

/**
 * A visitor who skips the page and talks to Firebase with the SDK, as an attacker would: an
 * anonymous session of their own, with only what the security rules let anyone do.
 */
export interface VisitorSession {
  uid: string
  /** Stamps and stores files in the visitor's own folder, each with its own bytes. */
  store: (ruta: string, files: Record<string, Uint8Array>) => Promise<void>
  /** Numbers an entry of those files, as the page does; resolves with its number. */
  register: (entry: {
    ruta: string
    rutaMiniatura: string
    rutaMediana?: string
    ancho: number
    alto: number
  }) => Promise<number>
  close: () => Promise<void>
}

export async function openVisitorSession(): Promise<VisitorSession> {
  const app: FirebaseApp = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, storageBucket: BUCKET },
    `visitante-${String(Date.now())}-${String(Math.random())}`,
  )
  const auth = getAuth(app)
  connectAuthEmulator(auth, `http://${AUTH_HOST}`, { disableWarnings: true })
  const db = getFirestore(app)
  connectFirestoreEmulator(db, '127.0.0.1', portOf(FIRESTORE_HOST))
  const storage = getStorage(app)
  connectStorageEmulator(storage, '127.0.0.1', portOf(STORAGE_HOST))
  const { user } = await signInAnonymously(auth)

  return {
    uid: user.uid,
    store: async (ruta, files) => {
      // The file stamp as the page writes it: counted in this hour's window across visitors.
      await writeCounted(db, 'archivos', (transaction, cupo) => {
        transaction.set(
          doc(db, 'limites', user.uid),
          { archivos: serverTimestamp(), archivosRuta: ruta, cupo },
          { merge: true },
        )
      })
      for (const [path, bytes] of Object.entries(files)) {
        await uploadBytes(ref(storage, path), bytes, { contentType: 'image/jpeg' })
      }
    },
    register: (entry) => reserveFreeConeNumber(db, user.uid, { ...entry, nombre: 'historia.jpg' }),
    close: () => deleteApp(app),
  }
}
