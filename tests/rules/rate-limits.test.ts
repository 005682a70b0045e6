// Abuse limits enforced by the rules: one opinion per visitor every 30 seconds and one free-cone
// upload every 60 seconds, counted in limites/{uid}, which the same write must stamp. Each stamp
// names the one document it admits (opinionId, subidaNumero), so one stamp never admits two.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { describe, it } from 'vitest'
import {
  CONO,
  UID,
  conoGratisImage,
  conoGratisPath,
  fileStamp,
  firestoreOf,
  opinionStamp,
  uploadStamp,
  withClaimCode,
  setStamp,
  rulesSuite,
} from './support'

const suite = rulesSuite('rate-limits', { seedEach: true })

const visitor = () => suite.dbs.anonymous
const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000)
const NEXT = CONO.siguiente

/** The visitor's record as if its stamps had been made `seconds` ago. */
async function stampedAgo(fields: Partial<Record<'opinion' | 'subida', number>>): Promise<void> {
  const record: DocumentData = {}
  for (const [field, seconds] of Object.entries(fields)) {
    record[field] = secondsAgo(seconds)
    record[field === 'opinion' ? 'opinionId' : 'subidaNumero'] =
      field === 'opinion' ? 'opinion-anterior' : 1
  }
  await suite.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'limites', UID.anonymous), record)
  })
}

/**
 * An opinion as the page sends it: the opinion and, in the same batch, the visitor's stamp naming
 * it. `stamp` replaces the stamp (null: none).
 */
function sendOpinion(db: Firestore, stamp?: (id: string) => DocumentData | null) {
  const batch = writeBatch(db)
  const opinion = doc(collection(db, 'opiniones'))
  batch.set(opinion, { mensaje: 'Rico', fecha: serverTimestamp(), leida: false })
  const data = stamp === undefined ? opinionStamp(opinion.id) : stamp(opinion.id)
  if (data) setStamp(batch, db, UID.anonymous, data)
  return batch.commit()
}

/** The next free cone, numero `numero`, with the visitor's upload stamp (for it, by default). */
function upload(db: Firestore, numero: number, stamp: DocumentData = uploadStamp(numero)) {
  const batch = writeBatch(db)
  batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: numero })
  batch.set(doc(db, 'cono-gratis', String(numero)), conoGratisImage(numero))
  withClaimCode(batch, db, numero, UID.anonymous)
  setStamp(batch, db, UID.anonymous, stamp)
  return batch.commit()
}

describe('one opinion per visitor every 30 seconds', () => {
  it('accepts the first, refuses a second at once, accepts one after the window', async () => {
    await assertSucceeds(sendOpinion(visitor()))
    await assertFails(sendOpinion(visitor()))
    await stampedAgo({ opinion: 29 })
    await assertFails(sendOpinion(visitor()))
    await stampedAgo({ opinion: 31 })
    await assertSucceeds(sendOpinion(visitor()))
  })

  it('refuses an opinion that does not stamp the record', async () => {
    await assertFails(sendOpinion(visitor(), () => null))
    await assertFails(sendOpinion(visitor(), () => uploadStamp(NEXT)))
  })

  it('refuses a stamp without opinionId', async () => {
    await assertFails(sendOpinion(visitor(), () => ({ opinion: serverTimestamp() })))
  })

  it('refuses an opinion whose stamp names another opinion', async () => {
    await assertFails(sendOpinion(visitor(), () => opinionStamp('otra-opinion')))
  })

  it('refuses two opinions on one stamp (one batch)', async () => {
    const db = visitor()
    const batch = writeBatch(db)
    const first = doc(collection(db, 'opiniones'))
    batch.set(first, { mensaje: 'Rico', fecha: serverTimestamp(), leida: false })
    batch.set(doc(collection(db, 'opiniones')), {
      mensaje: 'Otra vez',
      fecha: serverTimestamp(),
      leida: false,
    })
    setStamp(batch, db, UID.anonymous, opinionStamp(first.id))
    await assertFails(batch.commit())
  })

  it('accepts a fresh stamp that repeats the previous opinionId (only opinion changes)', async () => {
    await stampedAgo({ opinion: 31 })
    await assertSucceeds(
      setDoc(doc(visitor(), 'limites', UID.anonymous), opinionStamp('opinion-anterior'), {
        merge: true,
      }),
    )
  })

  it('refuses signed-out visitors, who have no record to stamp', async () => {
    const db = suite.dbs.unauthenticated
    await assertFails(
      setDoc(doc(collection(db, 'opiniones')), {
        mensaje: 'Rico',
        fecha: serverTimestamp(),
        leida: false,
      }),
    )
  })

  it('counts each visitor apart: another visitor is not held back', async () => {
    await assertSucceeds(sendOpinion(visitor()))
    const other = suite.dbs.cliente
    const batch = writeBatch(other)
    const opinion = doc(collection(other, 'opiniones'))
    batch.set(opinion, { mensaje: 'Yo también', fecha: serverTimestamp(), leida: false })
    setStamp(batch, other, UID.cliente, opinionStamp(opinion.id))
    await assertSucceeds(batch.commit())
  })
})

