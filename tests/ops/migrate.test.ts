// `npm run migrate` as a shop runs it, against the emulators, on free-cone entries in every shape
// the site has stored since 22 Nov (written here with firebase-admin, as they were left): the dry
// run prints the plan and writes nothing; the run gives each published entry its gallery copy and
// projection exactly as the staff's approval does (the approval itself runs beside it, through
// the app's own code, for comparison), reports the entries it cannot help and leaves them as they
// are, and records itself in migraciones/; a second run changes nothing.
import { readFile } from 'node:fs/promises'
import { deleteApp, initializeApp as initializeClient, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth'
import { connectFirestoreEmulator, getFirestore as getClientFirestore } from 'firebase/firestore'
import { connectStorageEmulator, getStorage as getClientStorage } from 'firebase/storage'
import { Timestamp } from 'firebase-admin/firestore'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { demoToken, downloadUrl, resetAndSeed } from '../../scripts/seed/seed.mjs'
import { retryingStorage } from '../../scripts/seed/storage-retry.mjs'
import { EMULATOR_ENV, runCommand } from './support/command'
import { adminOf, bucketOf, projectState, wipeProject } from './support/project-state'

const PROJECT = 'demo-heladeria-colon'
const BUCKET = bucketOf(PROJECT)
const MIGRATION = '001-gallery-projections'
const { db, bucket } = adminOf(PROJECT)

// The app's Firebase services, as the staff's signed-in dashboard has them.
const staff = vi.hoisted(() => ({ firestore: undefined as unknown, storage: undefined as unknown }))
vi.mock('@/lib/firebase', () => ({
  getFirestoreLive: async () => staff.firestore,
  getStorageService: async () => staff.storage,
}))

/** The app's own modules, loaded through the test runner (they import '@/...'). */
interface AppModules {
  reviewEntry: (entry: unknown, estado: 'publicada') => Promise<void>
  GALLERY_CACHE_CONTROL: string
  projectionOf: (entry: Record<string, unknown>) => Record<string, unknown>
  toFreeConeEntry: (id: string, data: Record<string, unknown>) => unknown
}
async function appModules(): Promise<AppModules> {
  const src = (file: string) => new URL(`../../src/${file}`, import.meta.url).pathname
  const [review, entry] = await Promise.all([
    import(/* @vite-ignore */ src('features/dashboard/free-cones/api/review.ts')),
    import(/* @vite-ignore */ src('lib/free-cone/entry.ts')),
  ])
  return { ...review, ...entry } as AppModules
}

const YEAR_LONG = 'public, max-age=31536000, immutable'
const fecha = (n: number) => new Timestamp(1_763_000_000 + n * 60, 123_456_000)
const seedImage = (name: string) => readFile(new URL(`../../seed/images/${name}`, import.meta.url))

/** Stores a picture as the site of its day did: WebP, a year-long Cache-Control, a token. */
async function store(path: string, bytes: Buffer, cacheControl = YEAR_LONG) {
  await retryingStorage(() =>
    bucket.file(path).save(bytes, {
      resumable: false,
      metadata: {
        contentType: 'image/webp',
        cacheControl,
        metadata: { firebaseStorageDownloadTokens: demoToken(path) },
      },
    }),
  )
}
const address = (path: string) => downloadUrl(BUCKET, path, demoToken(path))

/** A large file and its 480 px one, each with bytes of their own. */
async function pictures(ruta: string, image: string) {
  const [large, small] = await Promise.all([
    seedImage(`${image}.webp`),
    seedImage(`${image}-480.webp`),
  ])
  await Promise.all([store(ruta, large), store(`${ruta}-480`, small)])
  return { large, small }
}

const OLD = (n: number) => `cono-gratis/historia-${String(n)}.webp-${String(1_700_000_000_000 + n)}`
const OWN = (n: number) =>
  `cono-gratis/uid-${String(n)}/historia.webp-${String(1_700_000_000_000 + n)}`

/** What each test checks the copies against: the bytes each entry's copy must hold. */
const expectedCopy = new Map<number, Buffer>()

/** The entries as the site of each day stored them. */
async function writeOlderShapes() {
  // 22 Nov, before reviews: no estado, addresses only (large and small).
  const p101 = await pictures(OLD(101), 'helados/conos')
  expectedCopy.set(101, p101.small)
  // 22 Nov, with paths and a medium variant beside the addresses.
  const p102 = await pictures(OLD(102), 'helados/copas')
  expectedCopy.set(102, p102.small)
  // 22 Nov, a large file only (no small variant yet).
  const p103 = await pictures(OLD(103), 'helados/banana-split')
  expectedCopy.set(103, p103.large)
  // 24 Nov, reviews: published, paths only, no copy and no projection.
  const p104 = await pictures(OWN(104), 'cono-gratis/historia-juanda-mz')
  expectedCopy.set(104, p104.small)
  // 25 Nov, gallery copies: published with its copy (a year-long Cache-Control), no projection.
  const p105 = await pictures(OWN(105), 'cono-gratis/historia-valen-rodriguez')
  await store('galeria/105', p105.small)
  expectedCopy.set(105, p105.small)
  // Pending and hidden entries of 24 Nov, with their files.
  await pictures(OWN(108), 'helados/malteadas')
  await pictures(OWN(109), 'helados/conos')
  // Today's approval, for comparison.
  const p111 = await pictures(OWN(111), 'cono-gratis/historia-sebas-jacanamijoy')
  expectedCopy.set(111, p111.small)

  const own = (n: number, estado: string) => ({
    numero: n,
    nombre: `historia ${String(n)}.jpg`,
    fecha: fecha(n),
    estado,
    ruta: OWN(n),
    rutaMiniatura: `${OWN(n)}-480`,
    ancho: 1080,
    alto: 1920,
  })
  const entries: Record<number, Record<string, unknown>> = {
    101: {
      numero: 101,
      nombre: 'mi cono.png',
      fecha: fecha(101),
      url: address(OLD(101)),
      urlMiniatura: address(`${OLD(101)}-480`),
      ancho: 1080,
      alto: 1920,
    },
    102: {
      numero: 102,
      nombre: 'cono.jpg',
      fecha: fecha(102),
      url: address(OLD(102)),
      ruta: OLD(102),
      urlMediana: address(`${OLD(102)}-960`),
      rutaMediana: `${OLD(102)}-960`,
      urlMiniatura: address(`${OLD(102)}-480`),
      rutaMiniatura: `${OLD(102)}-480`,
      ancho: 1200,
      alto: 2133,
    },
    103: { numero: 103, nombre: 'viejo.png', fecha: fecha(103), url: address(OLD(103)) },
    104: own(104, 'publicada'),
    105: own(105, 'publicada'),
    // Published, but its files are gone (the bucket's lifecycle rule, a script).
    106: own(106, 'publicada'),
    // Before reviews, files gone too.
    107: { numero: 107, nombre: 'ido.png', fecha: fecha(107), url: address(OLD(107)) },
    108: own(108, 'pendiente'),
    109: own(109, 'oculta'),
    // An address of another bucket (the old rules let any bucket through).
    110: {
      numero: 110,
      nombre: 'ajeno.png',
      fecha: fecha(110),
      url: downloadUrl('otro-proyecto.appspot.com', OLD(110), 'x'),
    },
    111: own(111, 'pendiente'),
  }
  const batch = db.batch()
  for (const [n, data] of Object.entries(entries)) batch.set(db.doc(`cono-gratis/${n}`), data)
  await batch.commit()
}

let client: FirebaseApp
let app: AppModules
let beforeMigration: Awaited<ReturnType<typeof projectState>>

beforeAll(async () => {
  await wipeProject(PROJECT)
  await resetAndSeed()
  await writeOlderShapes()

  // The staff approve entry 111 on their dashboard: the approval's own code, signed in as admin.
  client = initializeClient(
    { apiKey: 'demo-api-key', projectId: PROJECT, storageBucket: BUCKET },
    'aprobacion',
  )
  const auth = getAuth(client)
  connectAuthEmulator(auth, `http://${EMULATOR_ENV.FIREBASE_AUTH_EMULATOR_HOST}`, {
    disableWarnings: true,
  })
  const [host, port] = EMULATOR_ENV.FIRESTORE_EMULATOR_HOST.split(':')
  staff.firestore = getClientFirestore(client)
  connectFirestoreEmulator(staff.firestore as never, String(host), Number(port))
  const [storageHost, storagePort] = EMULATOR_ENV.FIREBASE_STORAGE_EMULATOR_HOST.split(':')
  staff.storage = getClientStorage(client)
  connectStorageEmulator(staff.storage as never, String(storageHost), Number(storagePort))
  await signInWithEmailAndPassword(auth, 'admin@example.com', 'demo-admin-123')
  app = await appModules()
  const pending = (await db.doc('cono-gratis/111').get()).data() ?? {}
  await app.reviewEntry(app.toFreeConeEntry('111', pending), 'publicada')

  beforeMigration = await projectState(PROJECT)
})

afterAll(async () => {
  await deleteApp(client)
  await wipeProject(PROJECT)
  await resetAndSeed()
})

const entryData = async (n: number) => (await db.doc(`cono-gratis/${String(n)}`).get()).data()
const projection = async (n: number) => (await db.doc(`galeria/${String(n)}`).get()).data()
async function copy(n: number) {
  const file = bucket.file(`galeria/${String(n)}`)
  const [exists] = await retryingStorage(() => file.exists())
  if (!exists) return undefined
  const [[bytes], [metadata]] = await Promise.all([
    retryingStorage(() => file.download()),
    retryingStorage(() => file.getMetadata()),
  ])
  return { bytes, contentType: metadata.contentType, cacheControl: metadata.cacheControl }
}

describe('npm run migrate', () => {
  it('with --dry-run prints what it would change and writes nothing', async () => {
    const run = await runCommand('migrate', ['--dry-run'])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    const lines = run.stdout.split('\n')
    for (const n of [101, 102, 103, 104]) {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^  cono-gratis/${String(n)}: would copy \\S+ to galeria/${String(n)} \\(image/webp, \\d+ bytes\\)$`,
          ),
        ),
      )
    }
    for (const n of [101, 102, 103, 104, 105]) {
      expect(lines).toContain(
        `  cono-gratis/${String(n)}: would write its projection galeria/${String(n)}`,
      )
    }
    expect(lines).toContain(
      `  cono-gratis/105: would set the Cache-Control of galeria/105 to ${app.GALLERY_CACHE_CONTROL}`,
    )
    expect(lines).toContain('  cono-gratis/101: would set estado, ruta, rutaMiniatura')
    expect(lines).toContain(
      `  cono-gratis/106: left as it is: its picture ${OWN(106)}-480 is missing`,
    )
    expect(lines).toContain(`  cono-gratis/107: left as it is: its picture ${OLD(107)} is missing`)
    expect(lines).toContain(
      `  cono-gratis/110: left as it is: its url is no address in gs://${BUCKET}`,
    )
    expect(run.stdout).toMatch(/^Dry run: nothing was written\.$/m)
    expect(await projectState(PROJECT)).toEqual(beforeMigration)
  })

  it('gives every published entry its copy and projection exactly as the approval does', async () => {
    const run = await runCommand('migrate', [])
    expect(run.stderr).toBe('')
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      `  changed: entradas 15, copias 4, cacheControl 1, proyecciones 5, publicadas 3, rutas 2, dejadas 3`,
    )

    const approved = await copy(111)
    expect(approved?.cacheControl).toBe(app.GALLERY_CACHE_CONTROL)
    for (const n of [101, 102, 103, 104, 105]) {
      const made = await copy(n)
      // The very bytes of the picture the approval would copy, stored the way it stores them.
      expect(made?.bytes, String(n)).toEqual(expectedCopy.get(n))
      expect(made?.contentType, String(n)).toBe(approved?.contentType)
      expect(made?.cacheControl, String(n)).toBe(approved?.cacheControl)
      const entry = (await entryData(n)) ?? {}
      expect(entry.estado, String(n)).toBe('publicada')
      expect(await projection(n), String(n)).toEqual(app.projectionOf(entry))
    }
    expect(approved?.bytes).toEqual(expectedCopy.get(111))
    const approvedEntry = (await entryData(111)) ?? {}
    expect(await projection(111)).toEqual(app.projectionOf(approvedEntry))
    expect(Object.keys((await projection(104)) ?? {}).sort()).toEqual(
      Object.keys((await projection(111)) ?? {}).sort(),
    )
  })

  it('makes the entries of 22 Nov whole again: published, with the paths their addresses name', async () => {
    const before = (n: number) => beforeMigration.documents.get(`cono-gratis/${String(n)}`)
    expect(await entryData(101)).toMatchObject({
      estado: 'publicada',
      ruta: OLD(101),
      rutaMiniatura: `${OLD(101)}-480`,
      url: address(OLD(101)),
    })
    expect(await entryData(103)).toMatchObject({ estado: 'publicada', ruta: OLD(103) })
    expect((await entryData(103))?.rutaMiniatura).toBeUndefined()
    // Entries already published keep every field as it was.
    const after = await projectState(PROJECT)
    for (const n of [104, 105, 111]) {
      expect(after.documents.get(`cono-gratis/${String(n)}`), String(n)).toEqual(before(n))
    }
    expect(after.files.get('galeria/105')?.sha256).toBe(
      beforeMigration.files.get('galeria/105')?.sha256,
    )
  })

  it('leaves what it cannot help, and entries not published, as they were', async () => {
    const after = await projectState(PROJECT)
    for (const n of [106, 107, 108, 109, 110]) {
      const path = `cono-gratis/${String(n)}`
      expect(after.documents.get(path), path).toEqual(beforeMigration.documents.get(path))
      expect(after.documents.has(`galeria/${String(n)}`), path).toBe(false)
      expect(after.files.has(`galeria/${String(n)}`), path).toBe(false)
    }
    // The demo data, already current, is untouched too.
    for (const [path, fields] of beforeMigration.documents) {
      if (/^(cono-gratis|galeria)\/[1-4]$/.test(path))
        expect(after.documents.get(path), path).toEqual(fields)
    }
  })

  it('records itself in migraciones/, with what it changed', async () => {
    const record = (await db.doc(`migraciones/${MIGRATION}`).get()).data()
    expect(record?.descripcion).toMatch(/gallery copy and projection/)
    expect(record?.aplicadaEn).toBeInstanceOf(Timestamp)
    expect(record?.cambios).toMatchObject({ copias: 4, proyecciones: 5, publicadas: 3 })
    expect(record?.cambios.dejadas).toEqual([
      { entrada: 'cono-gratis/106', motivo: `its picture ${OWN(106)}-480 is missing` },
      { entrada: 'cono-gratis/107', motivo: `its picture ${OLD(107)} is missing` },
      { entrada: 'cono-gratis/110', motivo: `its url is no address in gs://${BUCKET}` },
    ])
  })

  it('a second run skips it and changes nothing', async () => {
    const migrated = await projectState(PROJECT)
    const run = await runCommand('migrate', [])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(
      new RegExp(`^${MIGRATION}: applied \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z; skipped\\.$`, 'm'),
    )
    expect(await projectState(PROJECT)).toEqual(migrated)
  })

  it('run again without its record, it finds nothing left to change', async () => {
    const migrated = await projectState(PROJECT)
    await db.doc(`migraciones/${MIGRATION}`).delete()
    const run = await runCommand('migrate', [])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain(
      '  changed: entradas 15, copias 0, cacheControl 0, proyecciones 0, publicadas 0, rutas 0, dejadas 3',
    )
    const again = await projectState(PROJECT)
    const withoutRecord = (state: typeof again) =>
      [...state.documents].filter(([path]) => !path.startsWith('migraciones/'))
    expect(withoutRecord(again)).toEqual(withoutRecord(migrated))
    expect(again.files).toEqual(migrated.files)
  })
})
