// Stamp cards: sellos/{uid} (one an account, its id the owner's uid) and their codes
// sellos-codigos/{codigo}. The owner gets their own card, the staff get any by its code, nobody
// lists either; a visitor creates only their own card, empty, with a code never taken before,
// counted in the window of new cards across visitors; only the staff stamp (one at a time, 10
// minutes apart by the server's clock), give the reward of a full card (once) and move a card's
// stamps to another card, which retires it.

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
  connectFirestoreEmulator,
  getFirestore as getLiteFirestore,
  setLogLevel as setLiteLogLevel,
  type Firestore as LiteFirestore,
} from 'firebase/firestore/lite'
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInAnonymously } from 'firebase/auth'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import shopDefaults from '../../src/config/shop-defaults.json'
import { CrowdLimitError } from '../../src/lib/data/crowd-limit'
import { createStampCard } from '../../src/lib/stamp-card/create-card'
import { DEMO_CONTACT } from '../../scripts/seed/demo-contact.mjs'
import {
  PROJECT_ID,
  ROLES,
  ROLE_NAMES,
  UID,
  authEmulatorHost,
  crowdExpiry,
  firestoreEmulator,
  firestoreOf,
  hourOf,
  ownUid,
  seed,
  rulesSuite,
} from './support'

const suite = rulesSuite('sellos')
setLiteLogLevel('error')

/** The stamps a full card holds in these tests (Tienda: 5 to 12). */
const META = 5
const MINUTE = 60_000

/** The seeded cards: the anonymous visitor's (2 stamps), another visitor's (empty), a full one. */
const CARDS = {
  own: { uid: UID.anonymous, codigo: 'K7PM', sellos: 2 },
  other: { uid: UID.otro, codigo: 'WXYZ', sellos: 0 },
  full: { uid: 'uid-tarjeta-llena', codigo: 'HJKL', sellos: META },
} as const

const history = (
  count: number,
  tipo = 'sello',
  at = Timestamp.fromMillis(Date.now() - 60 * MINUTE),
) => Object.fromEntries(Array.from({ length: count }, (_, i) => [String(i), { tipo, fecha: at }]))

/** A card as stored, its last stamp an hour ago (so the next one is allowed). */
function storedCard(codigo: string, sellos: number, extra: DocumentData = {}): DocumentData {
  return {
    codigo,
    sellos,
    ronda: 1,
    historial: history(sellos),
    creada: Timestamp.fromMillis(Date.now() - 2 * 60 * MINUTE),
    cupo: `tarjetas-${String(hourOf() - 2)}-0`,
    ...(sellos > 0 && { ultimoSello: Timestamp.fromMillis(Date.now() - 60 * MINUTE) }),
    ...extra,
  }
}

/** Stored data, rules off. */
async function stored(write: (db: Firestore) => Promise<unknown>) {
  await suite.env.withSecurityRulesDisabled((context) =>
    write(firestoreOf(context)).then(() => undefined),
  )
}

beforeEach(async () => {
  await seed(suite.env, async (db) => {
    const batch = writeBatch(db)
    batch.set(doc(db, 'ajustes', 'tienda'), {
      ...structuredClone(shopDefaults),
      ...DEMO_CONTACT,
      sellos: 'si',
      sellosMeta: String(META),
    })
    for (const { uid, codigo, sellos } of Object.values(CARDS)) {
      batch.set(doc(db, 'sellos', uid), storedCard(codigo, sellos))
      batch.set(doc(db, 'sellos-codigos', codigo), { tarjeta: uid })
    }
    await batch.commit()
  })
})

const card = (db: Firestore, uid: string) => doc(db, 'sellos', uid)
const code = (db: Firestore, codigo: string) => doc(db, 'sellos-codigos', codigo)

/** The part of this hour's window of new cards numbered `part`. */
const cardPart = (part = 0, hour = hourOf()) => `tarjetas-${String(hour)}-${String(part)}`

/** This hour's ten parts of new cards, each at its share (6): the window is full. */
const fillCardWindow = (extra: DocumentData = {}) =>
  stored(async (db) => {
    const batch = writeBatch(db)
    for (let part = 0; part < 10; part += 1)
      batch.set(doc(db, 'ventanas', cardPart(part)), {
        n: 6,
        fecha: Timestamp.now(),
        expira: crowdExpiry(),
        ...extra,
      })
    await batch.commit()
  })

