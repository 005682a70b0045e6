// What the rules accept from people who are allowed to write: fields, types, sizes, timestamps,
// the counter protocol, and attempts to become admin.

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
  runTransaction,
  serverTimestamp,
  startAfter,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CONO,
  EXISTING,
  FIXED_DATE,
  PROJECT_ID,
  UID,
  conoGratisImage,
  conoGratisPath,
  firestoreOf,
  menuImage,
  opinionStamp,
  storageUrl,
  uploadStamp,
  CLAIM_CODE,
  claimCode,
  deleteEntry,
  deliver,
  galleryProjection,
  review,
  withClaimCode,
  type Role,
  setStamp,
  rulesSuite,
} from './support'

const suite = rulesSuite('validation', { seedEach: true })

function without(data: DocumentData, field: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== field))
}

/**
 * Moves contadores/{coleccion} to `ultimo` and writes `data` at `path` in one batch, with the
 * anonymous visitor's `stamp` (merged into limites/{uid}) when given.
 */
async function batchWithCounter(
  db: Firestore,
  coleccion: 'comidas' | 'cono-gratis',
  ultimo: number | null,
  path: [string, string] | null,
  data: DocumentData,
  stamp?: DocumentData,
  code?: DocumentData | null,
): Promise<void> {
  const batch = writeBatch(db)
  if (stamp !== undefined) {
    setStamp(batch, db, UID.anonymous, stamp)
  }
  if (code && path !== null) {
    batch.set(doc(db, 'cono-gratis-codigos', path[1]), code)
  }
  if (ultimo !== null) {
    batch.set(doc(db, 'contadores', coleccion), { ultimo })
  }
  if (path !== null) {
    batch.set(doc(db, ...path), data)
  }
  await batch.commit()
}

const NEXT = CONO.siguiente

/**
 * The anonymous visitor's new free cone: the counter moved to `ultimo` (NEXT by default; null:
 * not moved), `data` at cono-gratis/{id} (its numero by default), the upload stamp for the
 * numero (or `stamp`) and the entry's claim code (or `code`; null: none).
 */
function createConoGratis(
  db: Firestore,
  data: DocumentData,
  options: {
    id?: string
    ultimo?: number | null
    stamp?: DocumentData
    code?: DocumentData | null
  } = {},
): Promise<void> {
  const numero: unknown = data.numero
  const id = options.id ?? String(numero)
  const ultimo = options.ultimo === undefined ? NEXT : options.ultimo
  const stamp = options.stamp ?? uploadStamp(typeof numero === 'number' ? numero : NEXT)
  const code = options.code === undefined ? claimCode(UID.anonymous) : options.code
  return batchWithCounter(db, 'cono-gratis', ultimo, ['cono-gratis', id], data, stamp, code)
}

function createComida(db: Firestore, data: DocumentData, ultimo: number | null = 2): Promise<void> {
  return batchWithCounter(
    db,
    'comidas',
    ultimo,
    ['comidas', doc(collection(db, 'comidas')).id],
    data,
  )
}

const TOO_LONG_URL =
  storageUrl('helados/x.jpg') + 'a'.repeat(2049 - storageUrl('helados/x.jpg').length)

