// Who may get, list, create, update and delete in every collection: one real request per cell.
//
// Each operation is a request that the rules would accept from the right person (valid data, the
// counter protocol followed), so the only thing that changes along a row is who sends it.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { describe, it } from 'vitest'
import {
  CONO,
  EXISTING,
  FIXED_DATE,
  ROLES,
  ROLE_NAMES,
  UID,
  conoGratisImage,
  conoGratisPath,
  menuImage,
  opinionStamp,
  ownUid,
  seed,
  uploadStamp,
  claimCode,
  deleteEntry,
  deliver,
  galleryProjection,
  review,
  withClaimCode,
  type MenuCollection,
  type Role,
  setStamp,
  rulesSuite,
} from './support'

const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const
type Operation = (typeof OPERATIONS)[number]

type Outcome = 'allow' | 'deny'
const Y: Outcome = 'allow'
const N: Outcome = 'deny'

type Row =
  | 'comidas'
  | 'helados'
  | 'bebidas'
  | 'misterio'
  | 'cono-gratis'
  | 'galeria'
  | 'opiniones'
  | 'limites'
  | 'users'
type MatrixRow =
  | Row
  | 'cono-gratis (pending, another visitor)'
  | 'cono-gratis (pending, own)'
  | 'cono-gratis-codigos (another visitor)'
  | 'cono-gratis-codigos (own)'
  | 'contadores/cono-gratis'
  | 'contadores/comidas'
  | 'secretos (unknown)'

