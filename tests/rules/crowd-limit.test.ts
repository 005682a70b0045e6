// The limits across all visitors: every new free-cone entry, opinion and file stamp moves a part
// of this hour's window of its kind (ventanas/{tipo}-{hora}-{parte}) by one in the same write; a
// part admits a tenth of 30 entries, 60 opinions or 90 file stamps an hour. Staff are not counted.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
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
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import {
  collection as liteCollection,
  connectFirestoreEmulator,
  doc as liteDoc,
  getFirestore as getLiteFirestore,
  serverTimestamp as liteNow,
  setLogLevel as setLiteLogLevel,
  type Firestore as LiteFirestore,
  type Transaction,
} from 'firebase/firestore/lite'
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pauseBeforeAttempt } from '../../src/lib/data/contention'
import { reserveFreeConeNumber } from '../../src/lib/free-cone/numbering'
import { CrowdLimitError, writeCounted } from '../../src/lib/data/crowd-limit'
import {
  CONO,
  PROJECT_ID,
  authEmulatorHost,
  firestoreEmulator,
  CROWD_PARTS,
  CROWD_SHARE,
  ROLES,
  ROLE_NAMES,
  conoGratisImage,
  conoGratisPath,
  crowdExpiry,
  crowdPartId,
  fileStamp,
  firestoreOf,
  hourOf,
  opinionStamp,
  ownUid,
  uploadStamp,
  withClaimCode,
  type CrowdKind,
  rulesSuite,
} from './support'

const suite = rulesSuite('crowd-limit', { seedEach: true })

// A visitor who loses a part to another is refused and tries again; the SDK would log each.
setLiteLogLevel('error')

const NEXT = CONO.siguiente
type Pause = (attempt: number) => number
const part = (kind: CrowdKind, index = 0, hour = hourOf()) => crowdPartId(kind, index, hour)

/** The expiry the part named `id` carries: 48 hours after its own hour starts. */
const expiryOf = (id: string) => crowdExpiry(Number(id.split('-')[1]))

/** Parts as they are stored before a test (rules off): each `n`, filled ones with lleno. */
async function storedParts(parts: Record<string, number>): Promise<void> {
  await suite.env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context)
    const batch = writeBatch(db)
    for (const [id, n] of Object.entries(parts)) {
      batch.set(doc(db, 'ventanas', id), { n, fecha: Timestamp.now(), expira: expiryOf(id) })
    }
    await batch.commit()
  })
}

/** Every part of the hour's window of `kind` full, but for the part numbered `except`. */
const fullWindow = (kind: CrowdKind, hour = hourOf(), except = -1) =>
  Object.fromEntries(
    Array.from({ length: CROWD_PARTS }, (_, index) => [
      part(kind, index, hour),
      CROWD_SHARE[kind],
    ]).filter((_, index) => index !== except),
  )

interface Count {
  /** The part the stamp names (cupo); null: no cupo. */
  cupo?: string | null
  /** The part the write moves; null: none. */
  moves?: string | null
  /** What the moved part holds after the write (default: one more than before). */
  data?: DocumentData
}

/** Queues the part's move: to `n` (with lleno when it fills), or as `count.data` says. */
function queueCount(
  batch: ReturnType<typeof writeBatch>,
  db: Firestore,
  kind: CrowdKind,
  count: Count,
  n: number,
) {
  const moves = count.moves === undefined ? part(kind) : count.moves
  if (moves === null) return
  const data = count.data ?? {
    n,
    fecha: serverTimestamp(),
    expira: expiryOf(moves),
    ...(n === CROWD_SHARE[kind] && { lleno: serverTimestamp() }),
  }
  batch.set(doc(db, 'ventanas', moves), data)
}

const cupoOf = (kind: CrowdKind, count: Count) =>
  count.cupo === undefined
    ? { cupo: count.moves ?? part(kind) }
    : count.cupo
      ? { cupo: count.cupo }
      : {}

/** An opinion as the page sends it, with its stamp and the window's part moved to `n`. */
function sendOpinion(db: Firestore, uid: string, count: Count = {}, n = 1) {
  const batch = writeBatch(db)
  const opinion = doc(collection(db, 'opiniones'))
  batch.set(opinion, { mensaje: 'Rico', fecha: serverTimestamp(), leida: false })
  batch.set(
    doc(db, 'limites', uid),
    { ...opinionStamp(opinion.id), ...cupoOf('opiniones', count) },
    { merge: true },
  )
  queueCount(batch, db, 'opiniones', count, n)
  return batch.commit()
}