describe('menu images (helados, bebidas, misterio; written by an admin)', () => {
  const create = (data: DocumentData): Promise<void> =>
    setDoc(doc(suite.dbs.admin, 'helados', 'nueva'), data)

  it('accepts a complete image', async () => {
    await assertSucceeds(create(menuImage('helados')))
  })

  it('accepts an image with only the required fields', async () => {
    const data = { url: storageUrl('helados/a.jpg'), nombre: 'a.jpg', fecha: FIXED_DATE }
    await assertSucceeds(create(data))
  })

  it('accepts the limits: nombre 300, url 2048, ruta 1024, ancho 20000', async () => {
    const url = storageUrl('helados/x.jpg')
    await assertSucceeds(
      create(
        menuImage('helados', undefined, {
          nombre: 'n'.repeat(300),
          url: url + 'a'.repeat(2048 - url.length),
          ruta: 'r'.repeat(1024),
          ancho: 20000,
          alto: 1,
        }),
      ),
    )
  })

  it('accepts the limits of the medium variant: urlMediana 2048, rutaMediana 1024', async () => {
    const url = storageUrl('helados/x.jpg-960')
    await assertSucceeds(
      create(
        menuImage('helados', undefined, {
          urlMediana: url + 'a'.repeat(2048 - url.length),
          rutaMediana: 'r'.repeat(1024),
        }),
      ),
    )
  })

  it('accepts an image without the medium variant, as written before it existed', async () => {
    await assertSucceeds(
      create(without(without(menuImage('helados'), 'urlMediana'), 'rutaMediana')),
    )
  })

  it.each(['url', 'nombre', 'fecha'])('rejects a missing %s', async (field) => {
    await assertFails(create(without(menuImage('helados'), field)))
  })

  it('rejects an extra field', async () => {
    await assertFails(create(menuImage('helados', undefined, { precio: 100 })))
  })

  it('rejects numero outside comidas', async () => {
    await assertFails(create(menuImage('helados', 1)))
  })

  it.each<[string, DocumentData]>([
    ['url as a number', { url: 42 }],
    ['empty url', { url: '' }],
    ['nombre as a number', { nombre: 7 }],
    ['empty nombre', { nombre: '' }],
    ['fecha as a string', { fecha: '2024-05-01' }],
    ['fecha as a number', { fecha: 1714564800000 }],
    ['ruta as a number', { ruta: 1 }],
    ['urlMiniatura as a boolean', { urlMiniatura: true }],
    ['urlMediana as a boolean', { urlMediana: true }],
    ['rutaMediana as a number', { rutaMediana: 1 }],
    ['ancho as a fraction', { ancho: 1.5 }],
    ['ancho as a string', { ancho: '1600' }],
    ['ancho 0', { ancho: 0 }],
    ['alto negative', { alto: -1 }],
    ['alto 20001', { alto: 20001 }],
  ])('rejects %s', async (_name, overrides) => {
    await assertFails(create(menuImage('helados', undefined, overrides)))
  })

  it.each<[string, DocumentData]>([
    ['nombre of 301 characters', { nombre: 'n'.repeat(301) }],
    ['url of 2049 characters', { url: TOO_LONG_URL }],
    ['urlMiniatura of 2049 characters', { urlMiniatura: TOO_LONG_URL }],
    ['ruta of 1025 characters', { ruta: 'r'.repeat(1025) }],
    ['rutaMiniatura of 1025 characters', { rutaMiniatura: 'r'.repeat(1025) }],
    ['urlMediana of 2049 characters', { urlMediana: TOO_LONG_URL }],
    ['rutaMediana of 1025 characters', { rutaMediana: 'r'.repeat(1025) }],
  ])('rejects a %s', async (_name, overrides) => {
    await assertFails(create(menuImage('helados', undefined, overrides)))
  })

  it('accepts an update of the image fields and nombre', async () => {
    await assertSucceeds(
      updateDoc(doc(suite.dbs.admin, 'bebidas', EXISTING), {
        url: storageUrl('bebidas/nueva.webp'),
        urlMediana: storageUrl('bebidas/medianas/nueva.webp'),
        urlMiniatura: storageUrl('bebidas/miniaturas/nueva.webp'),
        ruta: 'bebidas/nueva.webp',
        rutaMediana: 'bebidas/medianas/nueva.webp',
        rutaMiniatura: 'bebidas/miniaturas/nueva.webp',
        nombre: 'licuado.jpg',
        ancho: 800,
        alto: 600,
      }),
    )
  })

  it('accepts removing an optional field', async () => {
    await assertSucceeds(
      updateDoc(doc(suite.dbs.admin, 'bebidas', EXISTING), { urlMiniatura: deleteField() }),
    )
  })

  it.each<[string, DocumentData]>([
    ['fecha', { fecha: serverTimestamp() }],
    ['a new field', { precio: 100 }],
    ['numero (added)', { numero: 3 }],
    ['url (removed)', { url: deleteField() }],
    ['nombre (removed)', { nombre: deleteField() }],
    ['nombre (too long)', { nombre: 'n'.repeat(301) }],
    ['ancho (wrong type)', { ancho: 'ancho' }],
    ['urlMediana (wrong type)', { urlMediana: 7 }],
    ['rutaMediana (too long)', { rutaMediana: 'r'.repeat(1025) }],
  ])('rejects an update touching %s', async (_name, changes) => {
    await assertFails(updateDoc(doc(suite.dbs.admin, 'misterio', EXISTING), changes))
  })
})

describe('comidas (numbered from contadores/comidas by an admin)', () => {
  it('accepts a comida taking the next number with the counter', async () => {
    await assertSucceeds(createComida(suite.dbs.admin, menuImage('comidas', 2)))
  })

  it('accepts the same inside a transaction, as the admin page does', async () => {
    const db = suite.dbs.admin
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        const contador = await transaction.get(doc(db, 'contadores', 'comidas'))
        const ultimo: unknown = contador.get('ultimo')
        const numero = (typeof ultimo === 'number' ? ultimo : 0) + 1
        transaction.set(doc(db, 'contadores', 'comidas'), { ultimo: numero })
        transaction.set(doc(collection(db, 'comidas')), menuImage('comidas', numero))
      }),
    )
  })

  it('rejects a comida without numero', async () => {
    await assertFails(createComida(suite.dbs.admin, without(menuImage('comidas', 2), 'numero')))
  })

  it.each<[string, unknown]>([
    ['a string', '2'],
    ['a fraction', 2.5],
    ['zero', 0],
  ])('rejects numero as %s', async (_name, numero) => {
    await assertFails(createComida(suite.dbs.admin, menuImage('comidas', 2, { numero })))
  })

  it('rejects a comida without moving the counter', async () => {
    await assertFails(createComida(suite.dbs.admin, menuImage('comidas', 2), null))
  })

  it('rejects a comida reusing the current number', async () => {
    await assertFails(createComida(suite.dbs.admin, menuImage('comidas', 1), null))
  })

  it('rejects a comida whose numero is not the new counter value', async () => {
    await assertFails(createComida(suite.dbs.admin, menuImage('comidas', 3), 2))
  })

  it('rejects skipping a number (counter +2)', async () => {
    await assertFails(createComida(suite.dbs.admin, menuImage('comidas', 3), 3))
  })

  it('rejects moving the counter back', async () => {
    await assertFails(updateDoc(doc(suite.dbs.admin, 'contadores', 'comidas'), { ultimo: 0 }))
  })

  it('lets an admin move the counter by exactly one on its own (a number left unused)', async () => {
    await assertSucceeds(updateDoc(doc(suite.dbs.admin, 'contadores', 'comidas'), { ultimo: 2 }))
  })

  it('rejects moving the counter by two, even on its own', async () => {
    await assertFails(updateDoc(doc(suite.dbs.admin, 'contadores', 'comidas'), { ultimo: 3 }))
  })

  it('rejects extra fields on the counter', async () => {
    await assertFails(
      updateDoc(doc(suite.dbs.admin, 'contadores', 'comidas'), { ultimo: 2, otro: 1 }),
    )
  })

  it('rejects creating the counter anywhere but 1', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(firestoreOf(context), 'contadores', 'comidas'))
    })
    await assertFails(createComida(suite.dbs.admin, menuImage('comidas', 5), 5))
  })

  it('rejects an update touching numero', async () => {
    await assertFails(updateDoc(doc(suite.dbs.admin, 'comidas', EXISTING), { numero: 2 }))
  })

  it('rejects an update touching fecha', async () => {
    const otherDate = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'))
    await assertFails(updateDoc(doc(suite.dbs.admin, 'comidas', EXISTING), { fecha: otherDate }))
    await assertFails(
      updateDoc(doc(suite.dbs.admin, 'comidas', EXISTING), { fecha: serverTimestamp() }),
    )
  })

  it('accepts an update of nombre alone', async () => {
    await assertSucceeds(
      updateDoc(doc(suite.dbs.admin, 'comidas', EXISTING), { nombre: 'milanesa.jpg' }),
    )
  })
})

