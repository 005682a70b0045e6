// migraciones/{id}: the record of each data migration `npm run migrate` applied (when, and what it
// changed). Only the command writes it, with firebase-admin; no client reads or writes it: the
// rules' catch-all denies it to everyone, the staff included.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { firestoreOf, seed, rulesSuite, type Role } from './support'

const suite = rulesSuite('migraciones')

const ID = '001-gallery-projections'
const RECORD = {
  descripcion: 'Every published free-cone entry gets its gallery copy and projection.',
  aplicadaEn: Timestamp.fromDate(new Date('2026-11-28T10:00:00Z')),
  cambios: { proyecciones: 3 },
}
/** Anonymous visitors, signed-in customers and the staff: none may touch the records. */
const CLIENTS: Role[] = ['unauthenticated', 'anonymous', 'cliente', 'admin']

beforeEach(async () => {
  await seed(suite.env, async (db) => {
    await setDoc(doc(db, 'migraciones', ID), RECORD)
  })
})

describe('migraciones: no client reads or writes it', () => {
  it('holds the record the tests below try to reach', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      const stored = await getDoc(doc(firestoreOf(context), 'migraciones', ID))
      expect(stored.data()).toEqual(RECORD)
    })
  })

  it.each(CLIENTS)('%s cannot get or list it', async (role) => {
    const db = suite.dbs[role]
    await assertFails(getDoc(doc(db, 'migraciones', ID)))
    await assertFails(getDocs(collection(db, 'migraciones')))
  })

  it.each(CLIENTS)('%s cannot create, update or delete a record', async (role) => {
    const db = suite.dbs[role]
    await assertFails(setDoc(doc(db, 'migraciones', '002-otra'), RECORD))
    await assertFails(updateDoc(doc(db, 'migraciones', ID), { cambios: {} }))
    await assertFails(setDoc(doc(db, 'migraciones', ID), { descripcion: 'x' }))
    await assertFails(deleteDoc(doc(db, 'migraciones', ID)))
  })

  it('the admin of these tests is an admin elsewhere: the refusal is the collection’s', async () => {
    await assertSucceeds(getDocs(collection(suite.dbs.admin, 'opiniones')))
  })
})
