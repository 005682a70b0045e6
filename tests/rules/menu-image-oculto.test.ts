// oculto on a menu image (comidas, helados, bebidas, misterio): kept but not shown publicly. Only
// an admin sets or changes it, only as a bool, and never on a free-cone picture.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  deleteField,
  doc,
  getDoc,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { describe, expect, it } from 'vitest'
import {
  CONO,
  EXISTING,
  MENU_COLLECTIONS,
  ROLES,
  ROLE_NAMES,
  UID,
  claimCode,
  conoGratisImage,
  firestoreOf,
  menuImage,
  seed,
  uploadStamp,
  type MenuCollection,
  setStamp,
  rulesSuite,
} from './support'

const suite = rulesSuite('menu-image-oculto', { seedEach: true })

const existing = (db: Firestore, coleccion: MenuCollection) => doc(db, coleccion, EXISTING)

/** Hides the seeded image of `coleccion` as the rules never see it (an earlier admin write). */
async function hideDirectly(coleccion: MenuCollection) {
  await suite.env.withSecurityRulesDisabled(async (context) => {
    await updateDoc(existing(firestoreOf(context), coleccion), { oculto: true })
  })
}

/** A new image of `coleccion` written by `db`, with its numero taken when it is a comida. */
function createImage(db: Firestore, coleccion: MenuCollection, extra: DocumentData) {
  if (coleccion !== 'comidas')
    return setDoc(doc(db, coleccion, 'nueva'), menuImage(coleccion, undefined, extra))
  const batch = writeBatch(db)
  batch.set(doc(db, 'contadores', 'comidas'), { ultimo: 2 })
  batch.set(doc(db, 'comidas', 'nueva'), menuImage('comidas', 2, extra))
  return batch.commit()
}

const OTHERS = ROLES.filter((role) => role !== 'admin')

describe.each(MENU_COLLECTIONS)('%s: oculto', (coleccion) => {
  it('an admin hides an image, shows it again with false, and removes the field', async () => {
    await assertSucceeds(updateDoc(existing(suite.dbs.admin, coleccion), { oculto: true }))
    await assertSucceeds(updateDoc(existing(suite.dbs.admin, coleccion), { oculto: false }))
    await assertSucceeds(updateDoc(existing(suite.dbs.admin, coleccion), { oculto: true }))
    await assertSucceeds(updateDoc(existing(suite.dbs.admin, coleccion), { oculto: deleteField() }))
  })

  it('an admin creates an image already hidden, or explicitly shown', async () => {
    await assertSucceeds(createImage(suite.dbs.admin, coleccion, { oculto: true }))
    await seed(suite.env)
    await assertSucceeds(createImage(suite.dbs.admin, coleccion, { oculto: false }))
  })

  it('an admin changes oculto together with the other editable fields', async () => {
    await assertSucceeds(
      updateDoc(existing(suite.dbs.admin, coleccion), {
        oculto: true,
        orden: 4,
        descripcion: 'Conos',
      }),
    )
  })

  it.each(OTHERS.map((role) => [ROLE_NAMES[role], role] as const))(
    '%s may not hide an image, show a hidden one, or create one with oculto',
    async (_name, role) => {
      await assertFails(updateDoc(existing(suite.dbs[role], coleccion), { oculto: true }))
      await assertFails(updateDoc(existing(suite.dbs[role], coleccion), { oculto: false }))
      await assertFails(createImage(suite.dbs[role], coleccion, { oculto: true }))
      await hideDirectly(coleccion)
      await assertFails(updateDoc(existing(suite.dbs[role], coleccion), { oculto: false }))
      await assertFails(updateDoc(existing(suite.dbs[role], coleccion), { oculto: deleteField() }))
    },
  )

  it.each<[string, unknown]>([
    ['the string "true"', 'true'],
    ['a number', 1],
    ['null', null],
    ['a map', { valor: true }],
    ['a list', [true]],
  ])('refuses oculto as %s, on create and on update', async (_name, oculto) => {
    await assertFails(updateDoc(existing(suite.dbs.admin, coleccion), { oculto }))
    await assertFails(createImage(suite.dbs.admin, coleccion, { oculto }))
  })

  it('still refuses an unknown field beside it', async () => {
    await assertFails(
      updateDoc(existing(suite.dbs.admin, coleccion), { oculto: true, oculta: true }),
    )
  })

  it('leaves a hidden image readable: hiding is not a secret, the pages leave it out', async () => {
    await hideDirectly(coleccion)
    const snapshot = await assertSucceeds(getDoc(existing(suite.dbs.unauthenticated, coleccion)))
    expect(snapshot.get('oculto')).toBe(true)
  })
})

describe('oculto on a free-cone picture', () => {
  /** The anonymous visitor's upload of entry 3, as the page writes it, with `extra` fields. */
  function upload(extra: DocumentData) {
    const db = suite.dbs.anonymous
    const numero = CONO.siguiente
    const batch = writeBatch(db)
    setStamp(batch, db, UID.anonymous, uploadStamp(numero))
    batch.set(doc(db, 'cono-gratis-codigos', String(numero)), claimCode(UID.anonymous))
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: numero })
    batch.set(doc(db, 'cono-gratis', String(numero)), conoGratisImage(numero, extra))
    return batch.commit()
  }

  it('is refused from a visitor (the same upload without it passes)', async () => {
    await assertFails(upload({ oculto: true }))
    await assertSucceeds(upload({}))
  })

  it('is refused from an admin: the review has its own estado', async () => {
    await assertFails(
      updateDoc(doc(suite.dbs.admin, 'cono-gratis', CONO.publicada), { oculto: true }),
    )
  })
})
