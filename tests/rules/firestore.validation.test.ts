// What the rules accept from people who are allowed to write: fields, types, sizes, timestamps,
// the counter protocol, and attempts to become admin.

import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import {
  Timestamp,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
  type WriteBatch,
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  EXISTING,
  FIXED_DATE,
  UID,
  conoGratisImage,
  firestoreOf,
  finishTestEnvironment,
  firestoresByRole,
  menuImage,
  seed,
  startTestEnvironment,
  storageUrl,
  type Role,
} from './support'

let env: RulesTestEnvironment
let dbs: Record<Role, Firestore>

beforeAll(async () => {
  env = await startTestEnvironment()
  dbs = firestoresByRole(env)
})

afterAll(async () => {
  await finishTestEnvironment(env, 'validation')
})

beforeEach(async () => {
  await seed(env)
})

function without(data: DocumentData, field: string): DocumentData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => key !== field))
}

/** The anonymous visitor's rate-limit stamp, as the page writes it with each opinion or upload. */
function stampLimit(batch: WriteBatch, db: Firestore, field: 'opinion' | 'subida'): void {
  batch.set(doc(db, 'limites', UID.anonymous), { [field]: serverTimestamp() }, { merge: true })
}

/**
 * Moves contadores/{coleccion} to `ultimo` and writes `data` at `ref` in one batch, with the
 * visitor's `stamp` when given.
 */
async function batchWithCounter(
  db: Firestore,
  coleccion: 'comidas' | 'cono-gratis',
  ultimo: number | null,
  path: [string, string] | null,
  data: DocumentData,
  stamp?: 'opinion' | 'subida',
): Promise<void> {
  const batch = writeBatch(db)
  if (stamp !== undefined) stampLimit(batch, db, stamp)
  if (ultimo !== null) {
    batch.set(doc(db, 'contadores', coleccion), { ultimo })
  }
  if (path !== null) {
    batch.set(doc(db, ...path), data)
  }
  await batch.commit()
}

function createConoGratis(
  db: Firestore,
  data: DocumentData,
  options: { id?: string; ultimo?: number | null } = {},
): Promise<void> {
  const numero: unknown = data.numero
  const id = options.id ?? String(numero)
  const ultimo = options.ultimo === undefined ? 2 : options.ultimo
  return batchWithCounter(db, 'cono-gratis', ultimo, ['cono-gratis', id], data, 'subida')
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
    setDoc(doc(dbs.admin, 'helados', 'nueva'), data)

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
      updateDoc(doc(dbs.admin, 'bebidas', EXISTING), {
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
      updateDoc(doc(dbs.admin, 'bebidas', EXISTING), { urlMiniatura: deleteField() }),
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
    await assertFails(updateDoc(doc(dbs.admin, 'misterio', EXISTING), changes))
  })
})

