import { afterAll, beforeAll, beforeEach } from 'vitest'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
  type TestEnvironmentConfig,
} from '@firebase/rules-unit-testing'
import {
  Timestamp,
  arrayUnion,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setLogLevel,
  writeBatch,
  type DocumentData,
  type DocumentReference,
  type Firestore,
  type SetOptions,
  type WriteBatch,
} from 'firebase/firestore'
import type { FirebaseStorage } from 'firebase/storage'
import { deleteApp, initializeApp } from 'firebase/app'

export const PROJECT_ID = 'demo-heladeria-colon'

// Every denied request would otherwise log a stream warning; the assertions say all that matters.
setLogLevel('error')

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The rules under test. FIRESTORE_RULES_FILE / STORAGE_RULES_FILE may name another file, e.g. a
 * deliberately broken copy, to check that the tests notice.
 */
export function readRules(file: 'firestore.rules' | 'storage.rules'): string {
  const override =
    process.env[file === 'firestore.rules' ? 'FIRESTORE_RULES_FILE' : 'STORAGE_RULES_FILE']
  return readFileSync(
    override === undefined || override === '' ? `${ROOT}${file}` : override,
    'utf8',
  )
}

interface HostAndPort {
  host: string
  port: number
}

/** Host and port of an emulator: from `firebase emulators:exec`'s variable, else the default. */
function emulatorAddress(variable: string, defaultPort: number): HostAndPort {
  const value = process.env[variable]
  if (value === undefined || value === '') {
    return { host: '127.0.0.1', port: defaultPort }
  }
  const separator = value.lastIndexOf(':')
  return { host: value.slice(0, separator), port: Number(value.slice(separator + 1)) }
}

export function firestoreEmulator(): HostAndPort {
  return emulatorAddress('FIRESTORE_EMULATOR_HOST', 8080)
}

export function storageEmulator(): HostAndPort {
  return emulatorAddress('FIREBASE_STORAGE_EMULATOR_HOST', 9199)
}

/** `host:port` of the Auth emulator. */
export function authEmulatorHost(): string {
  const { host, port } = emulatorAddress('FIREBASE_AUTH_EMULATOR_HOST', 9099)
  return `${host}:${String(port)}`
}

/** Where each test file leaves its share of the emulator's rules coverage report. */
export const RULES_COVERAGE_DIR = `${ROOT}coverage/firestore-rules`

/**
 * Saves the emulator's rules coverage report (JSON and HTML) as `name`, then cleans up. The
 * emulator restarts its report whenever rules are loaded, which every test file does, so each
 * file keeps its own; scripts/rules/check-coverage.mjs adds them up.
 */
export async function finishTestEnvironment(env: RulesTestEnvironment, name: string) {
  const owner = owners.get(env)
  if (owner !== undefined) await deleteApp(owner.app)
  const { host, port } = firestoreEmulator()
  const report = `http://${host}:${String(port)}/emulator/v1/projects/${PROJECT_ID}:ruleCoverage`
  mkdirSync(RULES_COVERAGE_DIR, { recursive: true })
  for (const extension of ['json', 'html']) {
    const response = await fetch(extension === 'json' ? report : `${report}.html`)
    if (!response.ok) throw new Error(`rules coverage: HTTP ${String(response.status)}`)
    writeFileSync(`${RULES_COVERAGE_DIR}/${name}.${extension}`, await response.text())
  }
  await env.cleanup()
}

export async function startTestEnvironment(
  options: { storage?: boolean } = {},
): Promise<RulesTestEnvironment> {
  const config: TestEnvironmentConfig = {
    projectId: PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readRules('firestore.rules') },
  }
  if (options.storage === true) {
    config.storage = { ...storageEmulator(), rules: readRules('storage.rules') }
  }
  return initializeTestEnvironment(config)
}

/** A rules test file's environment and one Firestore per role, set up by `rulesSuite`. */
export interface RulesSuite {
  env: RulesTestEnvironment
  dbs: Record<Role, Firestore>
}

