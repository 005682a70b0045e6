// galeria/{numero}: the public gallery's projection of a published free-cone entry (its number,
// date and picture size: nothing the visitor typed, no uid). It exists exactly while its entry is
// published: the staff write it in the same write that publishes the entry and remove it in the
// same write that hides (Ocultar) or deletes (Eliminar) it. Anyone reads it; public lists are
// bounded and take no offset. Who may do what, role by role, is in firestore.matrix.test.ts.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  startAfter,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { describe, expect, it } from 'vitest'
import {
  CONO,
  FIXED_DATE,
  PROJECT_ID,
  UID,
  conoGratisImage,
  deleteEntry,
  firestoreEmulator,
  firestoreOf,
  galleryProjection,
  review,
  type Role,
  rulesSuite,
} from './support'

const suite = rulesSuite('galeria', { seedEach: true })

const projection = (db: Firestore, numero: string) => doc(db, 'galeria', numero)
const entry = (db: Firestore, numero: string) => doc(db, 'cono-gratis', numero)

/** Writes with the rules off (state a test starts from). */
const stored = (path: [string, string], data: DocumentData | null) =>
  suite.env.withSecurityRulesDisabled(async (context) => {
    const ref = doc(firestoreOf(context), ...path)
    await (data === null ? deleteDoc(ref) : setDoc(ref, data))
  })

describe('galeria: created only together with the publication', () => {
  it('an admin publishes a pending entry and writes its projection in the same write', async () => {
    await assertSucceeds(review(suite.dbs.admin, CONO.pendiente, 'publicada'))
    const written = await getDoc(projection(suite.dbs.unauthenticated, CONO.pendiente))
    expect(written.data()).toEqual(galleryProjection(2))
  })

  it('publishing without the projection is refused', async () => {
    await assertFails(updateDoc(entry(suite.dbs.admin, CONO.pendiente), { estado: 'publicada' }))
  })

  it('a projection alone is refused: for a pending, a hidden or an already published entry', async () => {
    await assertFails(setDoc(projection(suite.dbs.admin, CONO.pendiente), galleryProjection(2)))
    await stored(['cono-gratis', '6'], conoGratisImage(6, { fecha: FIXED_DATE, estado: 'oculta' }))
    await assertFails(setDoc(projection(suite.dbs.admin, '6'), galleryProjection(6)))
    await stored(['galeria', CONO.publicada], null)
    await assertFails(setDoc(projection(suite.dbs.admin, CONO.publicada), galleryProjection(1)))
  })

  it('a projection of an entry that does not exist is refused', async () => {
    await assertFails(setDoc(projection(suite.dbs.admin, '99'), galleryProjection(99)))
  })

  it('a projection written with Ocultar instead of a publication is refused', async () => {
    const batch = writeBatch(suite.dbs.admin)
    batch.update(entry(suite.dbs.admin, CONO.pendiente), { estado: 'oculta' })
    batch.set(projection(suite.dbs.admin, CONO.pendiente), galleryProjection(2))
    await assertFails(batch.commit())
  })

  it('publishing an entry published already keeps its projection (two phones at once)', async () => {
    await assertSucceeds(updateDoc(entry(suite.dbs.admin, CONO.publicada), { estado: 'publicada' }))
    await assertFails(review(suite.dbs.admin, CONO.publicada, 'publicada'))
  })

  it('a legacy entry without size gets a projection without size', async () => {
    await stored(['cono-gratis', '7'], { nombre: 'foto.jpg', fecha: FIXED_DATE, numero: 7 })
    await assertFails(review(suite.dbs.admin, '7', 'publicada', galleryProjection(7)))
    await assertSucceeds(
      review(suite.dbs.admin, '7', 'publicada', { numero: 7, fecha: FIXED_DATE }),
    )
  })
})

describe('galeria: its fields are exactly the entry’s', () => {
  it.each<[string, DocumentData]>([
    ['the visitor’s nombre', galleryProjection(2, { nombre: 'mi cono.jpg' })],
    ['the entry’s ruta (the uid)', galleryProjection(2, { ruta: conoGratisImage(2).ruta })],
    ['a uid', galleryProjection(2, { uid: UID.otro })],
    ['an address', galleryProjection(2, { url: 'https://evil.test/x.png' })],
    ['entregadoEn', galleryProjection(2, { entregadoEn: FIXED_DATE })],
    ['another numero', galleryProjection(2, { numero: 3 })],
    ['numero as text', galleryProjection(2, { numero: '2' })],
    ['no numero', { fecha: FIXED_DATE, ancho: 1080, alto: 1350 }],
    ['another fecha', galleryProjection(2, { fecha: Timestamp.fromMillis(0) })],
    ['the request time as fecha', galleryProjection(2, { fecha: serverTimestamp() })],
    ['no fecha', { numero: 2, ancho: 1080, alto: 1350 }],
    ['another ancho', galleryProjection(2, { ancho: 1081 })],
    ['another alto', galleryProjection(2, { alto: 1 })],
    ['no ancho', { numero: 2, fecha: FIXED_DATE, alto: 1350 }],
    ['ancho null', galleryProjection(2, { ancho: null })],
  ])('a projection with %s is refused', async (_name, data) => {
    await assertFails(review(suite.dbs.admin, CONO.pendiente, 'publicada', data))
  })

  it('a projection under another entry’s number is refused', async () => {
    const batch = writeBatch(suite.dbs.admin)
    batch.update(entry(suite.dbs.admin, CONO.pendiente), { estado: 'publicada' })
    batch.set(projection(suite.dbs.admin, '3'), galleryProjection(2))
    await assertFails(batch.commit())
  })

  it('nobody changes a projection, not even an admin with the same fields', async () => {
    await assertFails(
      updateDoc(projection(suite.dbs.admin, CONO.publicada), { fecha: serverTimestamp() }),
    )
    await assertFails(setDoc(projection(suite.dbs.admin, CONO.publicada), galleryProjection(1)))
    await assertFails(
      updateDoc(projection(suite.dbs.admin, CONO.publicada), { ancho: deleteField() }),
    )
  })
})

