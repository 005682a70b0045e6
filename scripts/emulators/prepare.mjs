// Prepares what firebase-tools needs to run the Java-based emulators without downloads:
//
// - Firestore: firebase-tools' own cached emulator JAR when there is one, otherwise a thin JAR that
//   launches the Firestore emulator shipped with the Google Cloud SDK.
// - Storage rules: the official rules runtime when it is cached, otherwise a stand-in that permits
//   every request (storage.rules are then NOT enforced; STORAGE_RULES_ENFORCED=false says so).
//
// Usage as a CLI prints shell exports: eval "$(node scripts/emulators/prepare.mjs)"

import { execFile } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

const execFileAsync = promisify(execFile)

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'
const SDK_ROOT_FALLBACKS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk']
const SDK_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const STANDIN_MAIN_CLASS = 'StorageRulesStandin'
const FIREBASE_TOOLS_DOWNLOADS = 'firebase-tools/lib/emulator/downloadableEmulators.js'
const MIN_JAVA_MAJOR = 11
const JDK_HINT = `Install a JDK ${MIN_JAVA_MAJOR} or later (for example: apt-get install default-jdk-headless).`

export class EmulatorSetupError extends Error {}

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
 * @property {boolean} storageRulesEnforced whether storage.rules are evaluated by the real runtime
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
  const firestoreJar = await prepareFirestore(cacheDir, buildDir, log)
  if (firestoreJar) env.FIRESTORE_EMULATOR_BINARY_PATH = firestoreJar

  const storage = await prepareStorageRules(cacheDir, buildDir, root, log)
  if (storage.jar) env.STORAGE_EMULATOR_BINARY_PATH = storage.jar
  env.STORAGE_RULES_ENFORCED = String(storage.enforced)

  return { env, storageRulesEnforced: storage.enforced }
}

/**
 * @param {string} cacheDir
 * @param {string} buildDir
 * @param {Log} log
 * @returns {Promise<string | undefined>} the JAR to point firebase-tools at, if any
 */
async function prepareFirestore(cacheDir, buildDir, log) {
  const cached = findCachedJars(cacheDir, 'cloud-firestore-emulator-')
  if (cached.length > 0) {
    log(`Firestore: using the cached emulator ${path.basename(cached[0])}`)
    return isFirebaseToolsDefault('firestore', cached) ? undefined : cached[0]
  }

  const sdkJar = await findSdkFirestoreJar()
  const jar = await buildFirestoreLauncher(sdkJar, buildDir)
  log(`Firestore: using the Google Cloud SDK emulator ${sdkJar}`)
  return jar
}

/**
 * @param {string} cacheDir
 * @param {string} buildDir
 * @param {string} root
 * @param {Log} log
 * @returns {Promise<{ jar?: string, enforced: boolean }>}
 */
async function prepareStorageRules(cacheDir, buildDir, root, log) {
  const cached = findCachedJars(cacheDir, 'cloud-storage-rules-runtime-')
  if (cached.length > 0) {
    log(`Storage: storage.rules enforced (rules runtime ${path.basename(cached[0])})`)
    return {
      jar: isFirebaseToolsDefault('storage', cached) ? undefined : cached[0],
      enforced: true,
    }
  }

  const jar = await buildStandin(
    path.join(root, 'scripts/emulators/storage-rules-standin'),
    buildDir,
  )
  log(STANDIN_WARNING)
  return { jar, enforced: false }
}

const STANDIN_WARNING = `
################################################################################
#                                                                              #
#   WARNING: storage.rules NOT enforced locally (stand-in rules runtime)       #
#                                                                              #
#   The Cloud Storage rules runtime is not installed, so the Storage emulator  #
#   PERMITS EVERY REQUEST. Tests of storage.rules are skipped                  #
#   (STORAGE_RULES_ENFORCED=false); they do not pass.                          #
#                                                                              #
#   To enforce storage.rules, run once on a machine with internet access:      #
#     npx firebase setup:emulators:storage                                     #
#                                                                              #
################################################################################
`

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