describe('orden and descripcion of a menu image (set by an admin)', () => {
  const create = (data: DocumentData): Promise<void> =>
    setDoc(doc(suite.dbs.admin, 'bebidas', 'nueva'), data)
  const update = (data: DocumentData): Promise<void> =>
    updateDoc(doc(suite.dbs.admin, 'helados', EXISTING), data)

  it('accepts a new image with both, as the dashboard creates it', async () => {
    await assertSucceeds(
      create(menuImage('bebidas', undefined, { orden: Date.now(), descripcion: 'Limonadas' })),
    )
  })

  it('accepts a new comida with both, taking its numero', async () => {
    await assertSucceeds(
      createComida(suite.dbs.admin, menuImage('comidas', 2, { orden: 6, descripcion: 'Pizza' })),
    )
  })

  it('accepts the limits: orden 0, descripcion of 1000 characters', async () => {
    await assertSucceeds(create(menuImage('bebidas', undefined, { orden: 0 })))
    await assertSucceeds(update({ descripcion: 'd'.repeat(1000) }))
  })

  it('counts UTF-16 units, as the edit screen does: an emoji counts two', async () => {
    await assertSucceeds(update({ descripcion: `${'d'.repeat(998)}🍦` }))
    await assertFails(update({ descripcion: `${'d'.repeat(999)}🍦` }))
    await assertSucceeds(update({ descripcion: 'ñ'.repeat(1000) }))
  })

  it('accepts an update of orden alone, and of descripcion alone', async () => {
    await assertSucceeds(update({ orden: 3 }))
    await assertSucceeds(update({ descripcion: 'Conos: una bola $4.000.\nDos bolas $6.000.' }))
    await assertSucceeds(
      updateDoc(doc(suite.dbs.admin, 'comidas', EXISTING), {
        orden: 1,
        descripcion: 'Hamburguesas',
      }),
    )
  })

  it('accepts removing descripcion', async () => {
    await update({ descripcion: 'Conos' })
    await assertSucceeds(update({ descripcion: deleteField() }))
  })

  it('accepts a move: two neighbours swap their orden in one batch', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'helados', 'otra'), menuImage('helados'))
    })
    const batch = writeBatch(suite.dbs.admin)
    batch.update(doc(suite.dbs.admin, 'helados', EXISTING), { orden: 2 })
    batch.update(doc(suite.dbs.admin, 'helados', 'otra'), { orden: 1 })
    await assertSucceeds(batch.commit())
  })

  it.each<[string, unknown]>([
    ['negative', -1],
    ['a fraction', 1.5],
    ['a string', '2'],
    ['a boolean', true],
    ['null', null],
    ['a timestamp', FIXED_DATE],
  ])('rejects orden as %s', async (_name, orden) => {
    await assertFails(create(menuImage('bebidas', undefined, { orden })))
    await assertFails(update({ orden }))
  })

  it.each<[string, unknown]>([
    ['empty', ''],
    ['1001 characters', 'd'.repeat(1001)],
    ['a number', 42],
    ['a list', ['Conos']],
    ['a map', { texto: 'Conos' }],
    ['null', null],
  ])('rejects descripcion as %s', async (_name, descripcion) => {
    await assertFails(create(menuImage('bebidas', undefined, { descripcion })))
    await assertFails(update({ descripcion }))
  })

  it('still rejects unknown fields beside them', async () => {
    await assertFails(create(menuImage('bebidas', undefined, { orden: 1, posicion: 1 })))
    await assertFails(update({ orden: 1, titulo: 'Conos' }))
    await assertFails(update({ descripcion: 'Conos', fecha: serverTimestamp() }))
  })

  it('rejects them on a free-cone image', async () => {
    await assertFails(createConoGratis(suite.dbs.anonymous, conoGratisImage(2, { orden: 1 })))
    await assertFails(
      createConoGratis(suite.dbs.anonymous, conoGratisImage(2, { descripcion: 'Yo' })),
    )
  })
})

/** A visitor's entry whose large file is `ruta`, its variants beside it. */
function withRuta(numero: number, ruta: unknown): DocumentData {
  const variants =
    typeof ruta === 'string' ? { rutaMediana: `${ruta}-960`, rutaMiniatura: `${ruta}-480` } : {}
  return conoGratisImage(numero, { ruta, ...variants })
}

/** Writes `data` at cono-gratis/{id} with rules disabled (an entry made earlier). */
async function storedEntry(id: string, data: DocumentData): Promise<void> {
  await suite.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), 'cono-gratis', id), data)
  })
}

/** The visitor's own folder, as a prefix. */
const OWN = `cono-gratis/${UID.anonymous}/`
const STAMP = '-1764000000000'