describe('comidas (numbered from contadores/comidas by an admin)', () => {
  it('accepts a comida taking the next number with the counter', async () => {
    await assertSucceeds(createComida(dbs.admin, menuImage('comidas', 2)))
  })

  it('accepts the same inside a transaction, as the admin page does', async () => {
    const db = dbs.admin
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
    await assertFails(createComida(dbs.admin, without(menuImage('comidas', 2), 'numero')))
  })

  it.each<[string, unknown]>([
    ['a string', '2'],
    ['a fraction', 2.5],
    ['zero', 0],
  ])('rejects numero as %s', async (_name, numero) => {
    await assertFails(createComida(dbs.admin, menuImage('comidas', 2, { numero })))
  })

  it('rejects a comida without moving the counter', async () => {
    await assertFails(createComida(dbs.admin, menuImage('comidas', 2), null))
  })

  it('rejects a comida reusing the current number', async () => {
    await assertFails(createComida(dbs.admin, menuImage('comidas', 1), null))
  })

  it('rejects a comida whose numero is not the new counter value', async () => {
    await assertFails(createComida(dbs.admin, menuImage('comidas', 3), 2))
  })

  it('rejects skipping a number (counter +2)', async () => {
    await assertFails(createComida(dbs.admin, menuImage('comidas', 3), 3))
  })

  it('rejects moving the counter back', async () => {
    await assertFails(updateDoc(doc(dbs.admin, 'contadores', 'comidas'), { ultimo: 0 }))
  })

  it('lets an admin move the counter by exactly one on its own (a number left unused)', async () => {
    await assertSucceeds(updateDoc(doc(dbs.admin, 'contadores', 'comidas'), { ultimo: 2 }))
  })

  it('rejects moving the counter by two, even on its own', async () => {
    await assertFails(updateDoc(doc(dbs.admin, 'contadores', 'comidas'), { ultimo: 3 }))
  })

  it('rejects extra fields on the counter', async () => {
    await assertFails(updateDoc(doc(dbs.admin, 'contadores', 'comidas'), { ultimo: 2, otro: 1 }))
  })

  it('rejects creating the counter anywhere but 1', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(firestoreOf(context), 'contadores', 'comidas'))
    })
    await assertFails(createComida(dbs.admin, menuImage('comidas', 5), 5))
  })

  it('rejects an update touching numero', async () => {
    await assertFails(updateDoc(doc(dbs.admin, 'comidas', EXISTING), { numero: 2 }))
  })

  it('rejects an update touching fecha', async () => {
    const otherDate = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'))
    await assertFails(updateDoc(doc(dbs.admin, 'comidas', EXISTING), { fecha: otherDate }))
    await assertFails(updateDoc(doc(dbs.admin, 'comidas', EXISTING), { fecha: serverTimestamp() }))
  })

  it('accepts an update of nombre alone', async () => {
    await assertSucceeds(updateDoc(doc(dbs.admin, 'comidas', EXISTING), { nombre: 'milanesa.jpg' }))
  })
})

describe('orden and descripcion of a menu image (set by an admin)', () => {
  const create = (data: DocumentData): Promise<void> =>
    setDoc(doc(dbs.admin, 'bebidas', 'nueva'), data)
  const update = (data: DocumentData): Promise<void> =>
    updateDoc(doc(dbs.admin, 'helados', EXISTING), data)

  it('accepts a new image with both, as the dashboard creates it', async () => {
    await assertSucceeds(
      create(menuImage('bebidas', undefined, { orden: Date.now(), descripcion: 'Limonadas' })),
    )
  })

  it('accepts a new comida with both, taking its numero', async () => {
    await assertSucceeds(
      createComida(dbs.admin, menuImage('comidas', 2, { orden: 6, descripcion: 'Pizza' })),
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
      updateDoc(doc(dbs.admin, 'comidas', EXISTING), { orden: 1, descripcion: 'Hamburguesas' }),
    )
  })

  it('accepts removing descripcion', async () => {
    await update({ descripcion: 'Conos' })
    await assertSucceeds(update({ descripcion: deleteField() }))
  })

  it('accepts a move: two neighbours swap their orden in one batch', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(firestoreOf(context), 'helados', 'otra'), menuImage('helados'))
    })
    const batch = writeBatch(dbs.admin)
    batch.update(doc(dbs.admin, 'helados', EXISTING), { orden: 2 })
    batch.update(doc(dbs.admin, 'helados', 'otra'), { orden: 1 })
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
    await assertFails(createConoGratis(dbs.anonymous, conoGratisImage(2, { orden: 1 })))
    await assertFails(createConoGratis(dbs.anonymous, conoGratisImage(2, { descripcion: 'Yo' })))
  })
})

