import { spawnSync } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  beginLocalDataRun,
  endLocalDataRun,
  isCompleteExport,
  localDataPaths,
  removeNewFirebaseExportTemps,
  resetLocalData,
  runningSessionPid,
} from './local-data.mjs'

/** @type {string} */
let root
/** @type {import('./local-data.mjs').LocalDataPaths} */
let paths

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'local-data-test-'))
  paths = localDataPaths(root)
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/**
 * Writes an export as firebase-tools lays it out, tagged so that tests can tell exports apart.
 * @param {string} dir
 * @param {string} tag
 * @param {{ without?: string }} [options] an emulator whose part is left out
 */
function writeExport(dir, tag, { without } = {}) {
  const parts = {
    firestore: {
      path: 'firestore_export',
      metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
    },
    auth: { path: 'auth_export' },
    storage: { path: 'storage_export' },
  }
  for (const [name, part] of Object.entries(parts)) {
    if (name !== without) mkdirSync(path.join(dir, part.path), { recursive: true })
  }
  if (without !== 'firestore') writeFileSync(path.join(dir, parts.firestore.metadata_file), '')
  writeFileSync(path.join(dir, 'tag.txt'), tag)
  writeFileSync(
    path.join(dir, 'firebase-export-metadata.json'),
    JSON.stringify({ version: '13.35.1', ...parts }),
  )
}

/** @param {string} dir */
function tagOf(dir) {
  return readFileSync(path.join(dir, 'tag.txt'), 'utf8')
}

describe('isCompleteExport', () => {
  it('accepts an export of auth, firestore and storage', () => {
    writeExport(paths.saved, 'a')
    expect(isCompleteExport(paths.saved)).toBe(true)
  })

  it('rejects a missing folder, a missing metadata file and a missing part', () => {
    expect(isCompleteExport(paths.saved)).toBe(false)
    mkdirSync(paths.saved)
    expect(isCompleteExport(paths.saved)).toBe(false)
    writeExport(paths.exporting, 'b', { without: 'storage' })
    expect(isCompleteExport(paths.exporting)).toBe(false)
  })
})

describe('beginLocalDataRun', () => {
  it('seeds when nothing is saved, and marks the run', () => {
    expect(beginLocalDataRun(paths)).toEqual({ reason: 'none' })
    expect(readFileSync(paths.session, 'utf8').trim()).toBe(String(process.pid))
  })

  it('imports a saved export', () => {
    writeExport(paths.saved, 'a')
    expect(beginLocalDataRun(paths)).toEqual({ importFrom: paths.saved })
  })

  it('seeds over a saved folder that is not a complete export', () => {
    writeExport(paths.saved, 'a', { without: 'auth' })
    expect(beginLocalDataRun(paths)).toEqual({ reason: 'incomplete' })
  })

  it('finishes a replacement cut short between its renames', () => {
    writeExport(paths.previous, 'old')
    expect(beginLocalDataRun(paths)).toEqual({ importFrom: paths.saved })
    expect(tagOf(paths.saved)).toBe('old')
    expect(existsSync(paths.previous)).toBe(false)
  })

  it('drops what an earlier run left half exported', () => {
    writeExport(paths.saved, 'a')
    writeExport(paths.exporting, 'half', { without: 'firestore' })
    beginLocalDataRun(paths)
    expect(existsSync(paths.exporting)).toBe(false)
    expect(tagOf(paths.saved)).toBe('a')
  })
})

describe('endLocalDataRun', () => {
  it('replaces the saved export with a complete new one', () => {
    writeExport(paths.saved, 'old')
    beginLocalDataRun(paths)
    writeExport(paths.exporting, 'new')
    expect(endLocalDataRun(paths)).toBe('saved')
    expect(tagOf(paths.saved)).toBe('new')
    expect(readdirSync(root)).toEqual([path.basename(paths.saved)])
  })

  it('saves the first export of a seeded run', () => {
    beginLocalDataRun(paths)
    writeExport(paths.exporting, 'first')
    expect(endLocalDataRun(paths)).toBe('saved')
    expect(tagOf(paths.saved)).toBe('first')
  })

  it('keeps the saved export when the new one is incomplete or missing', () => {
    writeExport(paths.saved, 'old')
    beginLocalDataRun(paths)
    writeExport(paths.exporting, 'broken', { without: 'storage' })
    expect(endLocalDataRun(paths)).toBe('export-failed')
    expect(tagOf(paths.saved)).toBe('old')
    expect(existsSync(paths.exporting)).toBe(false)

    beginLocalDataRun(paths)
    expect(endLocalDataRun(paths)).toBe('export-failed')
    expect(tagOf(paths.saved)).toBe('old')
  })

  it('saves nothing when the data was reset during the run', () => {
    writeExport(paths.saved, 'old')
    beginLocalDataRun(paths)
    resetLocalData(paths)
    writeExport(paths.exporting, 'new')
    expect(endLocalDataRun(paths)).toBe('reset')
    expect(readdirSync(root)).toEqual([])
  })
})

describe('resetLocalData', () => {
  it('removes the saved export and what a run left beside it', () => {
    writeExport(paths.saved, 'a')
    writeExport(paths.previous, 'b')
    writeFileSync(paths.session, '1\n')
    expect(resetLocalData(paths)).toEqual([paths.saved, paths.previous, paths.session])
    expect(readdirSync(root)).toEqual([])
    expect(resetLocalData(paths)).toEqual([])
  })
})

describe('runningSessionPid', () => {
  it('names a live run only', () => {
    expect(runningSessionPid(paths)).toBeUndefined()
    writeFileSync(paths.session, `${process.pid}\n`)
    expect(runningSessionPid(paths)).toBe(process.pid)
    const { pid: endedPid } = spawnSync(process.execPath, ['-e', ''])
    writeFileSync(paths.session, `${endedPid}\n`)
    expect(runningSessionPid(paths)).toBeUndefined()
  })
})

describe('removeNewFirebaseExportTemps', () => {
  it('removes only the temporary folders that appeared during the run', () => {
    mkdirSync(path.join(root, 'firebase-export-1old'))
    mkdirSync(path.join(root, 'firebase-export-2new'))
    mkdirSync(path.join(root, 'src'))
    removeNewFirebaseExportTemps(root, ['firebase-export-1old'])
    expect(readdirSync(root).sort()).toEqual(['firebase-export-1old', 'src'])
  })
})

describe('package.json', () => {
  it('keeps local data for npm start only, never for tests or measurements', () => {
    /** @type {{ scripts: Record<string, string> }} */
    const { scripts } = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    )
    const keeping = Object.keys(scripts).filter((name) => scripts[name]?.includes('--keep-data'))
    expect(keeping).toEqual(['start'])
  })
})