describe('cono-gratis: a visitor’s new entry', () => {
  const visitor = (): Firestore => suite.dbs.anonymous

  it('accepts the next entry from an anonymous visitor, who can read it back', async () => {
    await assertSucceeds(createConoGratis(visitor(), conoGratisImage(NEXT)))
    const snapshot = await getDoc(doc(visitor(), 'cono-gratis', String(NEXT)))
    expect(snapshot.get('numero')).toBe(NEXT)
    expect(snapshot.get('estado')).toBe('pendiente')
  })

  it('accepts the next entry inside a transaction, as the upload page does', async () => {
    const db = visitor()
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        const contador = await transaction.get(doc(db, 'contadores', 'cono-gratis'))
        const ultimo: unknown = contador.exists() ? contador.get('ultimo') : 0
        const numero = (typeof ultimo === 'number' ? ultimo : 0) + 1
        transaction.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: numero })
        transaction.set(doc(db, 'cono-gratis', String(numero)), conoGratisImage(numero))
        transaction.set(doc(db, 'cono-gratis-codigos', String(numero)), claimCode(UID.anonymous))
        setStamp(transaction, db, UID.anonymous, uploadStamp(numero))
      }),
    )
  })

  it('accepts the very first entry, creating the counter at 1', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context)
      await deleteDoc(doc(db, 'contadores', 'cono-gratis'))
      await deleteDoc(doc(db, 'cono-gratis', CONO.publicada))
      await deleteDoc(doc(db, 'cono-gratis', CONO.pendiente))
      await deleteDoc(doc(db, 'cono-gratis-codigos', CONO.publicada))
      await deleteDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente))
    })
    await assertSucceeds(createConoGratis(visitor(), conoGratisImage(1), { ultimo: 1 }))
  })

  it('accepts only the required fields', async () => {
    const ruta = conoGratisPath(UID.anonymous)
    const data = {
      nombre: 'historia.webp',
      fecha: serverTimestamp(),
      numero: NEXT,
      estado: 'pendiente',
      ruta,
      rutaMiniatura: `${ruta}-480`,
    }
    await assertSucceeds(createConoGratis(visitor(), data))
  })

  it('accepts a signed-in cliente’s entry in the cliente’s own folder', async () => {
    const db = suite.dbs.cliente
    const batch = writeBatch(db)
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT })
    batch.set(doc(db, 'cono-gratis', String(NEXT)), conoGratisImage(NEXT, {}, UID.cliente))
    withClaimCode(batch, db, NEXT, UID.cliente)
    setStamp(batch, db, UID.cliente, uploadStamp(NEXT))
    await assertSucceeds(batch.commit())
  })

  it.each([
    ['a name with dots and dashes', `${OWN}mi-cono.de.fresa.webp${STAMP}`],
    ['a name without extension', `${OWN}imagen${STAMP}`],
    ['a 10-digit timestamp', `${OWN}historia.webp-1764000000`],
    ['a 16-digit timestamp', `${OWN}historia.webp-1764000000000000`],
    ['300 characters', `${OWN}${'a'.repeat(300 - OWN.length - STAMP.length)}${STAMP}`],
  ])('accepts a ruta with %s', async (_name, ruta) => {
    await assertSucceeds(createConoGratis(visitor(), withRuta(NEXT, ruta)))
  })

  it.each(['nombre', 'fecha', 'numero', 'estado', 'ruta', 'rutaMiniatura'])(
    'rejects a missing %s',
    async (field) => {
      await assertFails(
        createConoGratis(visitor(), without(conoGratisImage(NEXT), field), { id: String(NEXT) }),
      )
    },
  )

  it('rejects an unknown field', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT, { aprobado: true })))
  })

  it.each<[string, DocumentData]>([
    ['publicada', { estado: 'publicada' }],
    ['oculta', { estado: 'oculta' }],
    ['PENDIENTE', { estado: 'PENDIENTE' }],
    ['true', { estado: true }],
  ])('rejects estado %s on create', async (_name, overrides) => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT, overrides)))
  })

  it('rejects entregadoEn on create', async () => {
    await assertFails(
      createConoGratis(visitor(), conoGratisImage(NEXT, { entregadoEn: serverTimestamp() })),
    )
    await assertFails(
      createConoGratis(visitor(), conoGratisImage(NEXT, { entregadoEn: FIXED_DATE })),
    )
  })

  const ownPath = conoGratisPath(UID.anonymous, `foto-${String(NEXT)}.webp`)
  const foreignBucket =
    `https://firebasestorage.googleapis.com/v0/b/otro-proyecto.appspot.com/o/` +
    `${encodeURIComponent(ownPath)}?alt=media`

  it.each(['url', 'urlMediana', 'urlMiniatura'])(
    'rejects a stored %s, wherever it points',
    async (field) => {
      for (const address of [
        `https://example.com/${encodeURIComponent(ownPath)}?alt=media`,
        foreignBucket,
        storageUrl(ownPath),
        `https://firebasestorage.googleapis.com/v0/b/${PROJECT_ID}.appspot.com/o/x`,
      ]) {
        await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT, { [field]: address })))
      }
    },
  )

  it('rejects a fecha that is not the request time', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT, { fecha: FIXED_DATE })))
    await assertFails(
      createConoGratis(
        visitor(),
        conoGratisImage(NEXT, { fecha: Timestamp.fromMillis(Date.now()) }),
      ),
    )
  })

  it.each<[string, DocumentData]>([
    ['an empty nombre', { nombre: '' }],
    ['a nombre of 301 characters', { nombre: 'n'.repeat(301) }],
    ['a nombre that is a number', { nombre: 7 }],
    ['ancho 0', { ancho: 0 }],
    ['alto 20001', { alto: 20001 }],
    ['ancho as a fraction', { ancho: 1.5 }],
  ])('rejects %s', async (_name, overrides) => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT, overrides)))
  })

  it('accepts a nombre of 300 characters and the largest dimensions', async () => {
    await assertSucceeds(
      createConoGratis(
        visitor(),
        conoGratisImage(NEXT, { nombre: 'n'.repeat(300), ancho: 20000, alto: 1 }),
      ),
    )
  })

  it.each<[string, unknown]>([
    ['in another visitor’s folder', conoGratisPath(UID.otro)],
    ['in a folder whose name merely starts alike', `cono-gratis/${UID.anonymous}2/x${STAMP}`],
    ['outside cono-gratis/', `comidas/${UID.anonymous}/x${STAMP}`],
    ['in a folder that merely starts alike', `cono-gratis-falso/${UID.anonymous}/x${STAMP}`],
    ['directly under cono-gratis/ (no uid folder)', `cono-gratis/historia.webp${STAMP}`],
    ['in a subfolder of the own folder', `${OWN}sub/historia.webp${STAMP}`],
    ['climbing out with ..', `${OWN}../${UID.otro}/historia.webp${STAMP}`],
    ['with .. in the name', `${OWN}a..b${STAMP}`],
    ['named ..', `${OWN}..${STAMP}`],
    ['with %2F in the name', `${OWN}x%2Fy${STAMP}`],
    ['with %2F for the slashes', `cono-gratis%2F${UID.anonymous}%2Fx${STAMP}`],
    ['with uppercase letters', `${OWN}Historia.webp${STAMP}`],
    ['with an uppercase folder', `Cono-gratis/${UID.anonymous}/x${STAMP}`],
    ['without a timestamp', `${OWN}historia.webp`],
    ['with a 9-digit timestamp', `${OWN}historia.webp-176400000`],
    ['with a 17-digit timestamp', `${OWN}historia.webp-17640000000000000`],
    ['with a name starting with a dash', `${OWN}-x${STAMP}`],
    ['with a name starting with a dot', `${OWN}.x${STAMP}`],
    ['with a space', `${OWN}mi cono${STAMP}`],
    ['with an empty uid folder', `cono-gratis//x${STAMP}`],
    ['with a trailing slash', `${OWN}x${STAMP}/`],
    ['of 301 characters', `${OWN}${'a'.repeat(301 - OWN.length - STAMP.length)}${STAMP}`],
    ['that is a number', 7],
  ])('rejects a ruta %s', async (_name, ruta) => {
    await assertFails(createConoGratis(visitor(), withRuta(NEXT, ruta)))
  })

  it.each<[string, string, DocumentData]>([
    ['rutaMiniatura', 'the medium suffix', { rutaMiniatura: `${ownPath}-960` }],
    ['rutaMiniatura', 'another size', { rutaMiniatura: `${ownPath}-481` }],
    ['rutaMiniatura', 'the large file itself', { rutaMiniatura: ownPath }],
    ['rutaMiniatura', 'a suffix twice', { rutaMiniatura: `${ownPath}-480-480` }],
    [
      'rutaMiniatura',
      'another visitor’s folder',
      { rutaMiniatura: `${conoGratisPath(UID.otro, `foto-${String(NEXT)}.webp`)}-480` },
    ],
    [
      'rutaMiniatura',
      'another own file',
      { rutaMiniatura: `${conoGratisPath(UID.anonymous)}-480` },
    ],
    ['rutaMiniatura', 'a menu folder', { rutaMiniatura: 'comidas/x.webp-480' }],
    ['rutaMediana', 'the thumbnail suffix', { rutaMediana: `${ownPath}-480` }],
    ['rutaMediana', 'the large file itself', { rutaMediana: ownPath }],
    [
      'rutaMediana',
      'another visitor’s folder',
      { rutaMediana: `${conoGratisPath(UID.otro, `foto-${String(NEXT)}.webp`)}-960` },
    ],
    ['rutaMediana', 'another own file', { rutaMediana: `${conoGratisPath(UID.anonymous)}-960` }],
    ['rutaMediana', 'a number', { rutaMediana: 960 }],
  ])('rejects a %s with %s', async (_field, _name, overrides) => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT, overrides)))
  })

  it('rejects a signed-out visitor, whatever the ruta', async () => {
    await assertFails(
      createConoGratis(suite.dbs.unauthenticated, conoGratisImage(NEXT, {}, UID.cliente)),
    )
  })

  it('rejects an id that is not the numero', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT), { id: String(NEXT + 1) }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT), { id: 'tres' }))
  })

  it('rejects a second document with the same numero under another id in the same batch', async () => {
    const db = visitor()
    const batch = writeBatch(db)
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT })
    batch.set(doc(db, 'cono-gratis', String(NEXT)), conoGratisImage(NEXT))
    batch.set(doc(db, 'cono-gratis', '9'), conoGratisImage(NEXT))
    withClaimCode(batch, db, NEXT, UID.anonymous)
    withClaimCode(batch, db, 9, UID.anonymous)
    setStamp(batch, db, UID.anonymous, uploadStamp(NEXT))
    await assertFails(batch.commit())
  })

  it.each<[string, unknown]>([
    ['a string', String(NEXT)],
    ['a fraction', NEXT + 0.5],
  ])('rejects numero as %s', async (_name, numero) => {
    await assertFails(
      createConoGratis(visitor(), conoGratisImage(NEXT, { numero }), { id: String(NEXT) }),
    )
  })

  it('rejects a document without moving the counter', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT), { ultimo: null }))
  })

  it('rejects reusing a number after its document was deleted', async () => {
    await deleteDoc(doc(suite.dbs.admin, 'cono-gratis', CONO.pendiente))
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { ultimo: null }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { ultimo: 2 }))
  })

  it('rejects overwriting an existing entry', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { ultimo: NEXT }))
  })

  it('rejects skipping a number (counter +2)', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT + 1), { ultimo: NEXT + 1 }))
  })

  it('rejects a numero behind the counter', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(NEXT), { ultimo: NEXT + 1 }))
  })

  it('rejects moving the counter back', async () => {
    await assertFails(updateDoc(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: 0 }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(0), { ultimo: 0 }))
  })

  it('rejects moving the counter without the document', async () => {
    await assertFails(updateDoc(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: NEXT }))
    await assertFails(
      updateDoc(doc(suite.dbs.admin, 'contadores', 'cono-gratis'), { ultimo: NEXT }),
    )
  })

  it('rejects moving the counter with a document of another collection', async () => {
    const db = visitor()
    const batch = writeBatch(db)
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT })
    batch.set(doc(db, 'opiniones', 'x'), {
      mensaje: 'hola',
      fecha: serverTimestamp(),
      leida: false,
    })
    setStamp(batch, db, UID.anonymous, opinionStamp('x'))
    await assertFails(batch.commit())
  })

  it('rejects extra fields on the counter', async () => {
    const db = visitor()
    const batch = writeBatch(db)
    setStamp(batch, db, UID.anonymous, uploadStamp(NEXT))
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT, total: NEXT })
    batch.set(doc(db, 'cono-gratis', String(NEXT)), conoGratisImage(NEXT))
    withClaimCode(batch, db, NEXT, UID.anonymous)
    await assertFails(batch.commit())
  })

  it('rejects creating the counter without cono-gratis/1', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context)
      await deleteDoc(doc(db, 'contadores', 'cono-gratis'))
      await deleteDoc(doc(db, 'cono-gratis', CONO.publicada))
      await deleteDoc(doc(db, 'cono-gratis', CONO.pendiente))
      await deleteDoc(doc(db, 'cono-gratis-codigos', CONO.publicada))
      await deleteDoc(doc(db, 'cono-gratis-codigos', CONO.pendiente))
    })
    await assertFails(setDoc(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: 1 }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(5), { ultimo: 5 }))
  })
})