// prettier-ignore
const EXPECTED: [MatrixRow, Role, Outcome, Outcome, Outcome, Outcome, Outcome][] = [
  // collection                 role              get list create update delete
  ['comidas',                   'unauthenticated', Y,  Y,   N,     N,     N],
  ['comidas',                   'anonymous',       Y,  Y,   N,     N,     N],
  ['comidas',                   'cliente',         Y,  Y,   N,     N,     N],
  ['comidas',                   'noUserDoc',       Y,  Y,   N,     N,     N],
  ['comidas',                   'admin',           Y,  Y,   Y,     Y,     Y],
  ['comidas',                   'anonymousAdmin',  Y,  Y,   N,     N,     N],

  ['helados',                   'unauthenticated', Y,  Y,   N,     N,     N],
  ['helados',                   'anonymous',       Y,  Y,   N,     N,     N],
  ['helados',                   'cliente',         Y,  Y,   N,     N,     N],
  ['helados',                   'noUserDoc',       Y,  Y,   N,     N,     N],
  ['helados',                   'admin',           Y,  Y,   Y,     Y,     Y],
  ['helados',                   'anonymousAdmin',  Y,  Y,   N,     N,     N],

  ['bebidas',                   'unauthenticated', Y,  Y,   N,     N,     N],
  ['bebidas',                   'anonymous',       Y,  Y,   N,     N,     N],
  ['bebidas',                   'cliente',         Y,  Y,   N,     N,     N],
  ['bebidas',                   'noUserDoc',       Y,  Y,   N,     N,     N],
  ['bebidas',                   'admin',           Y,  Y,   Y,     Y,     Y],
  ['bebidas',                   'anonymousAdmin',  Y,  Y,   N,     N,     N],

  ['misterio',                  'unauthenticated', Y,  Y,   N,     N,     N],
  ['misterio',                  'anonymous',       Y,  Y,   N,     N,     N],
  ['misterio',                  'cliente',         Y,  Y,   N,     N,     N],
  ['misterio',                  'noUserDoc',       Y,  Y,   N,     N,     N],
  ['misterio',                  'admin',           Y,  Y,   Y,     Y,     Y],
  ['misterio',                  'anonymousAdmin',  Y,  Y,   N,     N,     N],

  // get = another visitor's published entry; list = the old gallery query (estado ==
  // 'publicada'); create = the next entry, with its counter and stamp; update = approving the
  // pending entry with its projection; delete = the published one with its projection
  ['cono-gratis',               'unauthenticated', N,  N,   N,     N,     N],
  ['cono-gratis',               'anonymous',       N,  N,   Y,     N,     N],
  ['cono-gratis',               'cliente',         N,  N,   Y,     N,     N],
  ['cono-gratis',               'noUserDoc',       N,  N,   Y,     N,     N],
  ['cono-gratis',               'admin',           Y,  Y,   Y,     Y,     Y],
  ['cono-gratis',               'anonymousAdmin',  N,  N,   Y,     N,     N],

  // get = galeria/1; list = the gallery's page; create = with the pending entry's publication;
  // update = any change of galeria/1; delete = with Ocultar of its entry
  ['galeria',                   'unauthenticated', Y,  Y,   N,     N,     N],
  ['galeria',                   'anonymous',       Y,  Y,   N,     N,     N],
  ['galeria',                   'cliente',         Y,  Y,   N,     N,     N],
  ['galeria',                   'noUserDoc',       Y,  Y,   N,     N,     N],
  ['galeria',                   'admin',           Y,  Y,   Y,     N,     Y],
  ['galeria',                   'anonymousAdmin',  Y,  Y,   N,     N,     N],

  // get = another visitor's pending entry; list = without the estado filter; create = an entry
  // already published; update = marking the pending entry delivered; delete = the pending entry
  ['cono-gratis (pending, another visitor)', 'unauthenticated', N, N, N, N, N],
  ['cono-gratis (pending, another visitor)', 'anonymous',       N, N, N, N, N],
  ['cono-gratis (pending, another visitor)', 'cliente',         N, N, N, N, N],
  ['cono-gratis (pending, another visitor)', 'noUserDoc',       N, N, N, N, N],
  ['cono-gratis (pending, another visitor)', 'admin',           Y, Y, N, Y, Y],
  ['cono-gratis (pending, another visitor)', 'anonymousAdmin',  N, N, N, N, N],

  // get = the caller's own pending entry; list = the pending ones (estado == 'pendiente');
  // create = an entry whose files are in another visitor's folder; update = approving one's own
  // entry; delete = one's own entry (signed-out visitors try the cliente's)
  ['cono-gratis (pending, own)', 'unauthenticated', N, N, N, N, N],
  ['cono-gratis (pending, own)', 'anonymous',       Y, N, N, N, N],
  ['cono-gratis (pending, own)', 'cliente',         Y, N, N, N, N],
  ['cono-gratis (pending, own)', 'noUserDoc',       Y, N, N, N, N],
  ['cono-gratis (pending, own)', 'admin',           Y, Y, N, Y, Y],
  ['cono-gratis (pending, own)', 'anonymousAdmin',  Y, N, N, N, N],

  // get = another visitor's claim code; list = all codes; create = a code for an existing entry;
  // update = the hand-over with the right code (and the entry's entregadoEn); delete = that code
  ['cono-gratis-codigos (another visitor)', 'unauthenticated', N, N, N, N, N],
  ['cono-gratis-codigos (another visitor)', 'anonymous',       N, N, N, N, N],
  ['cono-gratis-codigos (another visitor)', 'cliente',         N, N, N, N, N],
  ['cono-gratis-codigos (another visitor)', 'noUserDoc',       N, N, N, N, N],
  ['cono-gratis-codigos (another visitor)', 'admin',           Y, Y, N, Y, Y],
  ['cono-gratis-codigos (another visitor)', 'anonymousAdmin',  N, N, N, N, N],

  // get = the caller's own code; list = the caller's codes (where uid == own); create = with the
  // caller's new entry; update = changing one's own code; delete = one's own code
  ['cono-gratis-codigos (own)', 'unauthenticated', N, N, N, N, N],
  ['cono-gratis-codigos (own)', 'anonymous',       Y, N, Y, N, N],
  ['cono-gratis-codigos (own)', 'cliente',         Y, N, Y, N, N],
  ['cono-gratis-codigos (own)', 'noUserDoc',       Y, N, Y, N, N],
  ['cono-gratis-codigos (own)', 'admin',           Y, Y, Y, N, Y],
  ['cono-gratis-codigos (own)', 'anonymousAdmin',  Y, N, Y, N, N],

  ['opiniones',                 'unauthenticated', N,  N,   N,     N,     N],
  ['opiniones',                 'anonymous',       N,  N,   Y,     N,     N],
  ['opiniones',                 'cliente',         N,  N,   Y,     N,     N],
  ['opiniones',                 'noUserDoc',       N,  N,   Y,     N,     N],
  ['opiniones',                 'admin',           Y,  Y,   Y,     N,     Y],
  ['opiniones',                 'anonymousAdmin',  N,  N,   Y,     N,     N],

  // get, create and update = the caller's own record (signed-out visitors try the cliente's)
  ['limites',                   'unauthenticated', N,  N,   N,     N,     N],
  ['limites',                   'anonymous',       Y,  N,   Y,     Y,     N],
  ['limites',                   'cliente',         Y,  N,   Y,     Y,     N],
  ['limites',                   'noUserDoc',       Y,  N,   Y,     Y,     N],
  ['limites',                   'admin',           Y,  N,   Y,     Y,     N],
  ['limites',                   'anonymousAdmin',  Y,  N,   Y,     Y,     N],

  // get = the caller's own document (signed-out visitors try the cliente's)
  ['users',                     'unauthenticated', N,  N,   N,     N,     N],
  ['users',                     'anonymous',       Y,  N,   N,     N,     N],
  ['users',                     'cliente',         Y,  N,   N,     N,     N],
  ['users',                     'noUserDoc',       Y,  N,   N,     N,     N],
  ['users',                     'admin',           Y,  N,   N,     N,     N],
  ['users',                     'anonymousAdmin',  Y,  N,   N,     N,     N],

  ['contadores/cono-gratis',    'unauthenticated', Y,  N,   N,     N,     N],
  ['contadores/cono-gratis',    'anonymous',       Y,  N,   Y,     Y,     N],
  ['contadores/cono-gratis',    'cliente',         Y,  N,   Y,     Y,     N],
  ['contadores/cono-gratis',    'noUserDoc',       Y,  N,   Y,     Y,     N],
  ['contadores/cono-gratis',    'admin',           Y,  Y,   Y,     Y,     N],
  ['contadores/cono-gratis',    'anonymousAdmin',  Y,  N,   Y,     Y,     N],

  ['contadores/comidas',        'unauthenticated', N,  N,   N,     N,     N],
  ['contadores/comidas',        'anonymous',       N,  N,   N,     N,     N],
  ['contadores/comidas',        'cliente',         N,  N,   N,     N,     N],
  ['contadores/comidas',        'noUserDoc',       N,  N,   N,     N,     N],
  ['contadores/comidas',        'admin',           Y,  Y,   Y,     Y,     N],
  ['contadores/comidas',        'anonymousAdmin',  N,  N,   N,     N,     N],

  ['secretos (unknown)',        'unauthenticated', N,  N,   N,     N,     N],
  ['secretos (unknown)',        'anonymous',       N,  N,   N,     N,     N],
  ['secretos (unknown)',        'cliente',         N,  N,   N,     N,     N],
  ['secretos (unknown)',        'noUserDoc',       N,  N,   N,     N,     N],
  ['secretos (unknown)',        'admin',           N,  N,   N,     N,     N],
  ['secretos (unknown)',        'anonymousAdmin',  N,  N,   N,     N,     N],
]

