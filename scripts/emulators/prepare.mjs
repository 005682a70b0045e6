// Prepares what firebase-tools needs to run the Java-based emulators without downloads:
//
// - Firestore: firebase-tools' own cached emulator JAR when there is one, otherwise a thin JAR that
//   launches the Firestore emulator shipped with the Google Cloud SDK.
// - Storage rules: the official rules runtime when it is cached, otherwise a runtime on Google's own
//   rules engine (from the same SDK JAR) once it passes a self-test, otherwise a stand-in that
//   permits every request (storage.rules are then NOT enforced; STORAGE_RULES_ENFORCED=false says
//   so). See storage-rules.mjs.
//
// Usage as a CLI prints shell exports: eval "$(node scripts/emulators/prepare.mjs)"

import { execFile } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { EmulatorSetupError, buildJar, manifestEntry, requireJava } from './java-tools.mjs'
import { assertRulesReaderPatched } from './rules-reader-patch.mjs'
import {
  buildEngineRuntime,
  buildStandin,
  chooseStorageRulesRuntime,
  selfTestRuntime,
  storageRulesEnv,
} from './storage-rules.mjs'

export { EmulatorSetupError }

const execFileAsync = promisify(execFile)

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'
const SDK_ROOT_FALLBACKS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk']
const SDK_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const FIREBASE_TOOLS_DOWNLOADS = 'firebase-tools/lib/emulator/downloadableEmulators.js'

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
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH || path.join(homedir(), '.cache', 'firebase', 'emulators')
  /** @type {Record<string, string>} */
  const env = {}

  await requireJava()
  assertRulesReaderPatched()
  // Found once, when needed: `gcloud info` takes a moment.
  /** @type {Promise<string> | undefined} */
  let sdkJar
  const findSdkJar = () => (sdkJar ??= findSdkFirestoreJar())

  const firestoreJar = await prepareFirestore(cacheDir, buildDir, findSdkJar, log)
  if (firestoreJar) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreJar

  const storageRules = await chooseStorageRulesRuntime(
    {
      findOfficial: () => {
        const cached = findCachedJars(cacheDir, 'cloud-storage-rules-runtime-')
        const [newest] = cached
        if (!newest) return undefined
        const jar = isFirebaseToolsDefault('storage', cached) ? undefined : newest
        return { name: path.basename(newest), jar }
      },
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

/**
 * @param {string} cacheDir
 * @param {string} buildDir
 * @param {() => Promise<string>} findSdkJar
 * @param {Log} log
 * @returns {Promise<string | undefined>} the JAR to point firebase-tools at, if any
 */
async function prepareFirestore(cacheDir, buildDir, findSdkJar, log) {
  const cached = findCachedJars(cacheDir, 'cloud-firestore-emulator-')
  const [newest] = cached
  if (newest) {
    log(`Firestore: using the cached emulator ${path.basename(newest)}`)
    return isFirebaseToolsDefault('firestore', cached) ? undefined : newest
  }

  const sdkJar = await findSdkJar()
  const jar = await buildFirestoreLauncher(sdkJar, buildDir)
  log(`Firestore: using the Google Cloud SDK emulator ${sdkJar}`)
  return jar
}

/**
 * Official emulator JARs that firebase-tools downloaded before, newest version first.
 * @param {string} cacheDir
 * @param {string} prefix
 */
function findCachedJars(cacheDir, prefix) {
  if (!existsSync(cacheDir)) return []
  return readdirSync(cacheDir)
    .filter((name) => name.startsWith(prefix) && name.endsWith('.jar'))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
    .map((name) => path.join(cacheDir, name))
}

/**
 * Whether firebase-tools will pick one of these cached JARs by itself, with no override.
 * @param {'firestore' | 'storage'} emulator
 * @param {string[]} cachedJars
 */
function isFirebaseToolsDefault(emulator, cachedJars) {
  try {
    const require = createRequire(import.meta.url)
    /** @type {{ DownloadDetails: Record<string, { downloadPath: string }> }} */
    const { DownloadDetails } = require(FIREBASE_TOOLS_DOWNLOADS)
    return cachedJars.includes(DownloadDetails[emulator]?.downloadPath ?? '')
  } catch {
    return false
  }
}

/** The Firestore emulator JAR of the Google Cloud SDK; it also carries Google's rules engine. */
export async function findSdkFirestoreJar() {
  /** @type {string[]} */
  const roots = []
  try {
    const { stdout } = await execFileAsync('gcloud', [
      'info',
      '--format=value(installation.sdk_root)',
    ])
    if (stdout.trim()) roots.push(stdout.trim())
  } catch {
    // gcloud is optional: the usual install locations are tried below.
  }
  roots.push(...SDK_ROOT_FALLBACKS)

  for (const sdkRoot of roots) {
    const jar = path.join(sdkRoot, SDK_FIRESTORE_JAR)
    if (existsSync(jar)) return jar
  }
  throw new EmulatorSetupError(
    [
      'The Firestore emulator was not found.',
      `Looked for ${SDK_FIRESTORE_JAR} under: ${roots.join(', ')}.`,
      'Install it with the Google Cloud CLI (apt-get install google-cloud-cli-firestore-emulator,',
      'or: gcloud components install cloud-firestore-emulator), or let firebase-tools cache its own',
      'copy on a machine with internet access: npx firebase setup:emulators:firestore',
    ].join('\n'),
  )
}

/**
 * The SDK's JAR has no Main-Class, and firebase-tools only runs `java -jar <path>`: a JAR holding
 * nothing but a manifest bridges the two. It is rebuilt whenever the manifest would change.
 * @param {string} sdkJar
 * @param {string} buildDir
 */
async function buildFirestoreLauncher(sdkJar, buildDir) {
  const jar = path.join(buildDir, 'firestore-emulator.jar')
  const stamp = path.join(buildDir, 'firestore-emulator.manifest')
  const manifest =
    manifestEntry('Main-Class', FIRESTORE_MAIN_CLASS) +
    manifestEntry('Class-Path', pathToFileURL(sdkJar).pathname)

  if (existsSync(jar) && readTextIfExists(stamp) === manifest) return jar

  await buildJar({ out: jar, manifest })
  writeFileSync(stamp, manifest)
  return jar
}

/** @param {string} file */
function readTextIfExists(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
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