/** The next free-cone entry as the page writes it, with the window's part moved to `n`. */
function upload(db: Firestore, uid: string, count: Count = {}, n = 1) {
  const batch = writeBatch(db)
  batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT })
  batch.set(doc(db, 'cono-gratis', String(NEXT)), conoGratisImage(NEXT, {}, uid))
  withClaimCode(batch, db, NEXT, uid)
  batch.set(
    doc(db, 'limites', uid),
    { ...uploadStamp(NEXT), ...cupoOf('entradas', count) },
    { merge: true },
  )
  queueCount(batch, db, 'entradas', count, n)
  return batch.commit()
}

/** A file stamp as the page writes it before storing a picture, with the part moved to `n`. */
function stampFile(db: Firestore, uid: string, count: Count = {}, n = 1) {
  const batch = writeBatch(db)
  batch.set(
    doc(db, 'limites', uid),
    { ...fileStamp(conoGratisPath(uid)), ...cupoOf('archivos', count) },
    { merge: true },
  )
  queueCount(batch, db, 'archivos', count, n)
  return batch.commit()
}

const WRITES = [
  ['an opinion', 'opiniones', sendOpinion],
  ['a free-cone entry', 'entradas', upload],
  ['a file stamp', 'archivos', stampFile],
] as const

const visitors = ['anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'] as const

