// Where this run's emulators and site listen, for the end-to-end and the operations' tests: the
// addresses with-emulators.mjs gives them (the suite's second set listens on ports of its own),
// else firebase.json's.
export const FIRESTORE_HOST = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'
export const AUTH_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'
export const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'
/** The Hosting emulator's address, which the build of this set of emulators names too. */
export const SITE_URL = process.env.VITE_SITE_URL ?? 'http://127.0.0.1:5000'

/** An address's port. */
export const portOf = (host: string): number => Number(host.slice(host.lastIndexOf(':') + 1))