interface NewCard {
  codigo?: string
  /** The card's fields over the page's. */
  data?: DocumentData
  /** The code document's fields (null: not written). */
  codeData?: DocumentData | null
  /** The window's part moved (null: none) and to what. */
  part?: string | null
  partData?: DocumentData
}

/** A new card as the page writes it: the card, its code, and this hour's part moved to 1. */
function createCard(db: Firestore, uid: string, options: NewCard = {}) {
  const codigo = options.codigo ?? 'N3W5'
  const part = options.part === undefined ? cardPart() : options.part
  const batch = writeBatch(db)
  batch.set(card(db, uid), {
    codigo,
    sellos: 0,
    ronda: 1,
    historial: {},
    creada: serverTimestamp(),
    cupo: part ?? cardPart(),
    ...options.data,
  })
  if (options.codeData !== null) batch.set(code(db, codigo), options.codeData ?? { tarjeta: uid })
  if (part !== null)
    batch.set(
      doc(db, 'ventanas', part),
      options.partData ?? { n: 1, fecha: serverTimestamp(), expira: crowdExpiry() },
    )
  return batch.commit()
}

/** One stamp as the counter writes it, on a card holding `before` stamps and `entries` entries. */
function stamp(
  db: Firestore,
  uid: string,
  before: number,
  changes: DocumentData = {},
  entries = before,
) {
  return updateDoc(card(db, uid), {
    sellos: before + 1,
    ultimoSello: serverTimestamp(),
    [`historial.${String(entries)}`]: { tipo: 'sello', fecha: serverTimestamp() },
    ...changes,
  })
}

/** The reward of a card holding `entries` history entries. */
function reward(db: Firestore, uid: string, entries: number, changes: DocumentData = {}) {
  return updateDoc(card(db, uid), {
    sellos: 0,
    ronda: 2,
    [`historial.${String(entries)}`]: { tipo: 'premio', fecha: serverTimestamp() },
    ...changes,
  })
}

interface Move {
  from: { uid: string; codigo: string; sellos: number }
  to: { uid: string; codigo: string; sellos: number; entries?: number }
  /** Over the new card's update. */
  toChanges?: DocumentData
  /** Over the old card's update (null: the old card is not retired). */
  fromChanges?: DocumentData | null
}

/** The staff's move: the new card takes the old one's stamps, the old one is retired. */
function move(db: Firestore, { from, to, toChanges = {}, fromChanges = {} }: Move) {
  const batch = writeBatch(db)
  batch.update(card(db, to.uid), {
    sellos: to.sellos + from.sellos,
    [`historial.${String(to.entries ?? to.sellos)}`]: {
      tipo: 'traslado',
      fecha: serverTimestamp(),
      de: from.codigo,
      sellos: from.sellos,
    },
    ...toChanges,
  })
  if (fromChanges !== null)
    batch.update(card(db, from.uid), {
      retirada: serverTimestamp(),
      movidaA: to.codigo,
      ...fromChanges,
    })
  return batch.commit()
}

const expectAllowed = async (allowed: boolean, request: Promise<unknown>) => {
  if (allowed) await assertSucceeds(request)
  else await assertFails(request)
}

describe.each(ROLES)('a stamp card, as %s', (role) => {
  const name = ROLE_NAMES[role]
  const isAdmin = role === 'admin'
  const isOwner = role === 'anonymous'
  const signedIn = role !== 'unauthenticated'
  const db = () => suite.dbs[role]

  it(`${isOwner || isAdmin ? 'gets' : 'cannot get'} the anonymous visitor's card (${name})`, async () => {
    await expectAllowed(isOwner || isAdmin, getDoc(card(db(), CARDS.own.uid)))
  })

  it(`${isAdmin ? 'gets' : 'cannot get'} another visitor's card (${name})`, async () => {
    await expectAllowed(isAdmin, getDoc(card(db(), CARDS.other.uid)))
  })

  it(`never lists cards or codes (${name})`, async () => {
    await assertFails(getDocs(collection(db(), 'sellos')))
    await assertFails(getDocs(collection(db(), 'sellos-codigos')))
  })

  it(`${isAdmin ? 'gets' : 'cannot get'} a card's code (${name})`, async () => {
    await expectAllowed(isAdmin, getDoc(code(db(), CARDS.own.codigo)))
  })

  it(`${signedIn ? 'creates' : 'cannot create'} a card of its own (${name})`, async () => {
    const uid = ownUid(role)
    if (role === 'anonymous') await stored((admin) => deleteDoc(card(admin, uid))) // its seeded card, gone for this test
    await expectAllowed(signedIn, createCard(db(), uid))
  })

  it(`cannot create a card for another account (${name})`, async () => {
    await assertFails(createCard(db(), 'uid-de-otra-persona'))
  })

  it(`${isAdmin ? 'stamps' : 'cannot stamp'} a card (${name})`, async () => {
    await expectAllowed(isAdmin, stamp(db(), CARDS.own.uid, CARDS.own.sellos))
  })

  it(`never deletes a card or a code (${name})`, async () => {
    await assertFails(deleteDoc(card(db(), CARDS.own.uid)))
    await assertFails(deleteDoc(code(db(), CARDS.own.codigo)))
  })

  it(`never changes a code (${name})`, async () => {
    await assertFails(setDoc(code(db(), CARDS.own.codigo), { tarjeta: ownUid(role) }))
  })
})