describe('one free-cone upload per visitor every 60 seconds', () => {
  it('accepts the first, refuses a second at once, accepts one after the window', async () => {
    await assertSucceeds(upload(visitor(), NEXT))
    await assertFails(upload(visitor(), NEXT + 1))
    await stampedAgo({ subida: 59 })
    await assertFails(upload(visitor(), NEXT + 1))
    await stampedAgo({ subida: 61 })
    await assertSucceeds(upload(visitor(), NEXT + 1))
  })

  it('keeps the two windows apart: a recent opinion does not block an upload', async () => {
    await assertSucceeds(sendOpinion(visitor()))
    await assertSucceeds(upload(visitor(), NEXT))
    await assertFails(sendOpinion(visitor()))
  })

  it('refuses an upload stamped as an opinion', async () => {
    await assertFails(upload(visitor(), NEXT, opinionStamp('x')))
  })

  it('refuses an upload whose stamp names another entry', async () => {
    await assertFails(upload(visitor(), NEXT, uploadStamp(NEXT + 1)))
    await assertFails(upload(visitor(), NEXT, uploadStamp(1)))
  })

  it('refuses an upload whose stamp names no entry', async () => {
    await assertFails(upload(visitor(), NEXT, { subida: serverTimestamp() }))
  })

  it('refuses two entries on one stamp (two numbers in one batch)', async () => {
    const db = visitor()
    const batch = writeBatch(db)
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT + 1 })
    batch.set(doc(db, 'cono-gratis', String(NEXT)), conoGratisImage(NEXT))
    withClaimCode(batch, db, NEXT, UID.anonymous)
    batch.set(doc(db, 'cono-gratis', String(NEXT + 1)), conoGratisImage(NEXT + 1))
    withClaimCode(batch, db, NEXT + 1, UID.anonymous)
    setStamp(batch, db, UID.anonymous, uploadStamp(NEXT + 1))
    await assertFails(batch.commit())
  })

  it('refuses an entry taking a stamp written earlier (the stamp must be this request’s)', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'limites', UID.anonymous), {
        subida: secondsAgo(1),
        subidaNumero: NEXT,
      })
    })
    const db = visitor()
    const batch = writeBatch(db)
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT })
    batch.set(doc(db, 'cono-gratis', String(NEXT)), conoGratisImage(NEXT))
    withClaimCode(batch, db, NEXT, UID.anonymous)
    await assertFails(batch.commit())
  })
})

