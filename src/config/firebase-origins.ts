/** Where the local emulators listen (firebase.json says the same). */
export const EMULATOR_HOST = '127.0.0.1'
export const EMULATOR_PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const

/**
 * The origins the public pages read from: Firestore (lists) and Storage (images). Also used at
 * build time, to let index.html open the connections while the scripts still download.
 */
export function dataOrigins(useEmulators: boolean): { firestore: string; storage: string } {
  return useEmulators
    ? {
        firestore: `http://${EMULATOR_HOST}:${EMULATOR_PORTS.firestore}`,
        storage: `http://${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`,
      }
    : {
        firestore: 'https://firestore.googleapis.com',
        storage: 'https://firebasestorage.googleapis.com',
      }
}