describe('the anonymous sign-in with an admin users document', () => {
  it('cannot stamp, reward or move anything', async () => {
    const db = suite.dbs.anonymousAdmin
    await assertFails(stamp(db, CARDS.other.uid, 0))
    await assertFails(reward(db, CARDS.full.uid, META))
    await assertFails(move(db, { from: CARDS.own, to: CARDS.other }))
  })
})

describe('stamps', () => {
  const admin = () => suite.dbs.admin

  it('a visitor cannot add a stamp to their own card, nor change anything on it', async () => {
    const own = suite.dbs.anonymous
    await assertFails(stamp(own, CARDS.own.uid, CARDS.own.sellos))
    await assertFails(updateDoc(card(own, CARDS.own.uid), { sellos: 4 }))
    await assertFails(updateDoc(card(own, CARDS.own.uid), { ronda: 5 }))
  })

  it('adds exactly one stamp: two in one write are refused', async () => {
    await assertFails(
      stamp(admin(), CARDS.own.uid, CARDS.own.sellos, { sellos: CARDS.own.sellos + 2 }),
    )
    await assertSucceeds(stamp(admin(), CARDS.own.uid, CARDS.own.sellos))
  })

  it('refuses a second stamp within 10 minutes, by the server’s clock', async () => {
    await assertSucceeds(stamp(admin(), CARDS.own.uid, CARDS.own.sellos))
    await assertFails(stamp(admin(), CARDS.own.uid, CARDS.own.sellos + 1))
    // A last stamp 9 minutes ago: still refused; 11 minutes ago: taken.
    await stored((db) =>
      updateDoc(card(db, CARDS.other.uid), {
        sellos: 1,
        historial: history(1),
        ultimoSello: Timestamp.fromMillis(Date.now() - 9 * MINUTE),
      }),
    )
    await assertFails(stamp(admin(), CARDS.other.uid, 1))
    await stored((db) =>
      updateDoc(card(db, CARDS.other.uid), {
        ultimoSello: Timestamp.fromMillis(Date.now() - 11 * MINUTE),
      }),
    )
    await assertSucceeds(stamp(admin(), CARDS.other.uid, 1))
  })

  it('stamps with the request’s time only, and records exactly that in the history', async () => {
    const earlier = Timestamp.fromMillis(Date.now() - 30 * MINUTE)
    await assertFails(stamp(admin(), CARDS.own.uid, 2, { ultimoSello: earlier }))
    await assertFails(
      stamp(admin(), CARDS.own.uid, 2, { 'historial.2': { tipo: 'sello', fecha: earlier } }),
    )
    await assertFails(
      stamp(admin(), CARDS.own.uid, 2, {
        'historial.2': { tipo: 'premio', fecha: serverTimestamp() },
      }),
    )
    // Another key than the next one, or an entry rewritten.
    await assertFails(stamp(admin(), CARDS.own.uid, 2, {}, 5))
    await assertFails(
      stamp(admin(), CARDS.own.uid, 2, {
        'historial.0': { tipo: 'premio', fecha: serverTimestamp() },
      }),
    )
    await assertFails(stamp(admin(), CARDS.own.uid, 2, { ronda: 3 }))
  })

  it('never stamps past a full card', async () => {
    await assertFails(stamp(admin(), CARDS.full.uid, META))
  })
})