describe('cono-gratis (created by any visitor together with contadores/cono-gratis)', () => {
  const visitor = (): Firestore => dbs.anonymous

  it('accepts the next free cone from an anonymous visitor', async () => {
    await assertSucceeds(createConoGratis(visitor(), conoGratisImage(2)))
    const snapshot = await getDoc(doc(visitor(), 'cono-gratis', '2'))
    expect(snapshot.get('numero')).toBe(2)
  })

  it('accepts the next free cone inside a transaction, as the upload page does', async () => {
    const db = visitor()
    await assertSucceeds(
      runTransaction(db, async (transaction) => {
        const contador = await transaction.get(doc(db, 'contadores', 'cono-gratis'))
        const ultimo: unknown = contador.exists() ? contador.get('ultimo') : 0
        const numero = (typeof ultimo === 'number' ? ultimo : 0) + 1
        transaction.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: numero })
        transaction.set(doc(db, 'cono-gratis', String(numero)), conoGratisImage(numero))
        transaction.set(
          doc(db, 'limites', UID.anonymous),
          { subida: serverTimestamp() },
          { merge: true },
        )
      }),
    )
  })

  it('accepts the very first free cone, creating the counter at 1', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context)
      await deleteDoc(doc(db, 'contadores', 'cono-gratis'))
      await deleteDoc(doc(db, 'cono-gratis', '1'))
    })
    await assertSucceeds(createConoGratis(visitor(), conoGratisImage(1), { ultimo: 1 }))
  })

  it('accepts only the required fields', async () => {
    const data = {
      url: storageUrl('cono-gratis/2.jpg'),
      nombre: '2.jpg',
      fecha: serverTimestamp(),
      numero: 2,
    }
    await assertSucceeds(createConoGratis(visitor(), data))
  })

  it('accepts a free cone without the medium variant, as written before it existed', async () => {
    const data = without(without(conoGratisImage(2), 'urlMediana'), 'rutaMediana')
    await assertSucceeds(createConoGratis(visitor(), data))
  })

  it.each(['url', 'nombre', 'fecha', 'numero'])('rejects a missing %s', async (field) => {
    await assertFails(createConoGratis(visitor(), without(conoGratisImage(2), field), { id: '2' }))
  })

  it('rejects an extra field', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { aprobado: true })))
  })

  it('rejects a fecha that is not the request time', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { fecha: FIXED_DATE })))
    await assertFails(
      createConoGratis(visitor(), conoGratisImage(2, { fecha: Timestamp.fromMillis(Date.now()) })),
    )
  })

  it.each([
    ['another folder of the bucket', storageUrl('comidas/2.jpg')],
    ['a folder that merely starts alike', storageUrl('cono-gratis-falso/2.jpg')],
    ['another site', 'https://example.com/cono-gratis%2F2.jpg?alt=media'],
    ['a plain path', 'cono-gratis/2.jpg'],
    ['a URL without alt=media', storageUrl('cono-gratis/2.jpg').replace('alt=media', 'alt=json')],
    ['a javascript: URL', 'javascript:alert(1)//v0/b/x/o/cono-gratis%2F2?alt=media'],
  ])('rejects a url pointing at %s', async (_name, url) => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { url })))
  })

  it('rejects a urlMiniatura pointing elsewhere', async () => {
    const urlMiniatura = storageUrl('misterio/2.jpg')
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { urlMiniatura })))
  })

  it('rejects a urlMediana pointing elsewhere', async () => {
    const urlMediana = storageUrl('misterio/2.jpg-960')
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { urlMediana })))
  })

  it.each(['ruta', 'rutaMediana', 'rutaMiniatura'])(
    'rejects a %s outside cono-gratis/',
    async (field) => {
      await assertFails(
        createConoGratis(visitor(), conoGratisImage(2, { [field]: 'comidas/2.jpg' })),
      )
    },
  )

  it('rejects a url of 2049 characters', async () => {
    const url = storageUrl('cono-gratis/2.jpg')
    const long = url + 'a'.repeat(2049 - url.length)
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { url: long })))
  })

  it('rejects a urlMediana of 2049 characters', async () => {
    const url = storageUrl('cono-gratis/2.jpg-960')
    const long = url + 'a'.repeat(2049 - url.length)
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { urlMediana: long })))
  })

  it('rejects an id that is not the numero', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { id: '3' }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { id: 'dos' }))
  })

  it('rejects a second document with the same numero under another id in the same batch', async () => {
    const db = visitor()
    const batch = writeBatch(db)
    batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: 2 })
    batch.set(doc(db, 'cono-gratis', '2'), conoGratisImage(2))
    batch.set(doc(db, 'cono-gratis', '9'), conoGratisImage(2))
    await assertFails(batch.commit())
  })

  it.each<[string, unknown]>([
    ['a string', '2'],
    ['a fraction', 2.5],
  ])('rejects numero as %s', async (_name, numero) => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2, { numero }), { id: '2' }))
  })

  it('rejects a document without moving the counter', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { ultimo: null }))
  })

  it('rejects reusing a number after its document was deleted', async () => {
    await deleteDoc(doc(dbs.admin, 'cono-gratis', '1'))
    await assertFails(createConoGratis(visitor(), conoGratisImage(1), { ultimo: null }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(1), { ultimo: 1 }))
  })

  it('rejects overwriting an existing free cone', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(1), { ultimo: 2 }))
  })

  it('rejects skipping a number (counter +2)', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(3), { ultimo: 3 }))
  })

  it('rejects a numero behind the counter', async () => {
    await assertFails(createConoGratis(visitor(), conoGratisImage(2), { ultimo: 3 }))
  })

  it('rejects moving the counter back', async () => {
    await assertFails(updateDoc(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: 0 }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(0), { ultimo: 0 }))
  })

  it('rejects moving the counter without the document', async () => {
    await assertFails(updateDoc(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: 2 }))
    await assertFails(updateDoc(doc(dbs.admin, 'contadores', 'cono-gratis'), { ultimo: 2 }))
  })

  it('rejects moving the counter with a document of another collection', async () => {
    await assertFails(
      batchWithCounter(
        visitor(),
        'cono-gratis',
        2,
        ['opiniones', 'x'],
        { mensaje: 'hola', fecha: serverTimestamp() },
        'opinion',
      ),
    )
  })

  it('rejects extra fields on the counter', async () => {
    const batch = writeBatch(visitor())
    stampLimit(batch, visitor(), 'subida')
    batch.set(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: 2, total: 2 })
    batch.set(doc(visitor(), 'cono-gratis', '2'), conoGratisImage(2))
    await assertFails(batch.commit())
  })

  it('rejects creating the counter without cono-gratis/1', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context)
      await deleteDoc(doc(db, 'contadores', 'cono-gratis'))
      await deleteDoc(doc(db, 'cono-gratis', '1'))
    })
    await assertFails(setDoc(doc(visitor(), 'contadores', 'cono-gratis'), { ultimo: 1 }))
    await assertFails(createConoGratis(visitor(), conoGratisImage(5), { ultimo: 5 }))
  })

  it('rejects an update, even by an admin', async () => {
    await assertFails(
      updateDoc(doc(dbs.admin, 'cono-gratis', '1'), { url: storageUrl('cono-gratis/x.jpg') }),
    )
  })
})