interface Request {
  /** Extra state the request needs, written with rules disabled after the common seed. */
  prepare?: (db: Firestore, role: Role) => Promise<void>
  run: (db: Firestore, role: Role) => Promise<unknown>
}

/** Moves contadores/comidas from 1 to 2 and creates a comidas document numbered 2. */
async function createComida(db: Firestore): Promise<void> {
  const batch = writeBatch(db)
  batch.update(doc(db, 'contadores', 'comidas'), { ultimo: 2 })
  batch.set(doc(collection(db, 'comidas')), menuImage('comidas', 2))
  await batch.commit()
}

/**
 * Moves contadores/cono-gratis to the next number, creates that entry (its files in the caller's
 * folder, unless `overrides` say otherwise) and stamps the upload for it.
 */
async function createConoGratis(
  db: Firestore,
  role: Role,
  overrides: DocumentData = {},
): Promise<void> {
  const numero = CONO.siguiente
  const batch = writeBatch(db)
  batch.update(doc(db, 'contadores', 'cono-gratis'), { ultimo: numero })
  batch.set(
    doc(db, 'cono-gratis', String(numero)),
    conoGratisImage(numero, overrides, ownUid(role)),
  )
  withClaimCode(batch, db, numero, ownUid(role))
  setStamp(batch, db, ownUid(role), uploadStamp(numero))
  await batch.commit()
}

/** The caller's own pending entry, cono-gratis/9. */
const OWN_ENTRY = '9'

