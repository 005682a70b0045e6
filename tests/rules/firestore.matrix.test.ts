// Who may get, list, create, update and delete in every collection: one real request per cell.
//
// Each operation is a request that the rules would accept from the right person (valid data, the
// counter protocol followed), so the only thing that changes along a row is who sends it.

import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore'
import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  EXISTING,
  ROLES,
  ROLE_NAMES,
  UID,
  conoGratisImage,
  finishTestEnvironment,
  firestoresByRole,
  menuImage,
  ownUid,
  seed,
  startTestEnvironment,
  type MenuCollection,
  type Role,
} from './support'

const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const
type Operation = (typeof OPERATIONS)[number]

type Outcome = 'allow' | 'deny'
const Y: Outcome = 'allow'
const N: Outcome = 'deny'

type Row =
  'comidas' | 'helados' | 'bebidas' | 'misterio' | 'cono-gratis' | 'opiniones' | 'limites' | 'users'
type MatrixRow = Row | 'contadores/cono-gratis' | 'contadores/comidas' | 'secretos (unknown)'

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

  ['cono-gratis',               'unauthenticated', Y,  Y,   N,     N,     N],
  ['cono-gratis',               'anonymous',       Y,  Y,   Y,     N,     N],
  ['cono-gratis',               'cliente',         Y,  Y,   Y,     N,     N],
  ['cono-gratis',               'noUserDoc',       Y,  Y,   Y,     N,     N],
  ['cono-gratis',               'admin',           Y,  Y,   Y,     N,     Y],
  ['cono-gratis',               'anonymousAdmin',  Y,  Y,   Y,     N,     N],

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

/** Moves contadores/cono-gratis from 1 to 2, creates cono-gratis/2 and stamps the upload. */
async function createConoGratis(db: Firestore, role: Role): Promise<void> {
  const batch = writeBatch(db)
  batch.update(doc(db, 'contadores', 'cono-gratis'), { ultimo: 2 })
  batch.set(doc(db, 'cono-gratis', '2'), conoGratisImage(2))
  batch.set(doc(db, 'limites', ownUid(role)), { subida: serverTimestamp() }, { merge: true })
  await batch.commit()
}

/** The caller's limites record, stamped an hour ago, so a new stamp is due. */
async function stampedAnHourAgo(db: Firestore, role: Role): Promise<void> {
  const hourAgo = Timestamp.fromMillis(Date.now() - 3_600_000)
  await setDoc(doc(db, 'limites', ownUid(role)), { opinion: hourAgo, subida: hourAgo })
}

function menuRequests(coleccion: MenuCollection): Record<Operation, Request> {
  return {
    get: { run: (db) => getDoc(doc(db, coleccion, EXISTING)) },
    list: { run: (db) => getDocs(collection(db, coleccion)) },
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
    get: { run: (db) => getDoc(doc(db, 'cono-gratis', '1')) },
    list: { run: (db) => getDocs(collection(db, 'cono-gratis')) },
    create: { run: createConoGratis },
    update: { run: (db) => updateDoc(doc(db, 'cono-gratis', '1'), { nombre: 'otra.jpg' }) },
    delete: { run: (db) => deleteDoc(doc(db, 'cono-gratis', '1')) },
  },
  opiniones: {
    get: { run: (db) => getDoc(doc(db, 'opiniones', EXISTING)) },
    list: { run: (db) => getDocs(collection(db, 'opiniones')) },
    create: {
      run: async (db, role) => {
        const batch = writeBatch(db)
        batch.set(doc(collection(db, 'opiniones')), {
          mensaje: 'El helado de dulce de leche es el mejor.',
          fecha: serverTimestamp(),
        })
        batch.set(doc(db, 'limites', ownUid(role)), { opinion: serverTimestamp() }, { merge: true })
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
      run: (db, role) => setDoc(doc(db, 'limites', ownUid(role)), { opinion: serverTimestamp() }),
    },
    update: {
      prepare: stampedAnHourAgo,
      run: (db, role) => updateDoc(doc(db, 'limites', ownUid(role)), { subida: serverTimestamp() }),
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
      // The very first free cone: neither the counter nor cono-gratis/1 exist yet.
      prepare: async (db) => {
        await deleteDoc(doc(db, 'contadores', 'cono-gratis'))
        await deleteDoc(doc(db, 'cono-gratis', '1'))
      },
      run: async (db, role) => {
        const batch = writeBatch(db)
        batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: 1 })
        batch.set(doc(db, 'cono-gratis', '1'), conoGratisImage(1))
        batch.set(doc(db, 'limites', ownUid(role)), { subida: serverTimestamp() }, { merge: true })
        await batch.commit()
      },
    },
    update: { run: createConoGratis },
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

let env: RulesTestEnvironment
let dbs: Record<Role, Firestore>

beforeAll(async () => {
  env = await startTestEnvironment()
  dbs = firestoresByRole(env)
})

afterAll(async () => {
  await finishTestEnvironment(env, 'matrix')
})

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
    await seed(env, prepare && ((db) => prepare(db, role)))
    const result = request.run(dbs[role], role)
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
        await seed(env)
        const result = updateDoc(doc(dbs[role], menu, EXISTING), data)
        await (role === 'admin' ? assertSucceeds(result) : assertFails(result))
      },
    )

    it(`creating an image with them is ${outcome}`, async () => {
      await seed(env)
      const result = setDoc(
        doc(dbs[role], 'helados', 'nueva'),
        menuImage('helados', undefined, { orden: 1_760_000_000_000, descripcion: 'Paletas' }),
      )
      await (role === 'admin' ? assertSucceeds(result) : assertFails(result))
    })
  })
})