/**
 * Registers a test file's set-up: the environment and each role's Firestore before its tests,
 * its coverage report (`name`) and clean-up after them, and with `seedEach` the starting state
 * (seed) before each test. Read `env` and `dbs` inside tests and hooks, once they are set.
 */
export function rulesSuite(name: string, { seedEach = false } = {}): RulesSuite {
  const suite = {} as RulesSuite
  beforeAll(async () => {
    suite.env = await startTestEnvironment()
    suite.dbs = firestoresByRole(suite.env)
  })
  afterAll(async () => {
    await finishTestEnvironment(suite.env, name)
  })
  if (seedEach) {
    beforeEach(async () => {
      await seed(suite.env)
    })
  }
  return suite
}

// ---------------------------------------------------------------------------------------------
// Who is asking
// ---------------------------------------------------------------------------------------------

export const ROLES = [
  'unauthenticated',
  'anonymous',
  'cliente',
  'noUserDoc',
  'admin',
  'anonymousAdmin',
] as const
export type Role = (typeof ROLES)[number]

export const ROLE_NAMES: Record<Role, string> = {
  unauthenticated: 'signed out',
  anonymous: 'anonymous visitor',
  cliente: 'cliente',
  noUserDoc: 'signed in, no users doc',
  admin: 'admin',
  anonymousAdmin: 'anonymous sign-in (admin users doc)',
}

export const UID = {
  anonymous: 'uid-visitante',
  cliente: 'uid-cliente',
  noUserDoc: 'uid-sin-documento',
  admin: 'uid-admin',
  anonymousAdmin: 'uid-anonimo',
  otro: 'uid-otro-cliente',
} as const

/** The uid a role reads as "its own"; signed-out visitors have none, so they try the cliente's. */
export function ownUid(role: Role): string {
  return role === 'unauthenticated' ? UID.cliente : UID[role]
}

export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  switch (role) {
    case 'unauthenticated':
      return env.unauthenticatedContext()
    case 'anonymous':
      return env.authenticatedContext(UID.anonymous, {
        firebase: { sign_in_provider: 'anonymous' },
      })
    case 'cliente':
      return env.authenticatedContext(UID.cliente, {
        email: 'cliente@example.com',
        email_verified: true,
        firebase: { sign_in_provider: 'password' },
      })
    case 'noUserDoc':
      return env.authenticatedContext(UID.noUserDoc, {
        email: 'nuevo@example.com',
        firebase: { sign_in_provider: 'google.com' },
      })
    case 'admin':
      return env.authenticatedContext(UID.admin, {
        email: 'admin@example.com',
        email_verified: true,
        firebase: { sign_in_provider: 'google.com' },
      })
    case 'anonymousAdmin':
      return env.authenticatedContext(UID.anonymousAdmin, {
        firebase: { sign_in_provider: 'anonymous' },
      })
  }
}

/**
 * The context's Firestore instance for the modular API. rules-unit-testing returns the compat
 * wrapper; the modular functions unwrap it themselves, the cast only tells TypeScript so.
 */
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore
}

export function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage
}

/** One Firestore instance per role, created once per test file. */
export function firestoresByRole(env: RulesTestEnvironment): Record<Role, Firestore> {
  return {
    unauthenticated: firestoreOf(contextFor(env, 'unauthenticated')),
    anonymous: firestoreOf(contextFor(env, 'anonymous')),
    cliente: firestoreOf(contextFor(env, 'cliente')),
    noUserDoc: firestoreOf(contextFor(env, 'noUserDoc')),
    admin: firestoreOf(contextFor(env, 'admin')),
    anonymousAdmin: firestoreOf(contextFor(env, 'anonymousAdmin')),
  }
}

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

export const MENU_COLLECTIONS = ['comidas', 'helados', 'bebidas', 'misterio'] as const
export type MenuCollection = (typeof MENU_COLLECTIONS)[number]