async function ownPendingEntry(db: Firestore, role: Role): Promise<void> {
  await setDoc(
    doc(db, 'cono-gratis', OWN_ENTRY),
    conoGratisImage(9, { fecha: FIXED_DATE }, ownUid(role)),
  )
  await setDoc(doc(db, 'cono-gratis-codigos', OWN_ENTRY), claimCode(ownUid(role)))
}

/** The caller's limites record, stamped an hour ago, so a new stamp is due. */
async function stampedAnHourAgo(db: Firestore, role: Role): Promise<void> {
  const hourAgo = Timestamp.fromMillis(Date.now() - 3_600_000)
  await setDoc(doc(db, 'limites', ownUid(role)), {
    opinion: hourAgo,
    opinionId: 'anterior',
    subida: hourAgo,
    subidaNumero: 1,
  })
}

function menuRequests(coleccion: MenuCollection): Record<Operation, Request> {
  return {
    get: { run: (db) => getDoc(doc(db, coleccion, EXISTING)) },
    list: { run: (db) => getDocs(query(collection(db, coleccion), limit(100))) },
    create: {
      run: (db) =>
        coleccion === 'comidas'
          ? createComida(db)
          : setDoc(doc(db, coleccion, 'nueva'), menuImage(coleccion)),
    },
    update: { run: (db) => updateDoc(doc(db, coleccion, EXISTING), { nombre: 'renombrada.jpg' }) },
    delete: { run: (db) => deleteDoc(doc(db, coleccion, EXISTING)) },
  }
}

