// Which Firestore emulator firebase-tools runs, in order of preference:
//
// 1. the official emulator, when firebase-tools has a cached copy;
// 2. the Google Cloud SDK's emulator (the Debian package, or gcloud's component), through a thin
//    launcher JAR;
// 3. the official emulator, downloaded by firebase-tools when its download host can be reached;
// otherwise a clear error saying what to install.

import { execFile } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'

import { EmulatorSetupError, buildJar, manifestEntry } from './java-tools.mjs'

const execFileAsync = promisify(execFile)

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore'
const SDK_FIRESTORE_JAR = 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
const LINUX_SDK_ROOTS = ['/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk']
const MACOS_SDK_ROOTS = [
  '/opt/homebrew/share/google-cloud-sdk',
  '/usr/local/share/google-cloud-sdk',
  '/opt/homebrew/Caskroom/google-cloud-sdk/latest/google-cloud-sdk',
  '/usr/local/Caskroom/google-cloud-sdk/latest/google-cloud-sdk',
]

/**
 * @typedef {import('./official-emulators.mjs').OfficialCopy} OfficialCopy
 * @typedef {import('./official-emulators.mjs').NoCopy} NoCopy
 * @typedef {object} FirestoreSteps
 * @property {() => OfficialCopy | undefined} findOfficial the cached official emulator, if any
 * @property {() => Promise<string>} findSdkJar the SDK's JAR; rejects with an EmulatorSetupError
 *   saying where it looked
 * @property {(sdkJar: string) => Promise<string>} buildLauncher the launcher JAR of the SDK's JAR
 * @property {() => Promise<OfficialCopy | NoCopy>} downloadOfficial
 * @typedef {(message: string) => void} Log
 */

/**
 * @param {FirestoreSteps} steps
 * @param {Log} log
 * @returns {Promise<string | undefined>} for FIRESTORE_EMULATOR_BINARY_PATH; undefined leaves
 *   firebase-tools to run its own official copy
 */
export async function chooseFirestoreEmulator(steps, log) {
  const cached = steps.findOfficial()
  if (cached) {
    log(`Firestore: using the cached official emulator ${cached.name}`)
    return cached.jar
  }

  /** @type {EmulatorSetupError} */
  let notFound
  try {
    const sdkJar = await steps.findSdkJar()
    const jar = await steps.buildLauncher(sdkJar)
    log(`Firestore: using the Google Cloud SDK emulator ${sdkJar}`)
    return jar
  } catch (error) {
    if (!(error instanceof SdkJarNotFoundError)) throw error
    notFound = error
  }

  const downloaded = await steps.downloadOfficial()
  if ('reason' in downloaded) {
    throw new EmulatorSetupError(
      `${notFound.message}\nThe download of the official emulator was tried too: ${downloaded.reason}.`,
    )
  }
  log(`Firestore: using the official emulator ${downloaded.name}, just downloaded`)
  return downloaded.jar
}

export class SdkJarNotFoundError extends EmulatorSetupError {}

/**
 * Where the Google Cloud SDK is usually installed on this kind of machine.
 * @param {NodeJS.Platform} [platform]
 * @param {string} [home]
 */
export function sdkRootCandidates(platform = process.platform, home = homedir()) {
  const system = platform === 'darwin' ? MACOS_SDK_ROOTS : LINUX_SDK_ROOTS
  return [...system, path.join(home, 'google-cloud-sdk')]
}

/**
 * The Firestore emulator JAR of the Google Cloud SDK; it also carries Google's rules engine.
 * @param {{ gcloudRoot?: () => Promise<string | undefined>, candidates?: string[] }} [options]
 */
export async function findSdkFirestoreJar({
  gcloudRoot = gcloudSdkRoot,
  candidates = sdkRootCandidates(),
} = {}) {
  const fromGcloud = await gcloudRoot()
  const roots = [...(fromGcloud ? [fromGcloud] : []), ...candidates]
  for (const sdkRoot of roots) {
    const jar = path.join(sdkRoot, SDK_FIRESTORE_JAR)
    if (existsSync(jar)) return jar
  }
  throw new SdkJarNotFoundError(
    [
      'The Firestore emulator was not found.',
      `Looked for ${SDK_FIRESTORE_JAR} under: ${roots.join(', ')}.`,
      'Install it with the Google Cloud CLI (apt-get install google-cloud-cli-firestore-emulator,',
      'or: gcloud components install cloud-firestore-emulator), or let firebase-tools cache its own',
      'copy on a machine with internet access: npx firebase setup:emulators:firestore',
    ].join('\n'),
  )
}

/** The SDK root that `gcloud` reports, if gcloud is installed. */
async function gcloudSdkRoot() {
  try {
    const { stdout } = await execFileAsync('gcloud', [
      'info',
      '--format=value(installation.sdk_root)',
    ])
    return stdout.trim() || undefined
  } catch {
    return undefined
  }
}

/**
 * The SDK's JAR has no Main-Class, and firebase-tools only runs `java -jar <path>`: a JAR holding
 * nothing but a manifest bridges the two. It is rebuilt whenever the manifest would change.
 * @param {string} sdkJar
 * @param {string} buildDir
 */
export async function buildFirestoreLauncher(sdkJar, buildDir) {
  const jar = path.join(buildDir, 'firestore-emulator.jar')
  const stamp = path.join(buildDir, 'firestore-emulator.manifest')
  const manifest =
    manifestEntry('Main-Class', FIRESTORE_MAIN_CLASS) +
    manifestEntry('Class-Path', pathToFileURL(sdkJar).pathname)

  if (existsSync(jar) && existsSync(stamp) && readFileSync(stamp, 'utf8') === manifest) return jar

  await buildJar({ out: jar, manifest })
  writeFileSync(stamp, manifest)
  return jar
}