/** Id of the document every menu collection, opiniones and secretos hold after `seed`. */
export const EXISTING = 'existente'

export const FIXED_DATE = Timestamp.fromDate(new Date('2024-05-01T12:00:00Z'))

export function storageUrl(path: string): string {
  return (
    `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/` +
    `${encodeURIComponent(path)}?alt=media&token=00000000-0000-4000-8000-000000000000`
  )
}

/** A valid menu image as an admin would create it (numero only for comidas). */
export function menuImage(
  coleccion: MenuCollection,
  numero?: number,
  overrides: DocumentData = {},
): DocumentData {
  const ruta = `${coleccion}/imagen-${String(numero ?? 1)}.webp`
  const rutaMediana = `${coleccion}/medianas/imagen-${String(numero ?? 1)}.webp`
  const rutaMiniatura = `${coleccion}/miniaturas/imagen-${String(numero ?? 1)}.webp`
  return {
    url: storageUrl(ruta),
    nombre: 'helado de frutilla.jpg',
    fecha: serverTimestamp(),
    ruta,
    rutaMediana,
    urlMediana: storageUrl(rutaMediana),
    rutaMiniatura,
    urlMiniatura: storageUrl(rutaMiniatura),
    ancho: 1600,
    alto: 1200,
    ...(numero === undefined ? {} : { numero }),
    ...overrides,
  }
}

/** A millisecond timestamp as the page appends it to an upload's file name. */
export const UPLOAD_MILLIS = 1764000000000

/** The large file of an upload in `uid`'s own folder, as the page names it. */
export function conoGratisPath(uid: string, name = 'historia.webp'): string {
  return `cono-gratis/${uid}/${name}-${String(UPLOAD_MILLIS)}`
}

/**
 * A valid new free-cone entry numbered `numero`, as the page writes it for the visitor `uid`
 * (the anonymous visitor by default): waiting for review, its files in the visitor's folder.
 */
export function conoGratisImage(
  numero: number,
  overrides: DocumentData = {},
  uid: string = UID.anonymous,
): DocumentData {
  const ruta = conoGratisPath(uid, `foto-${String(numero)}.webp`)
  return {
    nombre: 'mi cono.jpg',
    fecha: serverTimestamp(),
    numero,
    estado: 'pendiente',
    ruta,
    rutaMediana: `${ruta}-960`,
    rutaMiniatura: `${ruta}-480`,
    ancho: 1080,
    alto: 1350,
    ...overrides,
  }
}

/**
 * The stamp the page writes with an upload: it admits the entry numbered `numero` and queues it
 * among the visitor's entries waiting for review.
 */
export function uploadStamp(numero: number): DocumentData {
  return { subida: serverTimestamp(), subidaNumero: numero, pendientes: arrayUnion(numero) }
}

/** The stamp the page writes just before storing a picture's files: it admits those of `ruta`. */
export function fileStamp(ruta: string): DocumentData {
  return { archivos: serverTimestamp(), archivosRuta: ruta }
}

/** The claim code every seeded and test entry gets (four characters the rules accept). */
export const CLAIM_CODE = 'K7PM'

/** An entry's claim code document, as its uploader `uid` creates it with the entry. */
export function claimCode(uid: string, codigo: string = CLAIM_CODE): DocumentData {
  return { codigo, uid }
}

/** Adds the claim code of entry `numero` (uploaded by `uid`) to a write that creates the entry. */
export function withClaimCode(batch: WriteBatch, db: Firestore, numero: number, uid: string) {
  batch.set(doc(db, 'cono-gratis-codigos', String(numero)), claimCode(uid))
}

/** An admin's hand-over of entry `numero`: its entregadoEn and the claim code the customer said. */
export function deliver(db: Firestore, numero: string, codigo: string = CLAIM_CODE) {
  const batch = writeBatch(db)
  batch.update(doc(db, 'cono-gratis', numero), { entregadoEn: serverTimestamp() })
  batch.update(doc(db, 'cono-gratis-codigos', numero), {
    entregadoCon: codigo,
    entregadoEn: serverTimestamp(),
  })
  return batch.commit()
}