const REQUESTS: Record<MatrixRow, Record<Operation, Request>> = {
  comidas: menuRequests('comidas'),
  helados: menuRequests('helados'),
  bebidas: menuRequests('bebidas'),
  misterio: menuRequests('misterio'),
  'cono-gratis': {
    get: { run: (db) => getDoc(doc(db, 'cono-gratis', CONO.publicada)) },
    list: {
      run: (db) =>
        getDocs(
          query(
            collection(db, 'cono-gratis'),
            where('estado', '==', 'publicada'),
            orderBy('fecha', 'desc'),
            limit(12),
          ),
        ),
    },
    create: { run: (db, role) => createConoGratis(db, role) },
    update: { run: (db) => review(db, CONO.pendiente, 'publicada') },
    delete: { run: (db) => deleteEntry(db, CONO.publicada) },
  },
  galeria: {
    get: { run: (db) => getDoc(doc(db, 'galeria', CONO.publicada)) },
    list: {
      run: (db) => getDocs(query(collection(db, 'galeria'), orderBy('numero', 'desc'), limit(13))),
    },
    create: { run: (db) => review(db, CONO.pendiente, 'publicada') },
    update: {
      run: (db) => updateDoc(doc(db, 'galeria', CONO.publicada), { fecha: serverTimestamp() }),
    },
    delete: { run: (db) => review(db, CONO.publicada, 'oculta') },
  },
  'cono-gratis (pending, another visitor)': {
    get: { run: (db) => getDoc(doc(db, 'cono-gratis', CONO.pendiente)) },
    list: { run: (db) => getDocs(collection(db, 'cono-gratis')) },
    create: { run: (db, role) => createConoGratis(db, role, { estado: 'publicada' }) },
    update: { run: (db) => deliver(db, CONO.pendiente) },
    delete: { run: (db) => deleteDoc(doc(db, 'cono-gratis', CONO.pendiente)) },
  },
  'cono-gratis-codigos (another visitor)': {
    get: { run: (db) => getDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente)) },
    list: { run: (db) => getDocs(collection(db, 'cono-gratis-codigos')) },
    create: {
      prepare: (db) => deleteDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente)),
      run: (db, role) =>
        setDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente), claimCode(ownUid(role))),
    },
    update: { run: (db) => deliver(db, CONO.pendiente) },
    delete: { run: (db) => deleteDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente)) },
  },
  'cono-gratis-codigos (own)': {
    get: {
      prepare: ownPendingEntry,
      run: (db) => getDoc(doc(db, 'cono-gratis-codigos', OWN_ENTRY)),
    },
    list: {
      prepare: ownPendingEntry,
      run: (db, role) =>
        getDocs(query(collection(db, 'cono-gratis-codigos'), where('uid', '==', ownUid(role)))),
    },
    create: { run: (db, role) => createConoGratis(db, role) },
    update: {
      prepare: ownPendingEntry,
      run: (db) => updateDoc(doc(db, 'cono-gratis-codigos', OWN_ENTRY), { codigo: 'AAAA' }),
    },
    delete: {
      prepare: ownPendingEntry,
      run: (db) => deleteDoc(doc(db, 'cono-gratis-codigos', OWN_ENTRY)),
    },
  },
  'cono-gratis (pending, own)': {
    get: { prepare: ownPendingEntry, run: (db) => getDoc(doc(db, 'cono-gratis', OWN_ENTRY)) },
    list: {
      prepare: ownPendingEntry,
      run: (db) =>
        getDocs(query(collection(db, 'cono-gratis'), where('estado', '==', 'pendiente'))),
    },
    create: {
      run: (db, role) =>
        createConoGratis(db, role, {
          ruta: conoGratisPath(UID.otro),
          rutaMediana: `${conoGratisPath(UID.otro)}-960`,
          rutaMiniatura: `${conoGratisPath(UID.otro)}-480`,
        }),
    },
    update: {
      prepare: ownPendingEntry,
      run: (db) => review(db, OWN_ENTRY, 'publicada', galleryProjection(9)),
    },
    delete: {
      prepare: ownPendingEntry,
      run: (db) => deleteDoc(doc(db, 'cono-gratis', OWN_ENTRY)),
    },
  },
  opiniones: {
    get: { run: (db) => getDoc(doc(db, 'opiniones', EXISTING)) },
    list: { run: (db) => getDocs(collection(db, 'opiniones')) },
    create: {
      run: async (db, role) => {
        const batch = writeBatch(db)
        const opinion = doc(collection(db, 'opiniones'))
        batch.set(opinion, {
          mensaje: 'El helado de dulce de leche es el mejor.',
          fecha: serverTimestamp(),
          leida: false,
        })
        setStamp(batch, db, ownUid(role), opinionStamp(opinion.id))
        await batch.commit()
      },
    },
    update: { run: (db) => updateDoc(doc(db, 'opiniones', EXISTING), { mensaje: 'Editada' }) },
    delete: { run: (db) => deleteDoc(doc(db, 'opiniones', EXISTING)) },
  },
  limites: {
    get: { run: (db, role) => getDoc(doc(db, 'limites', ownUid(role))) },
    list: { run: (db) => getDocs(collection(db, 'limites')) },
    create: {
      run: (db, role) => setDoc(doc(db, 'limites', ownUid(role)), opinionStamp('opinion-1')),
    },
    update: {
      prepare: stampedAnHourAgo,
      run: (db, role) => updateDoc(doc(db, 'limites', ownUid(role)), uploadStamp(7)),
    },
    delete: {
      prepare: stampedAnHourAgo,
      run: (db, role) => deleteDoc(doc(db, 'limites', ownUid(role))),
    },
  },
  users: {
    get: { run: (db, role) => getDoc(doc(db, 'users', ownUid(role))) },
    list: { run: (db) => getDocs(collection(db, 'users')) },
    create: { run: (db) => setDoc(doc(db, 'users', 'uid-nuevo'), { role: 'cliente' }) },
    update: {
      run: (db) => updateDoc(doc(db, 'users', UID.cliente), { email: 'cambiado@example.com' }),
    },
    delete: { run: (db) => deleteDoc(doc(db, 'users', UID.cliente)) },
  },
  'contadores/cono-gratis': {
    get: { run: (db) => getDoc(doc(db, 'contadores', 'cono-gratis')) },
    list: { run: (db) => getDocs(collection(db, 'contadores')) },
    create: {
      // The very first free cone: neither the counter nor any entry exist yet.
      prepare: async (db) => {
        await deleteDoc(doc(db, 'contadores', 'cono-gratis'))
        await deleteDoc(doc(db, 'cono-gratis', CONO.publicada))
        await deleteDoc(doc(db, 'galeria', CONO.publicada))
        await deleteDoc(doc(db, 'cono-gratis', CONO.pendiente))
        await deleteDoc(doc(db, 'cono-gratis-codigos', CONO.publicada))
        await deleteDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente))
      },
      run: async (db, role) => {
        const batch = writeBatch(db)
        batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: 1 })
        batch.set(doc(db, 'cono-gratis', '1'), conoGratisImage(1, {}, ownUid(role)))
        withClaimCode(batch, db, 1, ownUid(role))
        setStamp(batch, db, ownUid(role), uploadStamp(1))
        await batch.commit()
      },
    },
    update: { run: (db, role) => createConoGratis(db, role) },
    delete: { run: (db) => deleteDoc(doc(db, 'contadores', 'cono-gratis')) },
  },
  'contadores/comidas': {
    get: { run: (db) => getDoc(doc(db, 'contadores', 'comidas')) },
    list: { run: (db) => getDocs(collection(db, 'contadores')) },
    create: {
      // The very first comida: neither the counter nor any numbered comida exist yet.
      prepare: async (db) => {
        await deleteDoc(doc(db, 'contadores', 'comidas'))
        await deleteDoc(doc(db, 'comidas', EXISTING))
      },
      run: async (db) => {
        const batch = writeBatch(db)
        batch.set(doc(db, 'contadores', 'comidas'), { ultimo: 1 })
        batch.set(doc(collection(db, 'comidas')), menuImage('comidas', 1))
        await batch.commit()
      },
    },
    update: { run: createComida },
    delete: { run: (db) => deleteDoc(doc(db, 'contadores', 'comidas')) },
  },
  'secretos (unknown)': {
    get: { run: (db) => getDoc(doc(db, 'secretos', EXISTING)) },
    list: { run: (db) => getDocs(collection(db, 'secretos')) },
    create: { run: (db) => setDoc(doc(db, 'secretos', 'nuevo'), { texto: 'hola' }) },
    update: { run: (db) => updateDoc(doc(db, 'secretos', EXISTING), { texto: 'cambiado' }) },
    delete: { run: (db) => deleteDoc(doc(db, 'secretos', EXISTING)) },
  },
}