describe('rewards', () => {
  const admin = () => suite.dbs.admin

  it('are refused on a card that is not full', async () => {
    await assertFails(reward(admin(), CARDS.own.uid, CARDS.own.sellos))
  })

  it('are given on a full card, once: the next round starts empty', async () => {
    await assertFails(reward(admin(), CARDS.full.uid, META, { sellos: 1 }))
    await assertFails(reward(admin(), CARDS.full.uid, META, { ronda: 3 }))
    await assertSucceeds(reward(admin(), CARDS.full.uid, META))
    const after = (await getDoc(card(admin(), CARDS.full.uid))).data()
    expect(after).toMatchObject({ sellos: 0, ronda: 2 })
    // The same reward again (a second phone, a double tap): the card is no longer full.
    await assertFails(reward(admin(), CARDS.full.uid, META + 1, { ronda: 3 }))
  })

  it('are refused by a visitor, even on their own full card', async () => {
    await stored((db) => setDoc(card(db, CARDS.own.uid), storedCard(CARDS.own.codigo, META)))
    await assertFails(reward(suite.dbs.anonymous, CARDS.own.uid, META))
  })
})

describe('moving a card', () => {
  const admin = () => suite.dbs.admin

  it('is refused to a visitor, even between their own cards', async () => {
    await assertFails(move(suite.dbs.anonymous, { from: CARDS.own, to: CARDS.other }))
    await assertFails(move(suite.dbs.cliente, { from: CARDS.own, to: CARDS.other }))
  })

  it('gives the new card the old one’s stamps and retires the old one, which stops working', async () => {
    await assertSucceeds(move(admin(), { from: CARDS.own, to: CARDS.other }))
    const [from, to] = await Promise.all([
      getDoc(card(admin(), CARDS.own.uid)),
      getDoc(card(admin(), CARDS.other.uid)),
    ])
    expect(to.data()).toMatchObject({ sellos: CARDS.own.sellos })
    expect(from.data()).toMatchObject({ movidaA: CARDS.other.codigo, sellos: CARDS.own.sellos })
    // The retired card takes no stamp, no reward and no second move.
    await assertFails(stamp(admin(), CARDS.own.uid, CARDS.own.sellos))
    await stored((db) => setDoc(card(db, CARDS.own.uid), { sellos: META }, { merge: true }))
    await assertFails(reward(admin(), CARDS.own.uid, CARDS.own.sellos))
    const moved = { ...CARDS.other, sellos: CARDS.own.sellos, entries: 1 }
    await assertFails(move(admin(), { from: CARDS.own, to: moved }))
    await assertFails(move(admin(), { from: moved, to: CARDS.own }))
  })

  it('is refused unless both cards change together, exactly', async () => {
    // The old card not retired, or retired towards another code.
    await assertFails(move(admin(), { from: CARDS.own, to: CARDS.other, fromChanges: null }))
    await assertFails(
      move(admin(), {
        from: CARDS.own,
        to: CARDS.other,
        fromChanges: { movidaA: CARDS.full.codigo },
      }),
    )
    // The new card taking more than the old one had, or naming another card in its history.
    await assertFails(
      move(admin(), {
        from: CARDS.own,
        to: CARDS.other,
        toChanges: { sellos: CARDS.own.sellos + 1 },
      }),
    )
    await assertFails(
      move(admin(), {
        from: CARDS.own,
        to: CARDS.other,
        toChanges: {
          'historial.0': { tipo: 'traslado', fecha: serverTimestamp(), de: 'ZZZZ', sellos: 2 },
        },
      }),
    )
    // Only the old card retired, its stamps going nowhere.
    await assertFails(
      updateDoc(card(admin(), CARDS.own.uid), {
        retirada: serverTimestamp(),
        movidaA: CARDS.other.codigo,
      }),
    )
  })

  it('is refused to the same card, and when both together pass a full card', async () => {
    await assertFails(
      move(admin(), {
        from: CARDS.own,
        to: { ...CARDS.own, sellos: CARDS.own.sellos },
        fromChanges: null,
      }),
    )
    await assertFails(move(admin(), { from: CARDS.full, to: CARDS.own }))
  })
})