/**
 * The public projection galeria/{numero} of an entry stored as conoGratisImage(numero, { fecha:
 * FIXED_DATE }): its number, date and picture size, exactly.
 */
export function galleryProjection(numero: number, overrides: DocumentData = {}): DocumentData {
  return { numero, fecha: FIXED_DATE, ancho: 1080, alto: 1350, ...overrides }
}

/**
 * A review as the staff's page writes it: the entry's estado, and in the same write its public
 * projection written (publicada) or removed (oculta).
 */
export function review(
  db: Firestore,
  numero: string,
  estado: 'publicada' | 'oculta',
  projection: DocumentData = galleryProjection(Number(numero)),
) {
  const batch = writeBatch(db)
  batch.update(doc(db, 'cono-gratis', numero), { estado })
  if (estado === 'publicada') batch.set(doc(db, 'galeria', numero), projection)
  else batch.delete(doc(db, 'galeria', numero))
  return batch.commit()
}

/** The staff's Eliminar: the entry and its public projection, in one write. */
export function deleteEntry(db: Firestore, numero: string) {
  const batch = writeBatch(db)
  batch.delete(doc(db, 'cono-gratis', numero))
  batch.delete(doc(db, 'galeria', numero))
  return batch.commit()
}

/** The stamp the page writes with an opinion: it admits the opinion with id `opinionId`. */
export function opinionStamp(opinionId: string): DocumentData {
  return { opinion: serverTimestamp(), opinionId }
}

// ---------------------------------------------------------------------------------------------
// The limits across all visitors: ventanas/{tipo}-{hora}-{parte}
// ---------------------------------------------------------------------------------------------

/** What one of an hour's ten parts admits, by kind (a tenth of 30 entries, 60 opinions, 90 files). */
export const CROWD_SHARE = { entradas: 3, opiniones: 6, archivos: 9 } as const
export type CrowdKind = keyof typeof CROWD_SHARE
export const CROWD_PARTS = 10

/** The hours since 1970 (UTC) of `millis`: the window the rules count a write in. */
export const hourOf = (millis: number = Date.now()) => Math.floor(millis / 3_600_000)

/** The id of part `part` (0 to 9) of the hour `hour`'s window of `kind`. */
export const crowdPartId = (kind: CrowdKind, part: number, hour: number = hourOf()) =>
  `${kind}-${String(hour)}-${String(part)}`

/** The expiry a part of the hour `hour` carries: the start of the hour 48 hours after it. */
export const crowdExpiry = (hour: number = hourOf()) =>
  Timestamp.fromMillis((hour + 48) * 3_600_000)

/** The next part of each kind a counted write takes, created at 1; seed() starts again at 0. */
const crowdNext: Record<CrowdKind, number> = { entradas: 0, opiniones: 0, archivos: 0 }

/** The window a stamp is counted in: opinions, entries (subida) or file stamps (archivos). */
function crowdKindOf(stamp: DocumentData): CrowdKind | null {
  if ('opinion' in stamp) return 'opiniones'
  if ('subida' in stamp) return 'entradas'
  if ('archivos' in stamp) return 'archivos'
  return null
}

/** A batch or a transaction: both queue writes the same way. */
interface Writes {
  set(reference: DocumentReference, data: DocumentData, options: SetOptions): unknown
}

/**
 * Queues the visitor `uid`'s stamp on limites/{uid} (merged), as the page does: with an unused
 * part of this hour's window of its kind created at 1 in the same write and named in `cupo`, so
 * the write is counted across visitors. A stamp of no known kind is queued as it is.
 */
