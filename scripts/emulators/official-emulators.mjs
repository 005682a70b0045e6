// The official emulator JARs that firebase-tools downloads from Google (the Firestore emulator and
// the Cloud Storage rules runtime): finding a cached copy, and otherwise letting firebase-tools
// download one (`firebase setup:emulators:<name>`) when the download host answers a quick probe.

import { spawn } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { createRequire } from 'node:module'
import { homedir } from 'node:os'
import path from 'node:path'

import { EmulatorSetupError } from './java-tools.mjs'

// Where firebase-tools downloads both from (lib/emulator/downloadableEmulatorInfo.json, which
// downloadableEmulators.js reads).
export const DOWNLOAD_HOST = 'https://storage.googleapis.com/'
export const PROBE_TIMEOUT_MS = 3000
export const DOWNLOAD_TIMEOUT_MS = 10 * 60_000
const FIREBASE_TOOLS_DOWNLOADS = 'firebase-tools/lib/emulator/downloadableEmulatorInfo.json'
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy']

/**
 * @typedef {'firestore' | 'storage'} OfficialEmulator
 * @typedef {object} OfficialCopy
 * @property {string} name the JAR's file name
 * @property {string | undefined} jar the path to set as `<NAME>_EMULATOR_BINARY_PATH`; undefined
 *   when it is the copy firebase-tools picks by itself
 * @typedef {object} NoCopy
 * @property {string} reason why there is none, in one line
 * @property {boolean} offline whether the download host could not be reached at all
 * @typedef {(url: string) => Promise<void>} Probe rejects unless the URL's host answers
 * @typedef {(emulator: OfficialEmulator) => Promise<void>} Download rejects unless the emulator
 *   was downloaded into the cache
 * @typedef {(message: string) => void} Log
 * @typedef {{ downloadPath: string, opts: { remoteUrl: string, expectedSize: number } }} Details
 * @typedef {{ remoteUrl: string, expectedSize: number, downloadPathRelativeToCacheDir: string }}
 *   DownloadInfo
 */

const CACHED_PREFIXES = {
  firestore: 'cloud-firestore-emulator-',
  storage: 'cloud-storage-rules-runtime-',
}
const LABELS = { firestore: 'Firestore', storage: 'Storage' }
const WHAT = { firestore: 'emulator', storage: 'rules runtime' }

export function defaultCacheDir() {
  return (
    process.env.FIREBASE_EMULATORS_PATH || path.join(homedir(), '.cache', 'firebase', 'emulators')
  )
}

/**
 * firebase-tools' own record of what it downloads, from where, and where it keeps it (in its cache
 * folder, the one defaultCacheDir names).
 * @param {OfficialEmulator} emulator
 * @returns {Details | undefined}
 */
export function downloadDetails(emulator) {
  try {
    /** @type {Record<OfficialEmulator, DownloadInfo>} */
    const info = createRequire(import.meta.url)(FIREBASE_TOOLS_DOWNLOADS)
    const { remoteUrl, expectedSize, downloadPathRelativeToCacheDir } = info[emulator]
    return {
      downloadPath: path.join(defaultCacheDir(), downloadPathRelativeToCacheDir),
      opts: { remoteUrl, expectedSize },
    }
  } catch {
    return undefined
  }
}

/** The firebase-tools CLI of this project (node_modules). */
export function firebaseCli() {
  const require = createRequire(import.meta.url)
  let packageJson
  try {
    packageJson = require.resolve('firebase-tools/package.json')
  } catch {
    throw new EmulatorSetupError('firebase-tools is not installed here: run `npm ci` first.')
  }
  const { bin } = JSON.parse(readFileSync(packageJson, 'utf8'))
  return path.join(path.dirname(packageJson), bin.firebase)
}

/**
 * @param {{ cacheDir: string, log: Log, probe?: Probe, download?: Download }} options
 */
export function officialEmulators({ cacheDir, log, probe = probeUrl, download = firebaseSetup }) {
  /** @type {Promise<NoCopy | undefined> | undefined} */
  let probed

  /** @param {OfficialEmulator} emulator */
  function cached(emulator) {
    return findCached(cacheDir, emulator, log)
  }

  /**
   * Starts the probe of the download host, or returns the one already under way.
   * @returns {Promise<NoCopy | undefined>} why the host cannot be reached, if it cannot
   */
  function probeHost() {
    const { host } = new URL(DOWNLOAD_HOST)
    probed ??= probe(DOWNLOAD_HOST).then(
      () => undefined,
      (error) => ({ reason: `${host} cannot be reached: ${oneLine(error)}`, offline: true }),
    )
    return probed
  }

  /**
   * @param {OfficialEmulator} emulator
   * @returns {Promise<OfficialCopy | NoCopy>}
   */
  async function fetchCopy(emulator) {
    const unreachable = await probeHost()
    if (unreachable) return unreachable
    log(`${LABELS[emulator]}: downloading the official ${WHAT[emulator]}${downloadNote(emulator)}`)
    try {
      await download(emulator)
    } catch (error) {
      return { reason: `firebase-tools: ${oneLine(error)}`, offline: false }
    }
    return cached(emulator) ?? { reason: `the download left no JAR in ${cacheDir}`, offline: false }
  }

  return { cached, probeHost, download: fetchCopy }
}