describe.each(WRITES)('%s across visitors', (_name, kind, write) => {
  it.each(visitors.map((role) => [ROLE_NAMES[role], role] as const))(
    'is refused without the window’s part (%s)',
    async (_role, role) => {
      await assertFails(write(suite.dbs[role], ownUid(role), { cupo: null, moves: null }))
      await assertFails(write(suite.dbs[role], ownUid(role), { moves: null }))
      await assertSucceeds(write(suite.dbs[role], ownUid(role)))
    },
  )

  it('is accepted from the admin without any part, even with the window full (staff are not counted)', async () => {
    await storedParts(fullWindow(kind))
    await assertSucceeds(write(suite.dbs.admin, ownUid('admin'), { cupo: null, moves: null }))
    await assertFails(write(suite.dbs.anonymous, ownUid('anonymous')))
  })

  it('moves a part up to its share and not one past it', async () => {
    const share = CROWD_SHARE[kind]
    await storedParts({ [part(kind)]: share - 1 })
    await assertFails(write(suite.dbs.anonymous, ownUid('anonymous'), {}, share + 1))
    await assertSucceeds(write(suite.dbs.anonymous, ownUid('anonymous'), {}, share))
    const stored = await getDoc(doc(suite.dbs.admin, 'ventanas', part(kind)))
    expect(stored.get('n')).toBe(share)
    expect(stored.get('lleno')).toBeInstanceOf(Timestamp)
    await assertFails(write(suite.dbs.cliente, ownUid('cliente'), {}, share + 1))
  })

  it('is refused once every part of the hour is full; another part has room until then', async () => {
    await storedParts(fullWindow(kind, hourOf(), 7))
    await assertFails(write(suite.dbs.anonymous, ownUid('anonymous'), {}, CROWD_SHARE[kind] + 1))
    await assertSucceeds(write(suite.dbs.anonymous, ownUid('anonymous'), { moves: part(kind, 7) }))
    await storedParts(fullWindow(kind))
    for (let index = 0; index < CROWD_PARTS; index += 1) {
      await assertFails(
        write(
          suite.dbs.cliente,
          ownUid('cliente'),
          { moves: part(kind, index) },
          CROWD_SHARE[kind] + 1,
        ),
      )
    }
  })

  it('starts a new window after the hour: last hour’s full parts do not count', async () => {
    await storedParts(fullWindow(kind, hourOf() - 1, 9))
    // Last hour's window is closed, even a part of it that never moved.
    await assertFails(
      write(suite.dbs.anonymous, ownUid('anonymous'), { moves: part(kind, 9, hourOf() - 1) }, 1),
    )
    await assertSucceeds(write(suite.dbs.anonymous, ownUid('anonymous')))
  })

  it('is refused naming a part of the next hour, of another kind, or one the write does not move', async () => {
    const other = kind === 'opiniones' ? 'entradas' : 'opiniones'
    const me = ownUid('anonymous')
    await assertFails(write(suite.dbs.anonymous, me, { moves: part(kind, 0, hourOf() + 1) }))
    await assertFails(write(suite.dbs.anonymous, me, { moves: part(other) }))
    await assertFails(write(suite.dbs.anonymous, me, { cupo: part(kind, 1), moves: part(kind, 2) }))
    await assertFails(write(suite.dbs.anonymous, me, { moves: `${kind}-${String(hourOf())}-10` }))
  })

  it('is refused when the part jumps, goes back or carries bad fields', async () => {
    const me = ownUid('anonymous')
    await storedParts({ [part(kind)]: 2 })
    await assertFails(write(suite.dbs.anonymous, me, {}, 4))
    await assertFails(write(suite.dbs.anonymous, me, {}, 1))
    await assertFails(write(suite.dbs.anonymous, me, {}, 2))
    const fecha = serverTimestamp()
    const expira = expiryOf(part(kind))
    for (const data of [
      { n: '3', fecha, expira },
      { n: 3.5, fecha, expira },
      { n: 3, fecha: Timestamp.fromMillis(Date.now() - 60_000), expira },
      { n: 3, expira },
      { n: 3, fecha, expira, quien: me },
      // lleno only when the part fills (entries: 3 is the share), and then at this very moment.
      kind === 'entradas' ? { n: 3, fecha, expira } : { n: 3, fecha, expira, lleno: fecha },
      kind === 'entradas'
        ? { n: 3, fecha, expira, lleno: Timestamp.fromMillis(Date.now() - 60_000) }
        : { n: 3, fecha, expira, lleno: Timestamp.now() },
    ]) {
      await assertFails(write(suite.dbs.anonymous, me, { data }))
    }
    await assertSucceeds(write(suite.dbs.anonymous, me, {}, 3))
  })

  // A TTL policy on expira deletes a part some time after that moment: one that expired inside
  // its own hour would restart the count at 0 while the hour still counts.
  it('is refused when the part has no expiry, or any other than 48 hours after its hour starts', async () => {
    const me = ownUid('anonymous')
    const fecha = serverTimestamp()
    const hourStart = hourOf() * 3_600_000
    const exact = expiryOf(part(kind)).toMillis()
    for (const expira of [
      undefined,
      null,
      Timestamp.fromMillis(hourStart + 1_800_000),
      Timestamp.fromMillis(hourStart + 3_600_000),
      fecha,
      Timestamp.fromMillis(exact - 1000),
      Timestamp.fromMillis(exact + 1000),
      Timestamp.fromMillis(exact + 3_600_000),
      exact,
      new Date(exact).toISOString(),
    ]) {
      const data = { n: 1, fecha, ...(expira !== undefined && { expira }) }
      await assertFails(write(suite.dbs.anonymous, me, { data }))
    }
    await assertSucceeds(
      write(suite.dbs.anonymous, me, {
        data: { n: 1, fecha, expira: Timestamp.fromMillis(exact) },
      }),
    )
    expect((await getDoc(doc(suite.dbs.admin, 'ventanas', part(kind)))).get('expira')).toEqual(
      Timestamp.fromMillis(exact),
    )
  })

  it('moves a stored part only with its exact expiry, also one stored without any', async () => {
    const me = ownUid('anonymous')
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'ventanas', part(kind)), {
        n: 1,
        fecha: Timestamp.now(),
      })
    })
    await assertFails(write(suite.dbs.anonymous, me, { data: { n: 2, fecha: serverTimestamp() } }))
    await assertFails(
      write(suite.dbs.anonymous, me, {
        data: { n: 2, fecha: serverTimestamp(), expira: crowdExpiry(hourOf() - 1) },
      }),
    )
    await assertSucceeds(write(suite.dbs.anonymous, me, {}, 2))
  })

  it('at the turn of the hour, is refused naming the hour just gone, even with its own expiry', async () => {
    // A phone a moment behind the server: its part is last hour's, exact in every other way.
    const me = ownUid('anonymous')
    const gone = part(kind, 0, hourOf() - 1)
    await assertFails(write(suite.dbs.anonymous, me, { moves: gone }))
    await assertFails(
      write(suite.dbs.anonymous, me, {
        moves: gone,
        data: { n: 1, fecha: serverTimestamp(), expira: expiryOf(part(kind)) },
      }),
    )
    await assertSucceeds(write(suite.dbs.anonymous, me))
  })
})