describe('forged records', () => {
  const own = () => doc(visitor(), 'limites', UID.anonymous)

  it('refuses a stamp in the past, which would open the window early', async () => {
    await assertFails(setDoc(own(), { opinion: secondsAgo(3600), opinionId: 'x' }))
    await stampedAgo({ opinion: 5 })
    await assertFails(updateDoc(own(), { opinion: secondsAgo(3600) }))
    await assertFails(setDoc(own(), { subida: secondsAgo(3600), subidaNumero: NEXT }))
  })

  it('refuses a stamp in the future', async () => {
    await assertFails(
      setDoc(own(), { subida: Timestamp.fromMillis(Date.now() + 3_600_000), subidaNumero: 5 }),
    )
  })

  it('refuses both stamps at once, mixed fields, unknown fields and another visitor’s record', async () => {
    await assertFails(setDoc(own(), { ...opinionStamp('x'), ...uploadStamp(NEXT) }))
    await assertFails(setDoc(own(), { opinion: serverTimestamp(), subidaNumero: NEXT }))
    await assertFails(setDoc(own(), { subida: serverTimestamp(), opinionId: 'x' }))
    await assertFails(setDoc(own(), { ...opinionStamp('x'), veces: 0 }))
    await assertFails(setDoc(doc(visitor(), 'limites', UID.cliente), opinionStamp('x')))
  })

  it.each<[string, unknown]>([
    ['empty', ''],
    ['101 characters', 'o'.repeat(101)],
    ['a number', 7],
  ])('refuses an opinionId that is %s', async (_name, opinionId) => {
    await assertFails(setDoc(own(), { opinion: serverTimestamp(), opinionId }))
  })

  it('accepts an opinionId of 100 characters', async () => {
    await assertSucceeds(setDoc(own(), opinionStamp('o'.repeat(100))))
  })

  it.each<[string, unknown]>([
    ['zero', 0],
    ['negative', -1],
    ['a fraction', 2.5],
    ['a string', '3'],
  ])('refuses a subidaNumero that is %s', async (_name, subidaNumero) => {
    await assertFails(setDoc(own(), { subida: serverTimestamp(), subidaNumero }))
  })

  it('refuses changing the admitted entry or opinion without a fresh stamp', async () => {
    await stampedAgo({ opinion: 31, subida: 61 })
    await assertFails(updateDoc(own(), { subidaNumero: NEXT }))
    await assertFails(updateDoc(own(), { opinionId: 'otra' }))
  })

  it('refuses deleting the record, which would reset the windows', async () => {
    await stampedAgo({ opinion: 5, subida: 5 })
    await assertFails(deleteDoc(own()))
  })

  it('accepts a fresh stamp alone once the window has passed (it only limits the visitor)', async () => {
    await stampedAgo({ opinion: 31, subida: 61 })
    await assertSucceeds(updateDoc(own(), opinionStamp('nueva')))
    await assertSucceeds(updateDoc(own(), uploadStamp(NEXT)))
  })
})