describe('galeria: removed in the same write as Ocultar or Eliminar', () => {
  it('Ocultar without removing the projection is refused; with it, allowed', async () => {
    await assertFails(updateDoc(entry(suite.dbs.admin, CONO.publicada), { estado: 'oculta' }))
    await assertSucceeds(review(suite.dbs.admin, CONO.publicada, 'oculta'))
    const gone = await getDoc(projection(suite.dbs.unauthenticated, CONO.publicada))
    expect(gone.exists()).toBe(false)
  })

  it('Eliminar without removing the projection is refused; with it, allowed', async () => {
    await assertFails(deleteDoc(entry(suite.dbs.admin, CONO.publicada)))
    await assertSucceeds(deleteEntry(suite.dbs.admin, CONO.publicada))
    expect((await getDoc(projection(suite.dbs.admin, CONO.publicada))).exists()).toBe(false)
  })

  it('the projection of a published entry cannot be removed alone', async () => {
    await assertFails(deleteDoc(projection(suite.dbs.admin, CONO.publicada)))
  })

  it('a projection left without a published entry (older data) can be removed alone', async () => {
    await stored(['galeria', CONO.pendiente], galleryProjection(2))
    await assertSucceeds(deleteDoc(projection(suite.dbs.admin, CONO.pendiente)))
    await stored(['galeria', '99'], galleryProjection(99))
    await assertSucceeds(deleteDoc(projection(suite.dbs.admin, '99')))
  })

  it('hiding a pending entry needs no projection, and writes none', async () => {
    await assertSucceeds(review(suite.dbs.admin, CONO.pendiente, 'oculta'))
    expect((await getDoc(projection(suite.dbs.admin, CONO.pendiente))).exists()).toBe(false)
  })

  it('hidden, then published again: the projection comes back with it', async () => {
    await assertSucceeds(review(suite.dbs.admin, CONO.publicada, 'oculta'))
    await assertSucceeds(review(suite.dbs.admin, CONO.publicada, 'publicada'))
    const back = await getDoc(projection(suite.dbs.anonymous, CONO.publicada))
    expect(back.data()).toEqual(galleryProjection(1))
  })
})

describe('galeria: the public gallery reads the projections only', () => {
  const page = (db: Firestore, count: number, below?: number) =>
    getDocs(
      query(
        collection(db, 'galeria'),
        orderBy('numero', 'desc'),
        ...(below === undefined ? [] : [startAfter(below)]),
        limit(count),
      ),
    )

  it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'admin'])(
    '%s lists a page: number, date and size, nothing the visitor typed',
    async (role) => {
      const snapshot = await assertSucceeds(page(suite.dbs[role], 13))
      expect(snapshot.docs.map((shown) => shown.id)).toEqual([CONO.publicada])
      const shown = snapshot.docs[0]?.data() ?? {}
      expect(Object.keys(shown).sort()).toEqual(['alto', 'ancho', 'fecha', 'numero'])
      expect(JSON.stringify(shown)).not.toContain(UID.otro)
    },
  )

  it('the next page starts below the last number shown', async () => {
    const snapshot = await assertSucceeds(page(suite.dbs.unauthenticated, 13, 1))
    expect(snapshot.size).toBe(0)
  })

  it('at most 50 a request, and always a limit', async () => {
    await assertSucceeds(page(suite.dbs.unauthenticated, 50))
    await assertFails(page(suite.dbs.unauthenticated, 51))
    await assertFails(getDocs(collection(suite.dbs.unauthenticated, 'galeria')))
    await assertFails(getDocs(collection(suite.dbs.admin, 'galeria')))
  })
})

describe('public lists take no offset (each skipped document is billed)', () => {
  const { host, port } = firestoreEmulator()
  const runQuery = (collectionId: string, max: number, offset?: number) =>
    fetch(
      `http://${host}:${String(port)}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          structuredQuery: {
            from: [{ collectionId }],
            orderBy: [{ field: { fieldPath: 'numero' }, direction: 'DESCENDING' }],
            limit: max,
            ...(offset === undefined ? {} : { offset }),
          },
        }),
      },
    )

  it('the gallery: a page without offset is served, with one refused', async () => {
    expect((await runQuery('galeria', 13)).status).toBe(200)
    expect((await runQuery('galeria', 13, 0)).status).toBe(200)
    expect((await runQuery('galeria', 13, 1)).status).toBe(403)
    expect((await runQuery('galeria', 1, 1000)).status).toBe(403)
  })

  it.each(['comidas', 'helados', 'bebidas', 'misterio'])(
    '%s: a list without offset is served, with one refused',
    async (menu) => {
      expect((await runQuery(menu, 100)).status).toBe(200)
      expect((await runQuery(menu, 100, 1)).status).toBe(403)
    },
  )
})
