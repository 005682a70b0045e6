// Abuse limits enforced by the rules: one opinion per visitor every 30 seconds and one free-cone
// upload every 60 seconds, counted in limites/{uid}, which the same write must stamp.

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
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'
import {
  UID,
  conoGratisImage,
  firestoreOf,
  finishTestEnvironment,
  firestoresByRole,
  seed,
  startTestEnvironment,
  type Role,
} from './support'

let env: RulesTestEnvironment
let dbs: Record<Role, Firestore>

beforeAll(async () => {
  env = await startTestEnvironment()
  dbs = firestoresByRole(env)
})

afterAll(async () => {
  await finishTestEnvironment(env, 'rate-limits')
})

beforeEach(async () => {
  await seed(env)
})

const visitor = () => dbs.anonymous
const secondsAgo = (seconds: number) => Timestamp.fromMillis(Date.now() - seconds * 1000)

/** The visitor's record as if its stamps had been made `seconds` ago. */
async function stampedAgo(fields: Partial<Record<'opinion' | 'subida', number>>): Promise<void> {
  const record: DocumentData = {}
  for (const [field, seconds] of Object.entries(fields)) record[field] = secondsAgo(seconds)
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'limites', UID.anonymous), record)
  })
}

function sendOpinion(db: Firestore, stamp: DocumentData | null = { opinion: serverTimestamp() }) {
  const batch = writeBatch(db)
  batch.set(doc(collection(db, 'opiniones')), { mensaje: 'Rico', fecha: serverTimestamp() })
  if (stamp) batch.set(doc(db, 'limites', UID.anonymous), stamp, { merge: true })
  return batch.commit()
}

/** The next free cone, numero `numero`, with the visitor's upload stamp. */
function upload(
  db: Firestore,
  numero: number,
  stamp: DocumentData = { subida: serverTimestamp() },
) {
  const batch = writeBatch(db)
  batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: numero })
  batch.set(doc(db, 'cono-gratis', String(numero)), conoGratisImage(numero))
  batch.set(doc(db, 'limites', UID.anonymous), stamp, { merge: true })
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
    await assertFails(sendOpinion(visitor(), null))
    await assertFails(sendOpinion(visitor(), { subida: serverTimestamp() }))
  })

  it('refuses signed-out visitors, who have no record to stamp', async () => {
    const db = dbs.unauthenticated
    await assertFails(
      setDoc(doc(collection(db, 'opiniones')), { mensaje: 'Rico', fecha: serverTimestamp() }),
    )
  })

  it('counts each visitor apart: another visitor is not held back', async () => {
    await assertSucceeds(sendOpinion(visitor()))
    const other = dbs.cliente
    const batch = writeBatch(other)
    batch.set(doc(collection(other, 'opiniones')), {
      mensaje: 'Yo también',
      fecha: serverTimestamp(),
    })
    batch.set(doc(other, 'limites', UID.cliente), { opinion: serverTimestamp() }, { merge: true })
    await assertSucceeds(batch.commit())
  })
})

describe('one free-cone upload per visitor every 60 seconds', () => {
  it('accepts the first, refuses a second at once, accepts one after the window', async () => {
    await assertSucceeds(upload(visitor(), 2))
    await assertFails(upload(visitor(), 3))
    await stampedAgo({ subida: 59 })
    await assertFails(upload(visitor(), 3))
    await stampedAgo({ subida: 61 })
    await assertSucceeds(upload(visitor(), 3))
  })

  it('keeps the two windows apart: a recent opinion does not block an upload', async () => {
    await assertSucceeds(sendOpinion(visitor()))
    await assertSucceeds(upload(visitor(), 2))
    await assertFails(sendOpinion(visitor()))
  })

  it('refuses an upload stamped as an opinion', async () => {
    await assertFails(upload(visitor(), 2, { opinion: serverTimestamp() }))
  })
})

describe('forged records', () => {
  const own = () => doc(visitor(), 'limites', UID.anonymous)

  it('refuses a stamp in the past, which would open the window early', async () => {
    await assertFails(setDoc(own(), { opinion: secondsAgo(3600) }))
    await stampedAgo({ opinion: 5 })
    await assertFails(updateDoc(own(), { opinion: secondsAgo(3600) }))
  })

  it('refuses a stamp in the future', async () => {
    await assertFails(setDoc(own(), { subida: Timestamp.fromMillis(Date.now() + 3_600_000) }))
  })

  it('refuses both stamps at once, unknown fields and another visitor’s record', async () => {
    await assertFails(setDoc(own(), { opinion: serverTimestamp(), subida: serverTimestamp() }))
    await assertFails(setDoc(own(), { opinion: serverTimestamp(), veces: 0 }))
    await assertFails(
      setDoc(doc(visitor(), 'limites', UID.cliente), { opinion: serverTimestamp() }),
    )
  })

  it('refuses deleting the record, which would reset the windows', async () => {
    await stampedAgo({ opinion: 5, subida: 5 })
    await assertFails(deleteDoc(own()))
  })

  it('accepts a fresh stamp alone once the window has passed (it only limits the visitor)', async () => {
    await stampedAgo({ opinion: 31 })
    await assertSucceeds(updateDoc(own(), { opinion: serverTimestamp() }))
  })
})