describe('opiniones (any visitor creates { mensaje, fecha })', () => {
  const create = (data: DocumentData): Promise<void> => {
    const db = dbs.anonymous
    const batch = writeBatch(db)
    batch.set(doc(collection(db, 'opiniones')), data)
    stampLimit(batch, db, 'opinion')
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
    await assertSucceeds(create({ mensaje, fecha: serverTimestamp() }))
  })

  it.each([
    ['an empty mensaje', ''],
    ['only spaces', '     '],
    ['only newlines and tabs', '\n\t \r\n'],
    ['only other whitespace', '\u000b\u00a0\u2003\u3000\ufeff'],
    ['2001 characters', 'a'.repeat(2001)],
  ])('rejects %s', async (_name, mensaje) => {
    await assertFails(create({ mensaje, fecha: serverTimestamp() }))
  })

  it('rejects a mensaje that is not a string', async () => {
    await assertFails(create({ mensaje: 42, fecha: serverTimestamp() }))
  })

  it('rejects a fecha that is not the request time', async () => {
    await assertFails(create({ mensaje: 'Rico', fecha: FIXED_DATE }))
  })

  it('rejects a missing field', async () => {
    await assertFails(create({ mensaje: 'Rico' }))
    await assertFails(create({ fecha: serverTimestamp() }))
  })

  it('rejects an extra field', async () => {
    await assertFails(create({ mensaje: 'Rico', fecha: serverTimestamp(), autor: 'Ana' }))
  })
})