describe('a part moved without what it counts', () => {
  const me = ownUid('anonymous')
  const db = () => suite.dbs.anonymous

  it('is refused alone, with a bare stamp, or with a stamp of another kind', async () => {
    await assertFails(
      setDoc(doc(db(), 'ventanas', part('opiniones')), {
        n: 1,
        fecha: serverTimestamp(),
        expira: expiryOf(part('opiniones')),
      }),
    )
    for (const [kind, stamp] of [
      ['opiniones', opinionStamp('sin-opinion')],
      ['entradas', uploadStamp(NEXT)],
      ['opiniones', fileStamp(conoGratisPath(me))],
      ['archivos', opinionStamp('otra')],
    ] as const) {
      const batch = writeBatch(db())
      batch.set(doc(db(), 'limites', me), { ...stamp, cupo: part(kind) }, { merge: true })
      batch.set(doc(db(), 'ventanas', part(kind)), {
        n: 1,
        fecha: serverTimestamp(),
        expira: expiryOf(part(kind)),
      })
      await assertFails(batch.commit())
    }
  })

  it('is refused with an opinion admitted by an older stamp', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'limites', me), {
        opinion: Timestamp.fromMillis(Date.now() - 60_000),
        opinionId: 'vieja',
      })
    })
    const batch = writeBatch(db())
    batch.update(doc(db(), 'limites', me), { cupo: part('opiniones') })
    batch.set(doc(db(), 'ventanas', part('opiniones')), {
      n: 1,
      fecha: serverTimestamp(),
      expira: expiryOf(part('opiniones')),
    })
    await assertFails(batch.commit())
  })
})

describe('ventanas, who may do what', () => {
  beforeEach(async () => {
    await storedParts({ [part('opiniones')]: 2 })
  })

  it.each(ROLES.map((role) => [ROLE_NAMES[role], role] as const))(
    '%s: get if signed in, list if admin, never delete, reset or rewind',
    async (_name, role) => {
      const db = suite.dbs[role]
      const stored = doc(db, 'ventanas', part('opiniones'))
      if (role !== 'unauthenticated') await assertSucceeds(getDoc(stored))
      else await assertFails(getDoc(stored))
      if (role === 'admin') await assertSucceeds(getDocs(collection(db, 'ventanas')))
      else await assertFails(getDocs(collection(db, 'ventanas')))
      await assertFails(deleteDoc(stored))
      await assertFails(updateDoc(stored, { n: 0 }))
      await assertFails(
        setDoc(stored, { n: 1, fecha: serverTimestamp(), expira: expiryOf(stored.id) }),
      )
      if (role === 'unauthenticated') {
        await assertFails(sendOpinion(db, ownUid(role), {}, 3))
      } else {
        // A new part, created at 1 with the opinion it counts.
        await assertSucceeds(sendOpinion(db, ownUid(role), { moves: part('opiniones', 1) }, 1))
      }
    },
  )

  it('an admin moves a part only with what it counts too, and never deletes one', async () => {
    await assertFails(updateDoc(doc(suite.dbs.admin, 'ventanas', part('opiniones')), { n: 3 }))
    await assertFails(deleteDoc(doc(suite.dbs.admin, 'ventanas', part('opiniones'))))
    await assertSucceeds(sendOpinion(suite.dbs.admin, ownUid('admin'), {}, 3))
  })
})

