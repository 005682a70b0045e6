// `npm run backup` and `npm run restore` as a shop runs them, against the emulators: the demo data
// and a document of every Firestore type are backed up, everything is wiped and restored, and the
// project must hold the very same documents (each value with its type) and files (byte for byte,
// with their metadata). A non-empty target without --force and a damaged backup are refused with
// nothing written; a restore into another project makes the old bucket's addresses name its own.
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Timestamp } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { resetAndSeed } from '../../scripts/seed/seed.mjs'
import { retryingStorage } from '../../scripts/seed/storage-retry.mjs'
import { EMULATOR_ENV, runCommand } from './support/command'
import { adminOf, bucketOf, digestOf, projectState, wipeProject } from './support/project-state'

const PROJECT = 'demo-heladeria-colon'
const COPY = 'demo-heladeria-copia'
const EXTRA = 'pruebas-respaldo'
const { db, bucket } = adminOf(PROJECT)

let work: string
let backupDir: string
let before: Awaited<ReturnType<typeof projectState>>

/** A document of every type Firestore has, written through the REST API to choose each one. */
async function writeEveryType() {
  const name = (p: string) => `projects/${PROJECT}/databases/(default)/documents/${p}`
  const fields = {
    entero: { integerValue: '9007199254740993' },
    dobleEntero: { doubleValue: 2 },
    doble: { doubleValue: 1.5 },
    noNumero: { doubleValue: 'NaN' },
    fecha: { timestampValue: '2026-11-20T15:00:00.123456Z' },
    lugar: { geoPointValue: { latitude: 1.1394, longitude: -76.9772 } },
    referencia: { referenceValue: name('comidas/demo-comidas-01') },
    bytes: { bytesValue: Buffer.from([0, 1, 2, 255]).toString('base64') },
    nada: { nullValue: null },
    si: { booleanValue: true },
    texto: { stringValue: 'Colón, Putumayo ñ 🍦' },
    mapa: {
      mapValue: {
        fields: {
          lista: { arrayValue: { values: [{ integerValue: '1' }, { doubleValue: 1 }] } },
          vacio: { mapValue: {} },
        },
      },
    },
    listaVacia: { arrayValue: {} },
  }
  const response = await fetch(
    `http://${EMULATOR_ENV.FIRESTORE_EMULATOR_HOST}/v1/projects/${PROJECT}/databases/(default)/documents:commit`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        writes: [
          { update: { name: name(`${EXTRA}/tipos`), fields } },
          {
            update: { name: name(`${EXTRA}/tipos/notas/1`), fields: { n: { integerValue: '1' } } },
          },
          // A document under a parent that does not exist.
          { update: { name: name(`${EXTRA}/sin-padre/hijos/1`), fields: {} } },
        ],
      }),
    },
  )
  expect(response.ok).toBe(true)
}

/** Files whose metadata and names go beyond what the seed writes. */
async function writeOddFiles() {
  await retryingStorage(() =>
    bucket.file(`${EXTRA}/adjunto.txt`).save(Buffer.from('Hola\n'), {
      resumable: false,
      metadata: {
        contentType: 'text/plain; charset=utf-8',
        cacheControl: 'no-store',
        contentDisposition: 'attachment; filename="adjunto.txt"',
        contentLanguage: 'es',
        metadata: { origen: 'prueba', firebaseStorageDownloadTokens: 'token-de-prueba' },
      },
    }),
  )
  await retryingStorage(() =>
    bucket.file(`${EXTRA}/ñandú y espacios.bin`).save(Buffer.from([0, 0xff, 0x10, 0x80]), {
      resumable: false,
      metadata: { contentType: 'application/octet-stream' },
    }),
  )
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'respaldos-'))
  backupDir = path.join(work, 'respaldo')
  await wipeProject(PROJECT)
  await resetAndSeed()
  await writeEveryType()
  await writeOddFiles()
  before = await projectState(PROJECT)
})

afterAll(async () => {
  await wipeProject(COPY)
  await wipeProject(PROJECT)
  await resetAndSeed()
  await rm(work, { recursive: true, force: true })
})