describe('users and roles', () => {
  it('a cliente cannot make their own document admin', async () => {
    await assertFails(updateDoc(doc(dbs.cliente, 'users', UID.cliente), { role: 'admin' }))
    await assertFails(
      setDoc(doc(dbs.cliente, 'users', UID.cliente), { role: 'admin' }, { merge: true }),
    )
  })

  it('a cliente still cannot act as admin after trying', async () => {
    await assertFails(updateDoc(doc(dbs.cliente, 'users', UID.cliente), { role: 'admin' }))
    await assertFails(setDoc(doc(dbs.cliente, 'helados', 'nueva'), menuImage('helados')))
  })

  it('a user without a document cannot create one, as admin or as cliente', async () => {
    await assertFails(setDoc(doc(dbs.noUserDoc, 'users', UID.noUserDoc), { role: 'admin' }))
    await assertFails(setDoc(doc(dbs.noUserDoc, 'users', UID.noUserDoc), { role: 'cliente' }))
  })

  it('a cliente cannot update or delete another user', async () => {
    await assertFails(updateDoc(doc(dbs.cliente, 'users', UID.otro), { role: 'admin' }))
    await assertFails(updateDoc(doc(dbs.cliente, 'users', UID.admin), { role: 'cliente' }))
    await assertFails(deleteDoc(doc(dbs.cliente, 'users', UID.admin)))
  })

  it('an admin cannot change roles from the browser either', async () => {
    await assertFails(updateDoc(doc(dbs.admin, 'users', UID.cliente), { role: 'admin' }))
    await assertFails(setDoc(doc(dbs.admin, 'users', UID.noUserDoc), { role: 'admin' }))
  })

  it('nobody reads another user', async () => {
    await assertFails(getDoc(doc(dbs.cliente, 'users', UID.otro)))
    await assertFails(getDoc(doc(dbs.cliente, 'users', UID.admin)))
    await assertFails(getDoc(doc(dbs.admin, 'users', UID.cliente)))
  })

  it('a users document with a role other than exactly "admin" is not admin', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const db = firestoreOf(context)
      await setDoc(doc(db, 'users', UID.cliente), { role: 'Admin' })
    })
    await assertFails(setDoc(doc(dbs.cliente, 'helados', 'nueva'), menuImage('helados')))
  })

  it('an admin custom claim in the token does not make an admin', async () => {
    const db = firestoreOf(env.authenticatedContext(UID.otro, { admin: true, role: 'admin' }))
    await assertFails(setDoc(doc(db, 'helados', 'nueva'), menuImage('helados')))
  })

  it('an anonymous sign-in with an admin users document is not admin', async () => {
    const db = dbs.anonymousAdmin
    await assertFails(setDoc(doc(db, 'helados', 'nueva'), menuImage('helados')))
    await assertFails(deleteDoc(doc(db, 'cono-gratis', '1')))
    await assertFails(getDoc(doc(db, 'opiniones', EXISTING)))
    await assertFails(getDoc(doc(db, 'contadores', 'comidas')))
  })
})
