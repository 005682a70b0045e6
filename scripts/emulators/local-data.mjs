// The local data that `npm start` keeps between runs: an emulator export in `.emulator-data/`.
//
// A run imports the saved export (or seeds the demo data when there is none) and has
// firebase-tools export into `.emulator-data.exporting/` on exit. Only a complete export replaces
// the saved one, by renames, so a failed or interrupted export never loses the previous data.

import {
  existsSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import path from 'node:path'

import { isAlive } from './process-tree.mjs'

export const LOCAL_DATA_DIR = '.emulator-data'
/** The emulators whose data is kept; an export lacking one of them is not saved. */
export const KEPT_EMULATORS = /** @type {const} */ (['auth', 'firestore', 'storage'])
const METADATA_FILE = 'firebase-export-metadata.json'
/** firebase-tools exports into a folder named so in its working directory, then moves it. */
const FIREBASE_EXPORT_TEMP_PREFIX = 'firebase-export-'

/**
 * @typedef {object} LocalDataPaths
 * @property {string} saved the export the next run imports
 * @property {string} exporting where firebase-tools exports on exit
 * @property {string} previous the former export while it is being replaced
 * @property {string} session exists while a run keeps data; a reset removes it
 */

/**
 * @param {string} root
 * @returns {LocalDataPaths}
 */
export function localDataPaths(root) {
  const saved = path.join(root, LOCAL_DATA_DIR)
  return {
    saved,
    exporting: `${saved}.exporting`,
    previous: `${saved}.previous`,
    session: `${saved}.session`,
  }
}

/**
 * Whether dir holds an export of every kept emulator, each part present on disk.
 * @param {string} dir
 */
export function isCompleteExport(dir) {
  /** @type {Record<string, { path?: string, metadata_file?: string } | undefined>} */
  let metadata
  try {
    metadata = JSON.parse(readFileSync(path.join(dir, METADATA_FILE), 'utf8'))
  } catch {
    return false
  }
  return KEPT_EMULATORS.every((name) => {
    const part = metadata[name]
    if (!part?.path || !isDirectory(path.join(dir, part.path))) return false
    return !part.metadata_file || existsSync(path.join(dir, part.metadata_file))
  })
}

/** @param {string} file */
function isDirectory(file) {
  try {
    return statSync(file).isDirectory()
  } catch {
    return false
  }
}

/**
 * @typedef {{ importFrom: string } | { importFrom?: undefined, reason: 'none' | 'incomplete' }} LocalDataPlan
 */

/**
 * Gets the folders ready for a run that keeps data, and says whether it imports or seeds.
 * A replacement that was cut short between its two renames is finished here.
 * @param {LocalDataPaths} paths
 * @returns {LocalDataPlan}
 */
export function beginLocalDataRun(paths) {
  if (!existsSync(paths.saved) && isCompleteExport(paths.previous)) {
    renameSync(paths.previous, paths.saved)
  }
  rmSync(paths.exporting, { recursive: true, force: true })
  rmSync(paths.previous, { recursive: true, force: true })
  writeFileSync(paths.session, `${process.pid}\n`)

  if (isCompleteExport(paths.saved)) return { importFrom: paths.saved }
  return { reason: existsSync(paths.saved) ? 'incomplete' : 'none' }
}

/**
 * @typedef {'saved' | 'export-failed' | 'reset'} LocalDataOutcome
 */

/**
 * After the emulators have stopped: the new export replaces the saved one if it is complete
 * and no reset happened meanwhile; otherwise it is dropped and the saved one stays as it is.
 * @param {LocalDataPaths} paths
 * @returns {LocalDataOutcome}
 */
export function endLocalDataRun(paths) {
  /** @type {LocalDataOutcome} */
  let outcome = 'saved'
  if (!existsSync(paths.session)) outcome = 'reset'
  else if (!isCompleteExport(paths.exporting)) outcome = 'export-failed'

  if (outcome === 'saved') {
    rmSync(paths.previous, { recursive: true, force: true })
    if (existsSync(paths.saved)) renameSync(paths.saved, paths.previous)
    renameSync(paths.exporting, paths.saved)
    rmSync(paths.previous, { recursive: true, force: true })
  } else {
    rmSync(paths.exporting, { recursive: true, force: true })
  }
  rmSync(paths.session, { force: true })
  return outcome
}

/**
 * The process id of the run that keeps data now, if one is running.
 * @param {LocalDataPaths} paths
 * @returns {number | undefined}
 */
export function runningSessionPid(paths) {
  let pid
  try {
    pid = Number.parseInt(readFileSync(paths.session, 'utf8'), 10)
  } catch {
    return undefined
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : undefined
}

/**
 * Removes the saved data and whatever a run left beside it.
 * @param {LocalDataPaths} paths
 * @returns {string[]} the paths that existed and were removed
 */
export function resetLocalData(paths) {
  const existing = [paths.saved, paths.exporting, paths.previous, paths.session].filter((file) =>
    existsSync(file),
  )
  for (const file of existing) rmSync(file, { recursive: true, force: true })
  return existing
}

/**
 * The temporary export folders of firebase-tools in dir; one stays behind when an export fails.
 * @param {string} dir
 */
export function firebaseExportTemps(dir) {
  return readdirSync(dir).filter((name) => name.startsWith(FIREBASE_EXPORT_TEMP_PREFIX))
}

/**
 * Removes the temporary export folders that appeared in dir since `before` was listed.
 * @param {string} dir
 * @param {string[]} before
 */
export function removeNewFirebaseExportTemps(dir, before) {
  for (const name of firebaseExportTemps(dir)) {
    if (!before.includes(name)) rmSync(path.join(dir, name), { recursive: true, force: true })
  }
}