describe('visitors writing at once', () => {
  const VISITORS = 10
  let apps: FirebaseApp[] = []
  let visitors: LiteFirestore[] = []
  let uids: string[] = []

  beforeAll(async () => {
    const { host, port } = firestoreEmulator()
    apps = Array.from({ length: VISITORS }, (_, index) =>
      initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `a-la-vez-${String(index)}`),
    )
    visitors = apps.map((app) => {
      const db = getLiteFirestore(app)
      connectFirestoreEmulator(db, host, port)
      return db
    })
    uids = await Promise.all(
      apps.map(async (app) => {
        const auth = getAuth(app)
        connectAuthEmulator(auth, `http://${authEmulatorHost()}`, { disableWarnings: true })
        return (await signInAnonymously(auth)).user.uid
      }),
    )
  })

  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)))
  })

  /** What the window's parts of `kind` hold now, added up. */
  async function counted(kind: CrowdKind): Promise<number> {
    const parts = await getDocs(collection(suite.dbs.admin, 'ventanas'))
    return parts.docs
      .filter((stored) => stored.id.startsWith(`${kind}-${String(hourOf())}-`))
      .reduce((sum, stored) => sum + (stored.get('n') as number), 0)
  }

  /** Runs one write per visitor at the same moment; logs how long and how many tries it took. */
  async function atOnce<T>(label: string, write: (index: number, pause: Pause) => Promise<T>) {
    const started = Date.now()
    const attempts = Array.from({ length: VISITORS }, () => 1)
    const results = await Promise.allSettled(
      Array.from({ length: VISITORS }, (_, index) =>
        write(index, (attempt) => {
          attempts[index] = attempt
          return pauseBeforeAttempt(attempt)
        }),
      ),
    )
    console.info(
      `${String(VISITORS)} ${label} at once: ${String(Date.now() - started)} ms, attempts per ` +
        `visitor max ${String(Math.max(...attempts))}, total ${String(attempts.reduce((sum, n) => sum + n, 0))}`,
    )
    return results
  }

  const opinionBy = (index: number) => (transaction: Transaction, cupo: string) => {
    const db = visitors[index] as LiteFirestore
    const opinion = liteDoc(liteCollection(db, 'opiniones'))
    transaction.set(opinion, {
      mensaje: `Opinión ${String(index)}`,
      fecha: liteNow(),
      leida: false,
    })
    transaction.set(
      liteDoc(db, 'limites', uids[index] ?? ''),
      { opinion: liteNow(), opinionId: opinion.id, cupo },
      { merge: true },
    )
  }

  it('all send an opinion, each counted once', async () => {
    const results = await atOnce('opinions', (index, pause) =>
      writeCounted(visitors[index] as LiteFirestore, 'opiniones', opinionBy(index), { pause }),
    )
    expect(results.map((result) => result.status)).toEqual(Array(VISITORS).fill('fulfilled'))
    expect(await counted('opiniones')).toBe(VISITORS)
  })

  it('all stamp a picture’s files, each counted once', async () => {
    const results = await atOnce('file stamps', (index, pause) =>
      writeCounted(
        visitors[index] as LiteFirestore,
        'archivos',
        (transaction, cupo) => {
          const uid = uids[index] ?? ''
          transaction.set(
            liteDoc(visitors[index] as LiteFirestore, 'limites', uid),
            { archivos: liteNow(), archivosRuta: conoGratisPath(uid), cupo },
            { merge: true },
          )
        },
        { pause },
      ),
    )
    expect(results.map((result) => result.status)).toEqual(Array(VISITORS).fill('fulfilled'))
    expect(await counted('archivos')).toBe(VISITORS)
  })

  it('all upload a free cone, each numbered and counted once', async () => {
    const results = await atOnce('free-cone entries', (index, pause) => {
      const uid = uids[index] ?? ''
      const ruta = conoGratisPath(uid, `a-la-vez-${String(index)}.webp`)
      return reserveFreeConeNumber(
        visitors[index] as LiteFirestore,
        uid,
        { ruta, rutaMiniatura: `${ruta}-480`, nombre: 'cono.webp' },
        { pause },
      )
    })
    for (const result of results) if (result.status === 'rejected') console.error(result.reason)
    expect(results.map((result) => result.status)).toEqual(Array(VISITORS).fill('fulfilled'))
    const numbers = results.map((result) => (result.status === 'fulfilled' ? result.value : 0))
    expect([...numbers].sort((a, b) => a - b)).toEqual(
      Array.from({ length: VISITORS }, (_, index) => NEXT + index),
    )
    expect(await counted('entradas')).toBe(VISITORS)
  })

  it('past the hour’s limit, a visitor is told so before writing anything', async () => {
    await storedParts(fullWindow('opiniones'))
    await expect(
      writeCounted(visitors[0] as LiteFirestore, 'opiniones', opinionBy(0)),
    ).rejects.toBeInstanceOf(CrowdLimitError)
    const opinions = await getDocs(collection(suite.dbs.admin, 'opiniones'))
    expect(opinions.size).toBe(1)
  })
})