describe('cono-gratis: who reads what', () => {
  const ownHidden = '8'
  const ownPending = '9'
  const legacy = '7'

  beforeEach(async () => {
    await storedEntry(ownPending, conoGratisImage(9, { fecha: FIXED_DATE }))
    await storedEntry(ownHidden, conoGratisImage(8, { fecha: FIXED_DATE, estado: 'oculta' }))
    await storedEntry(legacy, {
      url: storageUrl('cono-gratis/7-foto.jpg'),
      nombre: 'foto.jpg',
      fecha: FIXED_DATE,
      numero: 7,
      ruta: 'cono-gratis/7-foto.jpg',
    })
    await storedEntry('6', conoGratisImage(6, { fecha: FIXED_DATE, estado: 'oculta' }, UID.otro))
  })

  const gallery = (db: Firestore) =>
    getDocs(
      query(
        collection(db, 'cono-gratis'),
        where('estado', '==', 'publicada'),
        orderBy('fecha', 'desc'),
        limit(12),
      ),
    )

  it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
    'a published entry of another visitor (nombre, ruta: their uid): %s is refused',
    async (role) => {
      await assertFails(getDoc(doc(suite.dbs[role], 'cono-gratis', CONO.publicada)))
    },
  )

  it('a published entry: its owner and an admin get it', async () => {
    const owner = firestoreOf(
      suite.env.authenticatedContext(UID.otro, { firebase: { sign_in_provider: 'anonymous' } }),
    )
    await assertSucceeds(getDoc(doc(owner, 'cono-gratis', CONO.publicada)))
    await assertSucceeds(getDoc(doc(suite.dbs.admin, 'cono-gratis', CONO.publicada)))
  })

  it('one’s own pending or hidden entry: the owner gets it', async () => {
    await assertSucceeds(getDoc(doc(suite.dbs.anonymous, 'cono-gratis', ownPending)))
    await assertSucceeds(getDoc(doc(suite.dbs.anonymous, 'cono-gratis', ownHidden)))
  })

  it.each<Role>(['unauthenticated', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
    'someone else’s pending, hidden or legacy entry: %s is refused',
    async (role) => {
      for (const id of [CONO.pendiente, '6', ownPending, ownHidden, legacy]) {
        await assertFails(getDoc(doc(suite.dbs[role], 'cono-gratis', id)))
      }
    },
  )

  it('an admin gets pending, hidden and legacy entries', async () => {
    for (const id of [CONO.pendiente, '6', ownPending, legacy]) {
      await assertSucceeds(getDoc(doc(suite.dbs.admin, 'cono-gratis', id)))
    }
  })

  it('a legacy entry without estado is not public, even to a visitor', async () => {
    await assertFails(getDoc(doc(suite.dbs.anonymous, 'cono-gratis', legacy)))
  })

  it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
    'the old gallery query (estado == publicada): %s is refused (the gallery reads galeria)',
    async (role) => {
      await assertFails(gallery(suite.dbs[role]))
      const page = query(
        collection(suite.dbs[role], 'cono-gratis'),
        where('estado', '==', 'publicada'),
        orderBy('numero', 'desc'),
        startAfter(10),
        limit(13),
      )
      await assertFails(getDocs(page))
    },
  )

  it('an admin lists the published entries', async () => {
    const snapshot = await assertSucceeds(gallery(suite.dbs.admin))
    expect(snapshot.docs.map((entry) => entry.id)).toEqual([CONO.publicada])
  })

  it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
    'any other list: %s is refused',
    async (role) => {
      const db = suite.dbs[role]
      const entries = collection(db, 'cono-gratis')
      await assertFails(getDocs(entries))
      await assertFails(getDocs(query(entries, orderBy('fecha', 'desc'), limit(12))))
      await assertFails(getDocs(query(entries, where('estado', '==', 'pendiente'))))
      await assertFails(getDocs(query(entries, where('estado', '!=', 'oculta'))))
      await assertFails(getDocs(query(entries, where('estado', 'in', ['publicada', 'pendiente']))))
      await assertFails(getDocs(query(entries, where('numero', '==', 9))))
    },
  )

  it('an admin lists the pending entries and every entry', async () => {
    const entries = collection(suite.dbs.admin, 'cono-gratis')
    const pending = await assertSucceeds(
      getDocs(query(entries, where('estado', '==', 'pendiente'), orderBy('fecha', 'desc'))),
    )
    expect(pending.docs.map((entry) => entry.id).sort()).toEqual([CONO.pendiente, ownPending])
    const all = await assertSucceeds(getDocs(entries))
    expect(all.size).toBe(6)
  })
})