describe('creating a card', () => {
  const visitor = () => suite.dbs.anonymous
  const fresh = async () => {
    await stored((db) => deleteDoc(card(db, CARDS.own.uid)))
  }

  it('gives an account one card only', async () => {
    await assertFails(createCard(visitor(), CARDS.own.uid))
  })

  it('starts empty, in round 1, made now', async () => {
    await fresh()
    await assertFails(createCard(visitor(), CARDS.own.uid, { data: { sellos: 3 } }))
    await assertFails(createCard(visitor(), CARDS.own.uid, { data: { ronda: 2 } }))
    await assertFails(
      createCard(visitor(), CARDS.own.uid, { data: { historial: { '0': { tipo: 'sello' } } } }),
    )
    await assertFails(
      createCard(visitor(), CARDS.own.uid, { data: { creada: Timestamp.fromMillis(0) } }),
    )
    await assertFails(
      createCard(visitor(), CARDS.own.uid, { data: { ultimoSello: serverTimestamp() } }),
    )
    await assertSucceeds(createCard(visitor(), CARDS.own.uid))
  })

  it('refuses a code naming another card, a code already taken, and a card without its code', async () => {
    await fresh()
    await assertFails(
      createCard(visitor(), CARDS.own.uid, { codeData: { tarjeta: CARDS.other.uid } }),
    )
    await assertFails(createCard(visitor(), CARDS.own.uid, { codigo: CARDS.other.codigo }))
    await assertFails(createCard(visitor(), CARDS.own.uid, { codeData: null }))
    await assertFails(createCard(visitor(), CARDS.own.uid, { codigo: 'K0O1' }))
    await assertFails(
      createCard(visitor(), CARDS.own.uid, { codeData: { tarjeta: CARDS.own.uid, extra: 1 } }),
    )
  })

  it('refuses a second code for a card that exists', async () => {
    await assertFails(setDoc(code(visitor(), 'Q2R3'), { tarjeta: CARDS.own.uid }))
  })

  it('is refused while the shop has the card off', async () => {
    await fresh()
    await stored((db) => updateDoc(doc(db, 'ajustes', 'tienda'), { sellos: '' }))
    await assertFails(createCard(visitor(), CARDS.own.uid))
  })

  it('moves this hour’s window of new cards, and only with a card', async () => {
    await fresh()
    await assertFails(createCard(visitor(), CARDS.own.uid, { part: null }))
    await assertFails(createCard(visitor(), CARDS.own.uid, { part: cardPart(0, hourOf() - 1) }))
    await assertFails(
      createCard(visitor(), CARDS.own.uid, {
        partData: { n: 2, fecha: serverTimestamp(), expira: crowdExpiry() },
      }),
    )
    // The part alone, with no card made.
    await assertFails(
      setDoc(doc(visitor(), 'ventanas', cardPart(3)), {
        n: 1,
        fecha: serverTimestamp(),
        expira: crowdExpiry(),
      }),
    )
    await assertSucceeds(createCard(visitor(), CARDS.own.uid))
  })

  it('is refused past the hour’s window, which admits 60 new cards from all visitors', async () => {
    await fresh()
    await fillCardWindow({ lleno: Timestamp.now() })
    for (let part = 0; part < 10; part += 1)
      await assertFails(
        createCard(visitor(), CARDS.own.uid, {
          part: cardPart(part),
          partData: { n: 7, fecha: serverTimestamp(), expira: crowdExpiry() },
        }),
      )
  })
})

describe('the page’s own creation, by real anonymous visitors', () => {
  let apps: FirebaseApp[] = []
  let visitors: LiteFirestore[] = []
  let uids: string[] = []

  beforeAll(async () => {
    const { host, port } = firestoreEmulator()
    apps = [0, 1].map((index) =>
      initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `sellos-${String(index)}`),
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

  it('makes one card with a unique code, and a taken code is replaced by another', async () => {
    const first = visitors[0] as LiteFirestore
    const second = visitors[1] as LiteFirestore
    const codigo = await createStampCard(first, uids[0] ?? '')
    expect(codigo).toMatch(/^[A-HJ-NP-Z2-9]{4}$/)
    // The second visitor draws the first one's code, then another.
    const codes = [codigo, 'Z9Y8']
    const other = await createStampCard(second, uids[1] ?? '', {
      newCode: () => codes.shift() ?? '',
    })
    expect(other).toBe('Z9Y8')
    const staff = suite.dbs.admin
    expect((await getDoc(code(staff, codigo))).data()).toEqual({ tarjeta: uids[0] })
    expect((await getDoc(code(staff, 'Z9Y8'))).data()).toEqual({ tarjeta: uids[1] })
    // Asked again (another tab), the first visitor keeps their card.
    expect(await createStampCard(first, uids[0] ?? '')).toBe(codigo)
  })

  it('tells the visitor when the hour’s window is full, writing nothing', async () => {
    await fillCardWindow()
    await expect(
      createStampCard(visitors[0] as LiteFirestore, uids[0] ?? ''),
    ).rejects.toBeInstanceOf(CrowdLimitError)
    expect((await getDoc(card(suite.dbs.admin, uids[0] ?? ''))).exists()).toBe(false)
  })
})