/** [role name, operation, expected outcome, role] */
type Cell = [string, Operation, Outcome, Role]

function cellsOf(row: MatrixRow): Cell[] {
  return EXPECTED.filter(([name]) => name === row).flatMap(([, role, ...outcomes]) =>
    OPERATIONS.map((operation, index): Cell => [
      ROLE_NAMES[role],
      operation,
      outcomes[index] ?? N,
      role,
    ]),
  )
}

const ROWS = [...new Set(EXPECTED.map(([row]) => row))]

const suite = rulesSuite('matrix')

describe('the expectation table', () => {
  it('has one line per collection and role, with five operations each', () => {
    const cells = ROWS.flatMap(cellsOf).length
    const expected = ROWS.length * ROLES.length * OPERATIONS.length
    if (cells !== expected || EXPECTED.some((line) => line.length !== 7)) {
      throw new Error(`the table has ${String(cells)} cells, expected ${String(expected)}`)
    }
  })
})

describe.each(ROWS)('%s', (row) => {
  it.each(cellsOf(row))('%s: %s is %s', async (_roleName, operation, outcome, role) => {
    const request = REQUESTS[row][operation]
    const { prepare } = request
    await seed(suite.env, prepare && ((db) => prepare(db, role)))
    const result = request.run(suite.dbs[role], role)
    await (outcome === 'allow' ? assertSucceeds(result) : assertFails(result))
  })
})

describe("a menu image's orden and descripcion: only an admin sets them", () => {
  const MENUS = ['comidas', 'helados', 'bebidas'] as const
  const changes = [
    ['orden', { orden: 2 }],
    ['descripcion', { descripcion: 'Conos: una bola $4.000.' }],
  ] as const

  describe.each(ROLES.map((role) => [ROLE_NAMES[role], role] as const))('%s', (_name, role) => {
    const outcome = role === 'admin' ? 'allowed' : 'denied'
    it.each(MENUS.flatMap((menu) => changes.map(([field, data]) => [menu, field, data] as const)))(
      `%s: changing %s is ${outcome}`,
      async (menu, _field, data) => {
        await seed(suite.env)
        const result = updateDoc(doc(suite.dbs[role], menu, EXISTING), data)
        await (role === 'admin' ? assertSucceeds(result) : assertFails(result))
      },
    )

    it(`creating an image with them is ${outcome}`, async () => {
      await seed(suite.env)
      const result = setDoc(
        doc(suite.dbs[role], 'helados', 'nueva'),
        menuImage('helados', undefined, { orden: 1_760_000_000_000, descripcion: 'Paletas' }),
      )
      await (role === 'admin' ? assertSucceeds(result) : assertFails(result))
    })
  })
})