export function setStamp(write: Writes, db: Firestore, uid: string, stamp: DocumentData): void {
  const kind = crowdKindOf(stamp)
  if (kind === null) {
    write.set(doc(db, 'limites', uid), stamp, { merge: true })
    return
  }
  const hour = hourOf()
  const part = crowdPartId(kind, crowdNext[kind], hour)
  crowdNext[kind] += 1
  write.set(
    doc(db, 'ventanas', part),
    { n: 1, fecha: serverTimestamp(), expira: crowdExpiry(hour) },
    { merge: false },
  )
  write.set(doc(db, 'limites', uid), { ...stamp, cupo: part }, { merge: true })
}

/** The seeded free-cone entries (both the other visitor's) and the next number to take. */
export const CONO = {
  /** cono-gratis/1: approved; its public projection is galeria/1. */
  publicada: '1',
  /** cono-gratis/2: waiting for review, visible to its owner and admins only. */
  pendiente: '2',
  /** contadores/cono-gratis is seeded at 2. */
  siguiente: 3,
} as const

/**
 * One Firestore per test file that writes past the rules, as env.withSecurityRulesDisabled does
 * (the emulator's 'owner' token), kept for every seed instead of a new client each time.
 */
const owners = new WeakMap<RulesTestEnvironment, Firestore>()
function ownerFirestore(env: RulesTestEnvironment): Firestore {
  const known = owners.get(env)
  if (known !== undefined) return known
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${String(Date.now())}`)
  const db = getFirestore(app)
  const { host, port } = firestoreEmulator()
  connectFirestoreEmulator(db, host, port, { mockUserToken: 'owner' })
  owners.set(env, db)
  return db
}

/**
 * Starting state of every test: the users, one document in each collection, contadores/comidas at
 * 1, and the other visitor's two free-cone entries (1 published, with its projection galeria/1;
 * 2 pending) with their counter at 2.
 * The anonymous sign-in gets an admin users document on purpose: it must still never act as admin.
 */
export async function seed(
  env: RulesTestEnvironment,
  extra?: (db: Firestore) => Promise<void>,
): Promise<void> {
  await env.clearFirestore()
  for (const kind of Object.keys(crowdNext) as CrowdKind[]) crowdNext[kind] = 0
  const db = ownerFirestore(env)
  const batch = writeBatch(db)
  batch.set(doc(db, 'users', UID.cliente), { role: 'cliente', email: 'cliente@example.com' })
  batch.set(doc(db, 'users', UID.otro), { role: 'cliente', email: 'otro@example.com' })
  batch.set(doc(db, 'users', UID.admin), { role: 'admin', email: 'admin@example.com' })
  batch.set(doc(db, 'users', UID.anonymousAdmin), { role: 'admin' })
  for (const coleccion of MENU_COLLECTIONS) {
    const numero = coleccion === 'comidas' ? 1 : undefined
    batch.set(
      doc(db, coleccion, EXISTING),
      menuImage(coleccion, numero, { fecha: FIXED_DATE, nombre: 'existente.jpg' }),
    )
  }
  batch.set(doc(db, 'contadores', 'comidas'), { ultimo: 1 })
  batch.set(
    doc(db, 'cono-gratis', CONO.publicada),
    conoGratisImage(1, { fecha: FIXED_DATE, estado: 'publicada' }, UID.otro),
  )
  batch.set(
    doc(db, 'cono-gratis', CONO.pendiente),
    conoGratisImage(2, { fecha: FIXED_DATE }, UID.otro),
  )
  batch.set(doc(db, 'galeria', CONO.publicada), galleryProjection(1))
  withClaimCode(batch, db, 1, UID.otro)
  withClaimCode(batch, db, 2, UID.otro)
  batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: 2 })
  batch.set(doc(db, 'opiniones', EXISTING), { mensaje: '¡Riquísimo!', fecha: FIXED_DATE })
  batch.set(doc(db, 'secretos', EXISTING), { texto: 'no debería verse' })
  await batch.commit()
  if (extra !== undefined) {
    await extra(db)
  }
}