/**
 * The newest whole cached copy of the emulator's JAR, if firebase-tools downloaded one before.
 * @param {string} cacheDir
 * @param {OfficialEmulator} emulator
 * @param {Log} log
 * @returns {OfficialCopy | undefined}
 */
function findCached(cacheDir, emulator, log) {
  if (!existsSync(cacheDir)) return undefined
  const copies = readdirSync(cacheDir)
    .filter((name) => name.startsWith(CACHED_PREFIXES[emulator]) && name.endsWith('.jar'))
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
  const details = downloadDetails(emulator)
  for (const name of copies) {
    const jar = path.join(cacheDir, name)
    const cutShort = details && incompleteSize(details, jar)
    if (cutShort) {
      log(`${LABELS[emulator]}: the cached ${name} is incomplete (${cutShort}); not used`)
      continue
    }
    return { name, jar: details?.downloadPath === jar ? undefined : jar }
  }
  return undefined
}

/**
 * firebase-tools checks a download's size and checksum before it copies it into the cache, but a
 * copy cut short there (the laptop closed, Ctrl+C) would stay and make Java fail on every start.
 * For the version firebase-tools names, the file's size must be the one it expects.
 * @param {Details} details what firebase-tools downloads
 * @param {string} jar
 * @returns {string | undefined} the sizes, when they differ
 */
function incompleteSize(details, jar) {
  if (path.basename(details.downloadPath) !== path.basename(jar)) return undefined
  const { size } = statSync(jar)
  const expected = details.opts.expectedSize
  return size === expected ? undefined : `${String(size)} of ${String(expected)} bytes`
}

/** @param {OfficialEmulator} emulator */
function downloadNote(emulator) {
  const bytes = downloadDetails(emulator)?.opts.expectedSize
  return bytes
    ? ` (${Math.round(bytes / 1e6)} MB, once) with firebase-tools`
    : ' with firebase-tools'
}

/**
 * Resolves once the URL's host answers a HEAD request (whatever its status) within the time limit.
 * Behind a proxy, which fetch does not use, the probe cannot tell: firebase-tools (which does use
 * it) tries the download, within its own time limit.
 * @param {string} url
 * @param {{ timeoutMs?: number, env?: NodeJS.ProcessEnv }} [options]
 */
export async function probeUrl(url, { timeoutMs = PROBE_TIMEOUT_MS, env = process.env } = {}) {
  if (PROXY_VARIABLES.some((name) => env[name])) return
  try {
    await fetch(url, { method: 'HEAD', redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new Error(`no answer within ${duration(timeoutMs)}`)
    }
    const cause = error instanceof Error ? error.cause : undefined
    throw cause instanceof Error ? cause : error
  }
}

/**
 * Runs `firebase setup:emulators:<name>` with the project's firebase-tools (its output relayed to
 * stderr, never to stdout, which prepare.mjs keeps for its exports), and stops it when it takes
 * longer than the time limit.
 * @param {OfficialEmulator} emulator
 * @param {{ timeoutMs?: number, cli?: string, relay?: NodeJS.WritableStream }} [options]
 * @returns {Promise<void>}
 */
export function firebaseSetup(
  emulator,
  { timeoutMs = DOWNLOAD_TIMEOUT_MS, cli = firebaseCli(), relay = process.stderr } = {},
) {
  // With the override set, firebase-tools would skip the download.
  const env = { ...process.env }
  delete env[`${emulator.toUpperCase()}_EMULATOR_BINARY_PATH`]
  const child = spawn(process.execPath, [cli, `setup:emulators:${emulator}`], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  /** @param {Buffer} chunk */
  const keep = (chunk) => {
    relay.write(chunk)
    output = (output + chunk.toString()).slice(-2000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM')
      reject(new Error(`it did not finish within ${duration(timeoutMs)}`))
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(lastLine(output) || `firebase-tools exited with ${code ?? signal}`))
    })
  })
}

/** @param {number} ms */
function duration(ms) {
  return ms >= 60_000 ? `${ms / 60_000} min` : `${ms / 1000} s`
}

/** @param {string} text */
function lastLine(text) {
  const lines = text.split('\n').map((line) => line.trim())
  return (lines.filter(Boolean).at(-1) ?? '').replace(/^Error:\s*/, '')
}

/**
 * @param {unknown} error
 * @returns {string}
 */
function oneLine(error) {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 300)
}
