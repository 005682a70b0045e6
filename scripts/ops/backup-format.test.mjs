import { mkdtempSync, rmSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  DOCUMENTS,
  FILES,
  FORMAT,
  MANIFEST,
  VERSION,
  countByCollection,
  defaultBackupFolder,
  readBackup,
  restorableMetadata,
  sha256,
} from './backup-format.mjs'

const DOCUMENT_LINES = [
  { name: 'comidas/a', fields: { numero: { integerValue: '1' }, precio: { doubleValue: 2 } } },
  { name: 'comidas/a/notas/1', fields: {} },
  { name: 'opiniones/x', fields: { mensaje: { stringValue: 'Rico' } } },
]
const PICTURE = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3])

/** @type {string} */
let dir

/** Writes a small sound backup: three documents, two objects sharing one file. */
async function writeBackup() {
  const ndjson = Buffer.from(DOCUMENT_LINES.map((line) => `${JSON.stringify(line)}\n`).join(''))
  await mkdir(path.join(dir, FILES), { recursive: true })
  await writeFile(path.join(dir, DOCUMENTS), ndjson)
  await writeFile(path.join(dir, FILES, sha256(PICTURE)), PICTURE)
  const object = { size: PICTURE.length, sha256: sha256(PICTURE), contentType: 'image/webp' }
  const manifest = {
    format: FORMAT,
    version: VERSION,
    createdAt: '2026-11-28T10:00:00.000Z',
    source: { projectId: 'demo-x', bucket: 'demo-x.appspot.com', emulators: true },
    firestore: {
      documents: 3,
      bytes: ndjson.length,
      sha256: sha256(ndjson),
      collections: { comidas: 2, opiniones: 1 },
    },
    storage: {
      files: 2,
      bytes: 2 * PICTURE.length,
      objects: [
        { name: 'galeria/1', ...object },
        { name: 'cono-gratis/u/a-480', ...object },
      ],
    },
  }
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest))
  return manifest
}

/**
 * @param {(manifest: { format: string, firestore: { documents: number },
 *   storage: { objects: unknown[] } }) => void} change
 */
async function editManifest(change) {
  const manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'))
  change(manifest)
  await writeFile(path.join(dir, MANIFEST), JSON.stringify(manifest))
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'respaldo-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('readBackup', () => {
  it('reads a sound backup: its manifest and its documents, values untouched', async () => {
    const manifest = await writeBackup()
    const read = await readBackup(dir)
    expect(read.problems).toEqual([])
    expect(read.manifest).toEqual(manifest)
    expect(read.documents).toEqual(DOCUMENT_LINES)
  })

  it('refuses a folder without a manifest, or with one of something else', async () => {
    expect((await readBackup(dir)).problems).toEqual([
      `${dir} holds no manifest.json: it is not a backup.`,
    ])
    await writeBackup()
    await editManifest((manifest) => {
      manifest.format = 'otra-cosa'
    })
    expect((await readBackup(dir)).problems).toEqual([
      'manifest.json is not a backup of this shop (format otra-cosa).',
    ])
    await writeFile(path.join(dir, MANIFEST), '{ "format": ')
    expect((await readBackup(dir)).problems).toEqual(['manifest.json is not valid JSON.'])
  })

  it('finds a changed byte in a file, and names it', async () => {
    await writeBackup()
    const damaged = Buffer.from(PICTURE)
    damaged.writeUInt8(damaged.readUInt8(3) ^ 1, 3)
    await writeFile(path.join(dir, FILES, sha256(PICTURE)), damaged)
    const { problems, documents, manifest } = await readBackup(dir)
    expect(problems).toEqual([
      `files/${sha256(PICTURE)} (galeria/1) does not match its SHA-256 or size: it is damaged.`,
      `files/${sha256(PICTURE)} (cono-gratis/u/a-480) does not match its SHA-256 or size: it is damaged.`,
    ])
    expect(documents).toBeUndefined()
    expect(manifest).toBeUndefined()
  })

  it('finds a missing file', async () => {
    await writeBackup()
    await rm(path.join(dir, FILES, sha256(PICTURE)))
    expect((await readBackup(dir)).problems).toContain(
      `files/${sha256(PICTURE)} (galeria/1) is missing.`,
    )
  })

  it('finds edited documents, and a document count that does not add up', async () => {
    await writeBackup()
    const file = path.join(dir, DOCUMENTS)
    await writeFile(file, (await readFile(file, 'utf8')).replace('"1"', '"2"'))
    expect((await readBackup(dir)).problems).toEqual([
      'firestore.ndjson does not match the manifest (size or SHA-256): it was changed or damaged.',
    ])
    await writeBackup()
    await editManifest((manifest) => {
      manifest.firestore.documents = 4
    })
    expect((await readBackup(dir)).problems).toEqual([
      'firestore.ndjson holds 3 documents; the manifest says 4.',
    ])
  })

  it('finds Storage totals that do not add up', async () => {
    await writeBackup()
    await editManifest((manifest) => {
      manifest.storage.objects.pop()
    })
    expect((await readBackup(dir)).problems).toEqual([
      "The manifest's Storage totals do not add up: it was changed.",
    ])
  })
})

describe('the parts of a backup', () => {
  it('names the default folder after the project and the UTC time, without colons', () => {
    expect(defaultBackupFolder('demo-x', new Date('2026-11-28T07:05:09.123Z'))).toBe(
      path.join('backups', 'demo-x-2026-11-28T07-05-09Z'),
    )
  })

  it('keeps the metadata a restore gives back, and only what was set', () => {
    expect(
      restorableMetadata({
        name: 'galeria/1',
        bucket: 'b',
        generation: '17',
        md5Hash: 'x',
        contentType: 'image/webp',
        cacheControl: 'private, max-age=3600',
        contentDisposition: '',
        contentLanguage: 'es',
        metadata: { firebaseStorageDownloadTokens: 't-1', origen: 'seed' },
      }),
    ).toEqual({
      contentType: 'image/webp',
      cacheControl: 'private, max-age=3600',
      contentLanguage: 'es',
      metadata: { firebaseStorageDownloadTokens: 't-1', origen: 'seed' },
    })
    expect(restorableMetadata({ name: 'x', metadata: {} })).toEqual({})
  })

  it('counts documents by their top-level collection', () => {
    expect(countByCollection(DOCUMENT_LINES)).toEqual({ comidas: 2, opiniones: 1 })
  })
})
