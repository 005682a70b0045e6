// Prepares what firebase-tools needs to run the Java-based emulators, preferring Google's official
// copies and working offline where none can be had:
//
// - Firestore: firebase-tools' cached official emulator, otherwise the Google Cloud SDK's emulator
//   (through a thin launcher JAR), otherwise the official one downloaded by firebase-tools.
//   See firestore-emulator.mjs.
// - Storage rules: the official rules runtime, cached or downloaded by firebase-tools, otherwise a
//   runtime on Google's own rules engine (from the same SDK JAR) once it passes a self-test,
//   otherwise a stand-in that permits every request (storage.rules are then NOT enforced;
//   STORAGE_RULES_ENFORCED=false says so). See storage-rules.mjs.
//
// Downloads are tried only when a quick probe of the download host succeeds (official-emulators.mjs).
//
// Usage as a CLI prints shell exports: eval "$(node scripts/emulators/prepare.mjs)"

import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import {
  buildFirestoreLauncher,
  chooseFirestoreEmulator,
  findSdkFirestoreJar,
} from './firestore-emulator.mjs'
import { EmulatorSetupError, requireJava } from './java-tools.mjs'
import { defaultCacheDir, officialEmulators } from './official-emulators.mjs'
import { assertRulesReaderPatched } from './rules-reader-patch.mjs'
import {
  buildEngineRuntime,
  buildStandin,
  chooseStorageRulesRuntime,
  selfTestRuntime,
  storageRulesEnv,
} from './storage-rules.mjs'

export { EmulatorSetupError, findSdkFirestoreJar }

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/** @typedef {(message: string) => void} Log */

/**
 * One-line messages get a prefix; the multi-line warning stands on its own.
 * @type {Log}
 */
export function logMessage(message) {
  console.error(message.includes('\n') ? message : `[emulators] ${message}`)
}

/**
 * @typedef {object} PreparedEmulators
 * @property {Record<string, string>} env variables to pass to firebase-tools and its children
 * @property {boolean} storageRulesEnforced whether storage.rules are evaluated at all
 * @property {import('./storage-rules.mjs').StorageRulesChoice} storageRules which runtime does it
 */

/**
 * @param {{ root?: string, log?: Log }} [options]
 * @returns {Promise<PreparedEmulators>}
 */
export async function prepareEmulators({ root = projectRoot, log = logMessage } = {}) {
  const buildDir = path.join(root, '.emulators')
  /** @type {Record<string, string>} */
  const env = {}

  await requireJava()
  assertRulesReaderPatched()
  const official = officialEmulators({ cacheDir: defaultCacheDir(), log })
  // The probe runs while Firestore is prepared, so an offline machine hardly waits for it.
  if (!official.cached('storage')) void official.probeHost()
  // Found once, when needed: `gcloud info` takes a moment.
  /** @type {Promise<string> | undefined} */
  let sdkJar
  const findSdkJar = () => (sdkJar ??= findSdkFirestoreJar())

  const firestoreJar = await chooseFirestoreEmulator(
    {
      findOfficial: () => official.cached('firestore'),
      findSdkJar,
      buildLauncher: (jar) => buildFirestoreLauncher(jar, buildDir),
      downloadOfficial: () => official.download('firestore'),
    },
    log,
  )
  if (firestoreJar) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreJar

  const storageRules = await chooseStorageRulesRuntime(
    {
      findOfficial: () => official.cached('storage'),
      downloadOfficial: () => official.download('storage'),
      buildEngineRuntime: async () =>
        buildEngineRuntime({
          sourceDir: path.join(root, 'scripts/emulators/storage-rules-runtime'),
          sdkJar: await findSdkJar(),
          buildDir,
        }),
      selfTest: (jar) => selfTestRuntime(jar),
      buildStandin: () =>
        buildStandin({
          sourceDir: path.join(root, 'scripts/emulators/storage-rules-standin'),
          buildDir,
        }),
    },
    log,
  )
  Object.assign(env, storageRulesEnv(storageRules))

  return { env, storageRulesEnforced: storageRules.enforced, storageRules }
}

/** @param {string} value */
function shellQuote(value) {
  return `'${value.replaceAll("'", `'\\''`)}'`
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    const { env } = await prepareEmulators()
    for (const [name, value] of Object.entries(env)) {
      console.log(`export ${name}=${shellQuote(value)}`)
    }
  } catch (error) {
    if (!(error instanceof EmulatorSetupError)) throw error
    logMessage(error.message)
    process.exitCode = 1
  }
}