// A TTL policy on limites.expira deletes a record some time after that moment. Deleting it resets
// its windows and its queue, so the rules keep any expiry a day past the record's latest stamp
// (every window is over by then) and allow none while entries wait for review.
describe('the record’s expiry', () => {
  const own = () => doc(visitor(), 'limites', UID.anonymous)
  const DAY = 86_400_000
  const fromNow = (millis: number) => Timestamp.fromMillis(Date.now() + millis)
  const weekOn = () => fromNow(7 * DAY)

  /** A record as stored before a test (rules off). */
  async function stored(uid: string, record: DocumentData): Promise<void> {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'limites', uid), record)
    })
  }

  /** The visitor's file stamp, counted in this hour's window as the page writes it. */
  function stampFiles(extra: DocumentData) {
    const batch = writeBatch(visitor())
    setStamp(batch, visitor(), UID.anonymous, {
      ...fileStamp(conoGratisPath(UID.anonymous)),
      ...extra,
    })
    return batch.commit()
  }

  /** The staff hide the other visitor's pending entry 2, writing `queue` to their record. */
  function releaseWith(queue: DocumentData) {
    const db = suite.dbs.admin
    const batch = writeBatch(db)
    batch.update(doc(db, 'cono-gratis', CONO.pendiente), { estado: 'oculta' })
    batch.delete(doc(db, 'galeria', CONO.pendiente))
    batch.update(doc(db, 'limites', UID.otro), queue)
    return batch.commit()
  }

  it('accepts a stamp with an expiry from a day to two weeks on, or with none', async () => {
    await assertSucceeds(
      sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: fromNow(DAY + 60_000) })),
    )
    await assertSucceeds(stampFiles({ expira: weekOn() }))
    await stampedAgo({ opinion: 31 })
    await assertSucceeds(
      sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: fromNow(14 * DAY - 60_000) })),
    )
    await stampedAgo({ opinion: 31 })
    await assertSucceeds(sendOpinion(visitor()))
  })

  it.each<[string, () => unknown]>([
    ['now', () => serverTimestamp()],
    ['in the past', () => fromNow(-DAY)],
    ['under a day on', () => fromNow(DAY - 60_000)],
    ['over two weeks on', () => fromNow(14 * DAY + 60_000)],
    ['a number', () => Date.now() + 7 * DAY],
    ['a string', () => new Date(Date.now() + 7 * DAY).toISOString()],
    ['null', () => null],
  ])('refuses an expiry that is %s', async (_name, expira) => {
    await assertFails(sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: expira() })))
    await assertFails(stampFiles({ expira: expira() }))
    await assertSucceeds(
      sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: weekOn() })),
    )
  })

  it('refuses a stamp that keeps an earlier expiry now less than a day away', async () => {
    await stored(UID.anonymous, {
      opinion: secondsAgo(31),
      opinionId: 'opinion-anterior',
      expira: fromNow(3_600_000),
    })
    await assertFails(sendOpinion(visitor()))
    await assertSucceeds(
      sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: weekOn() })),
    )
  })

  it('accepts a stamp that removes the expiry: the record is kept', async () => {
    await stored(UID.anonymous, { opinion: secondsAgo(31), opinionId: 'x', expira: weekOn() })
    await assertSucceeds(
      sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: deleteField() })),
    )
  })

  it('refuses moving the expiry without a stamp', async () => {
    await stored(UID.anonymous, { opinion: secondsAgo(31), opinionId: 'x', expira: weekOn() })
    await assertFails(updateDoc(own(), { expira: fromNow(10 * DAY) }))
    await assertFails(updateDoc(own(), { expira: deleteField() }))
  })

  it('keeps no expiry while entries wait for review: an upload removes it, no stamp sets one', async () => {
    await stored(UID.anonymous, { opinion: secondsAgo(31), opinionId: 'x', expira: weekOn() })
    await assertFails(upload(visitor(), NEXT))
    await assertFails(upload(visitor(), NEXT, { ...uploadStamp(NEXT), expira: weekOn() }))
    await assertSucceeds(upload(visitor(), NEXT, { ...uploadStamp(NEXT), expira: deleteField() }))
    await assertFails(sendOpinion(visitor(), (id) => ({ ...opinionStamp(id), expira: weekOn() })))
    await assertFails(stampFiles({ expira: weekOn() }))
    await assertSucceeds(sendOpinion(visitor()))
    await assertSucceeds(stampFiles({}))
  })

  it('refuses a release that sets an expiry while other entries still wait', async () => {
    await stored(UID.otro, { subida: secondsAgo(120), subidaNumero: 5, pendientes: [2, 5] })
    await assertFails(releaseWith({ pendientes: [5], expira: weekOn() }))
    await assertSucceeds(releaseWith({ pendientes: [5] }))
  })

  it('lets the release that empties the queue set an expiry from a day to two weeks on', async () => {
    await stored(UID.otro, { subida: secondsAgo(120), subidaNumero: 2, pendientes: [2] })
    await assertFails(releaseWith({ pendientes: [], expira: fromNow(DAY - 60_000) }))
    await assertFails(releaseWith({ pendientes: [], expira: fromNow(15 * DAY) }))
    await assertSucceeds(releaseWith({ pendientes: [], expira: weekOn() }))
  })

  it('lets the staff empty the queue without setting any expiry', async () => {
    await stored(UID.otro, { subida: secondsAgo(120), subidaNumero: 2, pendientes: [2] })
    await assertSucceeds(releaseWith({ pendientes: [] }))
  })
})