describe('backup, wipe, restore on the emulators', () => {
  it('backs up every document and file into the folder, checked against its manifest', async () => {
    const run = await runCommand('backup', ['--out', backupDir])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/checked against its manifest\.$/m)
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'))
    expect(manifest.source).toEqual({
      projectId: PROJECT,
      bucket: bucketOf(PROJECT),
      emulators: true,
    })
    expect(manifest.firestore.documents).toBe(before.documents.size)
    expect(manifest.storage.files).toBe(before.files.size)
    expect(manifest.storage.objects.map((object: { name: string }) => object.name)).toEqual(
      [...before.files.keys()].sort(),
    )
    // Equal files are kept once: the gallery copies are the seed's 480 px files.
    expect((await readdir(path.join(backupDir, 'files'))).length).toBeLessThan(before.files.size)
  })

  it('restores into the wiped project: the same documents, types included, and the same files', async () => {
    await wipeProject(PROJECT)
    const wiped = await projectState(PROJECT)
    expect(wiped.documents.size + wiped.files.size).toBe(0)

    const run = await runCommand('restore', [backupDir])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      `Firestore: ${String(before.documents.size)} documents to write (${String(before.documents.size)} new, 0 overwritten), 0 documents to delete`,
    )
    expect(run.stdout).toMatch(/now holds exactly the backup\.$/m)

    const after = await projectState(PROJECT)
    expect(after.documents).toEqual(before.documents)
    expect(after.files).toEqual(before.files)
    const types = (await db.doc(`${EXTRA}/tipos`).get()).data() ?? {}
    expect(types.fecha).toEqual(
      new Timestamp(Date.parse('2026-11-20T15:00:00Z') / 1000, 123_456_000),
    )
    expect(after.documents.get(`${EXTRA}/tipos`)).toMatchObject({
      dobleEntero: { doubleValue: 2 },
      entero: { integerValue: '9007199254740993' },
    })
  })

  it('refuses a target that holds data without --force, and leaves it as it was', async () => {
    await db.doc('opiniones/despues-del-respaldo').set({ mensaje: 'Nueva', leida: false })
    await retryingStorage(() =>
      bucket.file(`${EXTRA}/nuevo.txt`).save('nuevo', { resumable: false }),
    )
    const holding = await projectState(PROJECT)

    const run = await runCommand('restore', [backupDir])
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      `restore: project ${PROJECT} on the local emulators is not empty (${String(before.documents.size + 1)} documents, ${String(before.files.size + 1)} files): restoring replaces what it holds. Nothing was written; add --force to restore.`,
    ])
    expect(await projectState(PROJECT)).toEqual(holding)
  })

  it('with --force, says what it overwrites and deletes, and leaves exactly the backup', async () => {
    const run = await runCommand('restore', [backupDir, '--force'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const documents = before.documents.size
    const files = before.files.size
    expect(run.stdout).toContain(
      `Firestore: ${String(documents)} documents to write (0 new, ${String(documents)} overwritten), 1 document to delete (not in the backup)`,
    )
    expect(run.stdout).toContain(
      `Storage: ${String(files)} files to write (0 new, ${String(files)} overwritten), 1 file to delete (not in the backup)`,
    )
    expect(await projectState(PROJECT)).toEqual(before)
  })

  it('refuses a damaged backup and writes nothing', async () => {
    const damaged = path.join(work, 'dañado')
    await cp(backupDir, damaged, { recursive: true })
    const [blob] = await readdir(path.join(damaged, 'files'))
    const file = path.join(damaged, 'files', String(blob))
    const bytes = await readFile(file)
    bytes.writeUInt8(bytes.readUInt8(10) ^ 0xff, 10)
    await writeFile(file, bytes)
    await db.doc('opiniones/despues-del-respaldo').set({ mensaje: 'Nueva', leida: false })
    const holding = await projectState(PROJECT)

    const run = await runCommand('restore', [damaged, '--force'])
    expect(run.code).toBe(1)
    const lines = run.stderr.trim().split('\n')
    expect(lines[0]).toBe(`restore: ${damaged} is not a sound backup; nothing was written:`)
    expect(lines.slice(1).every((line) => line.includes(`files/${String(blob)}`))).toBe(true)
    expect(lines.slice(1).join('\n')).toMatch(/does not match its SHA-256 or size: it is damaged\./)
    expect(await projectState(PROJECT)).toEqual(holding)
    await db.doc('opiniones/despues-del-respaldo').delete()
  })

  it('restores into another project: the old bucket’s addresses name the new one, and open', async () => {
    await wipeProject(COPY)
    const run = await runCommand('restore', [backupDir, '--project', COPY])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      new RegExp(
        `\\d+ addresses renamed from gs://${bucketOf(PROJECT)} to gs://${bucketOf(COPY)}, 1 reference moved`,
      ),
    )

    const copy = await projectState(COPY)
    const moved = (value: unknown) =>
      JSON.parse(
        JSON.stringify(value)
          .replaceAll(`/v0/b/${bucketOf(PROJECT)}/o/`, `/v0/b/${bucketOf(COPY)}/o/`)
          .replaceAll(`projects/${PROJECT}/`, `projects/${COPY}/`),
      )
    expect(copy.documents).toEqual(new Map([...before.documents].map(([p, f]) => [p, moved(f)])))
    expect(copy.files).toEqual(before.files)

    const menuImage = (await adminOf(COPY).db.doc('comidas/demo-comidas-01').get()).data()
    const url = String(menuImage?.url)
    expect(url).toContain(`/v0/b/${bucketOf(COPY)}/o/`)
    const response = await fetch(url)
    expect(response.status).toBe(200)
    const ruta = String(menuImage?.ruta)
    expect(digestOf(new Uint8Array(await response.arrayBuffer()))).toBe(
      before.files.get(ruta)?.sha256,
    )
    // The source project is untouched.
    expect(await projectState(PROJECT)).toEqual(before)
  })
})