describe('cono-gratis: review and delivery (only an admin)', () => {
  const entry = (db: Firestore, id: string = CONO.pendiente) => doc(db, 'cono-gratis', id)

  const isPublic = async (numero: string) =>
    (await getDoc(doc(suite.dbs.unauthenticated, 'galeria', numero))).exists()

  it('an admin approves a pending entry, hides it and publishes it again', async () => {
    await assertSucceeds(review(suite.dbs.admin, CONO.pendiente, 'publicada'))
    await assertSucceeds(review(suite.dbs.admin, CONO.pendiente, 'oculta'))
    await assertSucceeds(review(suite.dbs.admin, CONO.pendiente, 'publicada'))
    expect(await isPublic(CONO.pendiente)).toBe(true)
    await assertFails(getDoc(entry(suite.dbs.unauthenticated)))
  })

  it('an admin hides a published entry, which then is no longer public', async () => {
    expect(await isPublic(CONO.publicada)).toBe(true)
    await assertSucceeds(review(suite.dbs.admin, CONO.publicada, 'oculta'))
    expect(await isPublic(CONO.publicada)).toBe(false)
  })

  it('an admin publishes a legacy entry without estado', async () => {
    await storedEntry('7', { nombre: 'foto.jpg', fecha: FIXED_DATE, numero: 7 })
    await assertSucceeds(
      review(suite.dbs.admin, '7', 'publicada', { numero: 7, fecha: FIXED_DATE }),
    )
  })

  it.each<[string, unknown]>([
    ['pendiente (back)', 'pendiente'],
    ['an unknown value', 'aprobada'],
    ['PUBLICADA', 'PUBLICADA'],
    ['a boolean', true],
    ['nothing (removed)', deleteField()],
  ])('an admin cannot set estado to %s', async (_name, estado) => {
    await assertFails(updateDoc(entry(suite.dbs.admin, CONO.publicada), { estado }))
  })

  it.each<[string, DocumentData]>([
    ['ruta', { ruta: conoGratisPath(UID.admin) }],
    ['rutaMiniatura', { rutaMiniatura: `${conoGratisPath(UID.admin)}-480` }],
    ['nombre', { nombre: 'otra.jpg' }],
    ['fecha', { fecha: serverTimestamp() }],
    ['numero', { numero: 99 }],
    ['url', { url: storageUrl('cono-gratis/x.jpg') }],
    ['entregadoEn', { entregadoEn: serverTimestamp() }],
  ])('an admin cannot change %s together with estado', async (_name, changes) => {
    const batch = writeBatch(suite.dbs.admin)
    batch.update(entry(suite.dbs.admin), { estado: 'publicada', ...changes })
    batch.set(doc(suite.dbs.admin, 'galeria', CONO.pendiente), galleryProjection(2))
    await assertFails(batch.commit())
  })

  it.each<[string, DocumentData]>([
    ['ruta', { ruta: conoGratisPath(UID.admin) }],
    ['nombre', { nombre: 'otra.jpg' }],
    ['a new field', { destacado: true }],
  ])('an admin cannot change %s alone', async (_name, changes) => {
    await assertFails(updateDoc(entry(suite.dbs.admin), changes))
  })

  it('an admin marks an entry delivered once, with the request time and its claim code', async () => {
    await assertSucceeds(deliver(suite.dbs.admin, CONO.pendiente))
    await assertFails(deliver(suite.dbs.admin, CONO.pendiente))
    await assertFails(updateDoc(entry(suite.dbs.admin), { entregadoEn: deleteField() }))
    await assertSucceeds(review(suite.dbs.admin, CONO.pendiente, 'publicada'))
  })

  it('an admin cannot mark an entry delivered without its claim code', async () => {
    await assertFails(updateDoc(entry(suite.dbs.admin), { entregadoEn: serverTimestamp() }))
  })

  it.each<[string, unknown]>([
    ['a back-dated time', FIXED_DATE],
    ['the client’s clock', Timestamp.fromMillis(Date.now())],
    ['a future time', Timestamp.fromMillis(Date.now() + 3_600_000)],
    ['a string', '2025-01-01'],
    ['true', true],
  ])('an admin cannot deliver with entregadoEn as %s', async (_name, entregadoEn) => {
    const batch = writeBatch(suite.dbs.admin)
    batch.update(entry(suite.dbs.admin), { entregadoEn })
    batch.update(doc(suite.dbs.admin, 'cono-gratis-codigos', CONO.pendiente), {
      entregadoCon: CLAIM_CODE,
      entregadoEn: serverTimestamp(),
    })
    await assertFails(batch.commit())
  })

  it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
    '%s cannot approve, hide, deliver or delete',
    async (role) => {
      const db = suite.dbs[role]
      await assertFails(review(db, CONO.pendiente, 'publicada'))
      await assertFails(review(db, CONO.publicada, 'oculta'))
      await assertFails(deliver(db, CONO.pendiente))
      await assertFails(deleteDoc(entry(db)))
      await assertFails(deleteEntry(db, CONO.publicada))
    },
  )

  it('the owner cannot approve, deliver or delete their own entry', async () => {
    await storedEntry('9', conoGratisImage(9, { fecha: FIXED_DATE }))
    const db = suite.dbs.anonymous
    await assertFails(review(db, '9', 'publicada'))
    await assertFails(deliver(db, '9'))
    await assertFails(deleteDoc(entry(db, '9')))
  })

  it('an admin deletes an entry (a published one with its projection)', async () => {
    await assertSucceeds(deleteDoc(entry(suite.dbs.admin)))
    await assertSucceeds(deleteEntry(suite.dbs.admin, CONO.publicada))
  })
})

