/** Where the local emulators listen: firebase.json's ports, each moved by the build's offset. */
export const EMULATOR_HOST = '127.0.0.1'
const PORTS = { auth: 9099, firestore: 8080, storage: 9199 } as const

export type EmulatorPorts = Record<keyof typeof PORTS, number>

/**
 * The emulators' ports for a build: `VITE_EMULATOR_PORT_OFFSET` (0 when unset) added to each.
 * Only the test suite sets it, for the second set of emulators it runs beside the first.
 */
export function emulatorPortsOf(raw: Record<string, string | boolean | undefined>): EmulatorPorts {
  const value = raw.VITE_EMULATOR_PORT_OFFSET
  const offset = typeof value === 'string' && value.trim() !== '' ? Number(value) : 0
  if (!Number.isInteger(offset) || offset < 0) {
    throw new Error(`VITE_EMULATOR_PORT_OFFSET must be a whole number (got ${String(value)})`)
  }
  return {
    auth: PORTS.auth + offset,
    firestore: PORTS.firestore + offset,
    storage: PORTS.storage + offset,
  }
}

/**
 * The origins the public pages read from: Firestore (lists) and Storage (images). Also used at
 * build time, to let index.html open the connections while the scripts still download.
 */
export function dataOrigins(
  useEmulators: boolean,
  ports: EmulatorPorts,
): { firestore: string; storage: string } {
  return useEmulators
    ? {
        firestore: `http://${EMULATOR_HOST}:${String(ports.firestore)}`,
        storage: `http://${EMULATOR_HOST}:${String(ports.storage)}`,
      }
    : {
        firestore: 'https://firestore.googleapis.com',
        storage: 'https://firebasestorage.googleapis.com',
      }
}