describe('a database larger than one page of reads and one batch of writes', () => {
  const PAGES = 'demo-heladeria-paginas'
  // More than one page of reads (300) and one batch of writes (200) of the commands.
  const COUNT = 350

  afterAll(() => wipeProject(PAGES))

  it('backs up and restores every document of a collection read in several pages', async () => {
    const { db: pages } = adminOf(PAGES)
    await wipeProject(PAGES)
    for (let start = 0; start < COUNT; start += 325) {
      const batch = pages.batch()
      for (let n = start; n < Math.min(COUNT, start + 325); n += 1) {
        batch.set(pages.doc(`muchos/${String(n).padStart(4, '0')}`), {
          n,
          fecha: new Timestamp(1_763_000_000 + n, 1000 * n),
          dentro: { lista: [n, `${String(n)}`] },
        })
      }
      await batch.commit()
    }
    const written = (await pages.collection('muchos').orderBy('n').get()).docs.map((doc) =>
      doc.data(),
    )
    const dir = path.join(work, 'paginas')

    const backedUp = await runCommand('backup', ['--project', PAGES, '--out', dir])
    expect(backedUp.code).toBe(0)
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))
    expect(manifest.firestore.documents).toBe(COUNT)
    expect(manifest.firestore.collections).toEqual({ muchos: COUNT })

    await wipeProject(PAGES)
    const restored = await runCommand('restore', [dir, '--project', PAGES])
    expect(restored.code).toBe(0)
    expect(restored.stdout).toContain(
      `Firestore: ${String(COUNT)}/${String(COUNT)} documents written`,
    )
    expect(restored.stdout).toContain(`Firestore: 200/${String(COUNT)} documents written`)
    const read = (await pages.collection('muchos').orderBy('n').get()).docs.map((doc) => doc.data())
    expect(read).toEqual(written)
  })
})

describe('the target, as the commands choose it', () => {
  const NO_EMULATORS = {
    FIRESTORE_EMULATOR_HOST: undefined,
    FIREBASE_AUTH_EMULATOR_HOST: undefined,
    FIREBASE_STORAGE_EMULATOR_HOST: undefined,
    GCLOUD_PROJECT: undefined,
    GOOGLE_CLOUD_PROJECT: undefined,
  }

  it('refuses a demo project without the emulators, in one line', async () => {
    const run = await runCommand('backup', ['--project', PROJECT], NO_EMULATORS)
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      `backup: "${PROJECT}" is a demo project, which only exists on the local emulators: start them and add --emulators.`,
    ])
  })

  it('asks for a project when none is given', async () => {
    const run = await runCommand('restore', [backupDir], NO_EMULATORS)
    expect(run.code).toBe(1)
    expect(run.stderr).toMatch(
      /^restore: Missing project: pass --project <id> or set GCLOUD_PROJECT/,
    )
    expect(run.stderr.trim().split('\n')).toHaveLength(1)
  })

  it('says what a wrong command line lacks, with the usage', async () => {
    const run = await runCommand('restore', [])
    expect(run.code).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      'restore: Missing the backup folder.',
      'Usage: npm run restore -- <dir> [--project <id>] [--bucket <name>] [--emulators] [--force]',
    ])
  })
})