async function findSdkFirestoreJar() {
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

  await requireTool('jar')
  await inTempDir(buildDir, async (tmp) => {
    writeFileSync(path.join(tmp, 'manifest.txt'), manifest)
    await runTool('jar', ['cfm', path.join(tmp, 'out.jar'), path.join(tmp, 'manifest.txt')])
    renameSync(path.join(tmp, 'out.jar'), jar)
  })
  writeFileSync(stamp, manifest)
  return jar
}

/**
 * Compiles the stand-in rules runtime when its sources are newer than the JAR.
 * @param {string} sourceDir
 * @param {string} buildDir
 */
async function buildStandin(sourceDir, buildDir) {
  const jar = path.join(buildDir, 'storage-rules-standin.jar')
  const sources = readdirSync(sourceDir)
    .filter((name) => name.endsWith('.java'))
    .map((name) => path.join(sourceDir, name))
  const newestSource = Math.max(...sources.map((file) => statSync(file).mtimeMs))

  if (existsSync(jar) && statSync(jar).mtimeMs >= newestSource) return jar

  await requireTool('javac')
  await requireTool('jar')
  await inTempDir(buildDir, async (tmp) => {
    const classes = path.join(tmp, 'classes')
    await runTool('javac', [
      '--release',
      String(MIN_JAVA_MAJOR),
      '-encoding',
      'UTF-8',
      '-Xlint:all',
      '-d',
      classes,
      ...sources,
    ])
    await runTool('jar', ['cfe', path.join(tmp, 'out.jar'), STANDIN_MAIN_CLASS, '-C', classes, '.'])
    renameSync(path.join(tmp, 'out.jar'), jar)
  })
  return jar
}

/**
 * A manifest line, folded at 72 bytes as the JAR format requires (the value is ASCII here).
 * @param {string} name
 * @param {string} value
 */
function manifestEntry(name, value) {
  const line = `${name}: ${value}`
  const chunks = [line.slice(0, 72)]
  for (let i = 72; i < line.length; i += 71) chunks.push(' ' + line.slice(i, i + 71))
  return chunks.join('\n') + '\n'
}

/**
 * Builds in a private folder and moves only finished files, so parallel runs cannot collide.
 * @param {string} buildDir
 * @param {(tmp: string) => Promise<void>} build
 */
async function inTempDir(buildDir, build) {
  mkdirSync(buildDir, { recursive: true })
  const tmp = mkdtempSync(path.join(buildDir, 'tmp-'))
  try {
    await build(tmp)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

/** @param {string} file */
function readTextIfExists(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined
}

async function requireJava() {
  // `-version`, unlike `--version`, is understood by old JDKs too, so they get a clear message.
  const output = await requireTool('java', '-version')
  const match = /version "(?:1\.)?(\d+)/.exec(output)
  const major = match ? Number(match[1]) : 0
  if (major < MIN_JAVA_MAJOR) {
    throw new EmulatorSetupError(
      `The emulators need Java ${MIN_JAVA_MAJOR} or later; found: ${output.split('\n')[0]}\n${JDK_HINT}`,
    )
  }
}

/**
 * Fails clearly when a JDK tool is missing; returns its version text.
 * @param {string} tool
 */
async function requireTool(tool, versionFlag = '--version') {
  try {
    const { stdout, stderr } = await execFileAsync(tool, [versionFlag])
    return `${stderr}${stdout}`.trim()
  } catch (error) {
    const { code, message } = /** @type {NodeJS.ErrnoException} */ (error)
    if (code === 'ENOENT') {
      throw new EmulatorSetupError(`\`${tool}\` was not found on the PATH. ${JDK_HINT}`)
    }
    throw new EmulatorSetupError(`\`${tool} ${versionFlag}\` failed: ${message}`)
  }
}

/**
 * @param {string} tool
 * @param {string[]} args
 */
async function runTool(tool, args) {
  try {
    await execFileAsync(tool, args)
  } catch (error) {
    const {
      stdout = '',
      stderr = '',
      message,
    } = /** @type {Error & { stdout?: string, stderr?: string }} */ (error)
    const details = `${stderr}${stdout}`.trim() || message
    throw new EmulatorSetupError(`\`${tool} ${args.join(' ')}\` failed:\n${details}`)
  }
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