describe('opiniones (any visitor creates { mensaje, fecha, leida: false })', () => {
  const create = (data: DocumentData): Promise<void> => {
    const db = suite.dbs.anonymous
    const batch = writeBatch(db)
    const opinion = doc(collection(db, 'opiniones'))
    batch.set(opinion, data)
    setStamp(batch, db, UID.anonymous, opinionStamp(opinion.id))
    return batch.commit()
  }

  it.each([
    ['one line', 'Muy rico todo'],
    ['several lines', 'Hola!\n\nEl de chocolate es\nbuenísimo.\n'],
    ['text after blank lines', '\n\n   \nRico'],
    ['text between spaces', '   sí   '],
    ['one character', 'x'],
    ['2000 characters', 'a'.repeat(2000)],
    ['emoji', '🍦'],
  ])('accepts %s', async (_name, mensaje) => {
    await assertSucceeds(create({ mensaje, fecha: serverTimestamp(), leida: false }))
  })

  it.each([
    ['an empty mensaje', ''],
    ['only spaces', '     '],
    ['only newlines and tabs', '\n\t \r\n'],
    ['only other whitespace', '\u000b\u00a0\u2003\u3000\ufeff'],
    ['2001 characters', 'a'.repeat(2001)],
  ])('rejects %s', async (_name, mensaje) => {
    await assertFails(create({ mensaje, fecha: serverTimestamp(), leida: false }))
  })

  it('rejects a mensaje that is not a string', async () => {
    await assertFails(create({ mensaje: 42, fecha: serverTimestamp(), leida: false }))
  })

  it('rejects a fecha that is not the request time', async () => {
    await assertFails(create({ mensaje: 'Rico', fecha: FIXED_DATE, leida: false }))
  })

  it('rejects a missing field', async () => {
    await assertFails(create({ mensaje: 'Rico', leida: false }))
    await assertFails(create({ fecha: serverTimestamp(), leida: false }))
  })

  it('rejects an extra field', async () => {
    await assertFails(
      create({ mensaje: 'Rico', fecha: serverTimestamp(), leida: false, autor: 'Ana' }),
    )
  })
})

describe('users and roles', () => {
  it('a cliente cannot make their own document admin', async () => {
    await assertFails(updateDoc(doc(suite.dbs.cliente, 'users', UID.cliente), { role: 'admin' }))
    await assertFails(
      setDoc(doc(suite.dbs.cliente, 'users', UID.cliente), { role: 'admin' }, { merge: true }),
    )
  })

  it('a cliente still cannot act as admin after trying', async () => {
    await assertFails(updateDoc(doc(suite.dbs.cliente, 'users', UID.cliente), { role: 'admin' }))
    await assertFails(setDoc(doc(suite.dbs.cliente, 'helados', 'nueva'), menuImage('helados')))
  })

  it('a user without a document cannot create one, as admin or as cliente', async () => {
    await assertFails(setDoc(doc(suite.dbs.noUserDoc, 'users', UID.noUserDoc), { role: 'admin' }))
    await assertFails(setDoc(doc(suite.dbs.noUserDoc, 'users', UID.noUserDoc), { role: 'cliente' }))
  })

  it('a cliente cannot update or delete another user', async () => {
    await assertFails(updateDoc(doc(suite.dbs.cliente, 'users', UID.otro), { role: 'admin' }))
    await assertFails(updateDoc(doc(suite.dbs.cliente, 'users', UID.admin), { role: 'cliente' }))
    await assertFails(deleteDoc(doc(suite.dbs.cliente, 'users', UID.admin)))
  })

  it('an admin cannot change roles from the browser either', async () => {
    await assertFails(updateDoc(doc(suite.dbs.admin, 'users', UID.cliente), { role: 'admin' }))
    await assertFails(setDoc(doc(suite.dbs.admin, 'users', UID.noUserDoc), { role: 'admin' }))
  })

  it('nobody reads another user', async () => {
    await assertFails(getDoc(doc(suite.dbs.cliente, 'users', UID.otro)))
    await assertFails(getDoc(doc(suite.dbs.cliente, 'users', UID.admin)))
    await assertFails(getDoc(doc(suite.dbs.admin, 'users', UID.cliente)))
  })

  it('a users document with a role other than exactly "admin" is not admin', async () => {
    await suite.env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context)
      await setDoc(doc(db, 'users', UID.cliente), { role: 'Admin' })
    })
    await assertFails(setDoc(doc(suite.dbs.cliente, 'helados', 'nueva'), menuImage('helados')))
  })

  it('an admin custom claim in the token does not make an admin', async () => {
    const db = firestoreOf(suite.env.authenticatedContext(UID.otro, { admin: true, role: 'admin' }))
    await assertFails(setDoc(doc(db, 'helados', 'nueva'), menuImage('helados')))
  })

  it('an anonymous sign-in with an admin users document is not admin', async () => {
    const db = suite.dbs.anonymousAdmin
    await assertFails(setDoc(doc(db, 'helados', 'nueva'), menuImage('helados')))
    await assertFails(deleteEntry(db, CONO.publicada))
    await assertFails(review(db, CONO.pendiente, 'publicada'))
    await assertFails(getDoc(doc(db, 'cono-gratis', CONO.pendiente)))
    await assertFails(getDoc(doc(db, 'opiniones', EXISTING)))
    await assertFails(getDoc(doc(db, 'contadores', 'comidas')))
  })
})
