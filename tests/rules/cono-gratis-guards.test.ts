// The free cone's guards against abuse: the claim code that only the uploader and the staff read
// (and without which no cone is handed over), the queue of at most three entries a visitor may
// have waiting for review, the stamp that admits one picture's files to Storage, the bounded
// public list, and the medium variant that only a wide picture may name.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  Timestamp,
  arrayRemove,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  CLAIM_CODE,
  CONO,
  FIXED_DATE,
  UID,
  claimCode,
  conoGratisImage,
  conoGratisPath,
  deliver,
  fileStamp,
  galleryProjection,
  firestoreOf,
  uploadStamp,
  type Role,
  setStamp,
  rulesSuite,
} from './support'

const suite = rulesSuite('cono-gratis-guards', { seedEach: true })

const NEXT = CONO.siguiente
const hourAgo = () => Timestamp.fromMillis(Date.now() - 3_600_000)
const codeDoc = (db: Firestore, numero: number | string) =>
  doc(db, 'cono-gratis-codigos', String(numero))

/** Writes with the rules off (the state a test starts from). */
async function stored(path: [string, string], data: DocumentData): Promise<void> {
  await suite.env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(firestoreOf(context), ...path), data)
  })
}

/** The anonymous visitor's next entry with its counter, stamp and (unless null) claim code. */
function createEntry(
  options: { code?: DocumentData | null; stamp?: DocumentData; data?: DocumentData } = {},
): Promise<void> {
  const db = suite.dbs.anonymous
  const batch = writeBatch(db)
  batch.set(doc(db, 'contadores', 'cono-gratis'), { ultimo: NEXT })
  batch.set(doc(db, 'cono-gratis', String(NEXT)), options.data ?? conoGratisImage(NEXT))
  const code = options.code === undefined ? claimCode(UID.anonymous) : options.code
  if (code) batch.set(codeDoc(db, NEXT), code)
  setStamp(batch, db, UID.anonymous, options.stamp ?? uploadStamp(NEXT))
  return batch.commit()
}

describe('claim codes', () => {
  it('a new entry comes with its code, which its uploader reads back', async () => {
    await assertSucceeds(createEntry())
    const snapshot = await assertSucceeds(getDoc(codeDoc(suite.dbs.anonymous, NEXT)))
    expect(snapshot.get('codigo')).toBe(CLAIM_CODE)
  })

  it('refuses an entry without its code', async () => {
    await assertFails(createEntry({ code: null }))
  })

  it.each<[string, DocumentData]>([
    ['lowercase', { codigo: 'k7pm', uid: UID.anonymous }],
    ['five characters', { codigo: 'K7PMA', uid: UID.anonymous }],
    ['three characters', { codigo: 'K7P', uid: UID.anonymous }],
    ['an O that reads as zero', { codigo: 'K7PO', uid: UID.anonymous }],
    ['a 1 that reads as I', { codigo: 'K1PM', uid: UID.anonymous }],
    ['a number', { codigo: 1234, uid: UID.anonymous }],
    ['another visitor’s uid', { codigo: CLAIM_CODE, uid: UID.otro }],
    ['no uid', { codigo: CLAIM_CODE }],
    ['an extra field', { codigo: CLAIM_CODE, uid: UID.anonymous, entregadoCon: CLAIM_CODE }],
  ])('refuses a code with %s', async (_name, code) => {
    await assertFails(createEntry({ code }))
  })

  it('nobody creates a code for an entry that exists already (not even its owner)', async () => {
    await stored(['cono-gratis', '9'], conoGratisImage(9, { fecha: FIXED_DATE }))
    for (const role of ['anonymous', 'admin'] as const) {
      await assertFails(setDoc(codeDoc(suite.dbs[role], 9), claimCode(UID.anonymous)))
    }
  })

  it.each<Role>(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'])(
    '%s never reads another visitor’s code, one by one or listed',
    async (role) => {
      await assertFails(getDoc(codeDoc(suite.dbs[role], CONO.publicada)))
      await assertFails(getDoc(codeDoc(suite.dbs[role], CONO.pendiente)))
      await assertFails(getDocs(collection(suite.dbs[role], 'cono-gratis-codigos')))
      await assertFails(
        getDocs(
          query(collection(suite.dbs[role], 'cono-gratis-codigos'), where('uid', '==', UID.otro)),
        ),
      )
    },
  )

  it('no public document carries the code, the visitor’s words or their uid', async () => {
    await assertFails(getDoc(doc(suite.dbs.unauthenticated, 'cono-gratis', CONO.publicada)))
    const shown = await getDoc(doc(suite.dbs.unauthenticated, 'galeria', CONO.publicada))
    expect(shown.exists()).toBe(true)
    const text = JSON.stringify(shown.data())
    expect(text).not.toContain(CLAIM_CODE)
    expect(text).not.toContain(UID.otro)
    expect(text).not.toContain('mi cono')
  })

  it('an admin hands the cone over only with the right code', async () => {
    await assertFails(deliver(suite.dbs.admin, CONO.pendiente, 'AAAA'))
    await assertFails(deliver(suite.dbs.admin, CONO.pendiente, ''))
    await assertSucceeds(deliver(suite.dbs.admin, CONO.pendiente))
    const entry = await getDoc(doc(suite.dbs.admin, 'cono-gratis', CONO.pendiente))
    expect(entry.get('entregadoEn')).toBeInstanceOf(Timestamp)
  })

  it('the code document cannot be marked delivered apart from its entry', async () => {
    await assertFails(
      updateDoc(codeDoc(suite.dbs.admin, CONO.pendiente), {
        entregadoCon: CLAIM_CODE,
        entregadoEn: serverTimestamp(),
      }),
    )
  })

  it('nobody changes a code, not even an admin', async () => {
    for (const role of ['anonymous', 'admin'] as const) {
      await assertFails(updateDoc(codeDoc(suite.dbs[role], CONO.pendiente), { codigo: 'AAAA' }))
    }
  })
})

describe('at most three entries of a visitor wait for review', () => {
  const queued = (pendientes: number[]) =>
    stored(['limites', UID.anonymous], { subida: hourAgo(), subidaNumero: 1, pendientes })

  it('accepts an entry while fewer than three wait', async () => {
    await queued([7, 8])
    await assertSucceeds(createEntry())
    const record = await getDoc(doc(suite.dbs.anonymous, 'limites', UID.anonymous))
    expect(record.get('pendientes')).toEqual([7, 8, NEXT])
  })

  it('refuses a fourth entry waiting for review', async () => {
    await queued([6, 7, 8])
    await assertFails(createEntry())
  })

  it('refuses an entry that empties or rewrites the queue', async () => {
    await queued([7])
    const stamp = (pendientes: number[]) => ({
      subida: serverTimestamp(),
      subidaNumero: NEXT,
      pendientes,
    })
    await assertFails(createEntry({ stamp: stamp([NEXT]) }))
    await assertFails(createEntry({ stamp: stamp([7, 8, NEXT]) }))
    await assertFails(createEntry({ stamp: { subida: serverTimestamp(), subidaNumero: NEXT } }))
  })

  it('the visitor cannot take numbers out of their own queue', async () => {
    await queued([6, 7, 8])
    await assertFails(
      updateDoc(doc(suite.dbs.anonymous, 'limites', UID.anonymous), { pendientes: arrayRemove(8) }),
    )
  })

  describe('the staff’s review releases a place', () => {
    const ENTRY = '8'
    beforeEach(async () => {
      await stored(['cono-gratis', ENTRY], conoGratisImage(8, { fecha: FIXED_DATE }))
      await queued([6, 7, 8])
    })

    const reviewBatch = (release: boolean, change: DocumentData | null) => {
      const db = suite.dbs.admin
      const batch = writeBatch(db)
      if (change) batch.update(doc(db, 'cono-gratis', ENTRY), change)
      else batch.delete(doc(db, 'cono-gratis', ENTRY))
      // Publishing writes the entry's public projection in the same write.
      if (change?.estado === 'publicada') {
        batch.set(doc(db, 'galeria', ENTRY), galleryProjection(Number(ENTRY)))
      }
      if (release) {
        batch.update(doc(db, 'limites', UID.anonymous), { pendientes: arrayRemove(8) })
      }
      return batch.commit()
    }

    it.each<[string, DocumentData | null]>([
      ['approving', { estado: 'publicada' }],
      ['hiding', { estado: 'oculta' }],
      ['deleting', null],
    ])('%s a pending entry takes it out of the queue in the same write', async (_name, change) => {
      await assertFails(reviewBatch(false, change))
      await assertSucceeds(reviewBatch(true, change))
      await assertSucceeds(createEntry())
    })

    it('an admin only takes numbers out of a queue, never adds or rewrites', async () => {
      const record = doc(suite.dbs.admin, 'limites', UID.anonymous)
      await assertFails(updateDoc(record, { pendientes: [6, 7, 8, 9] }))
      await assertFails(updateDoc(record, { pendientes: [1] }))
      await assertFails(updateDoc(record, { subida: serverTimestamp() }))
      await assertSucceeds(updateDoc(record, { pendientes: [6, 7] }))
    })

    it('another visitor cannot release places in this queue', async () => {
      await assertFails(
        updateDoc(doc(suite.dbs.cliente, 'limites', UID.anonymous), { pendientes: arrayRemove(8) }),
      )
    })
  })
})

describe('the file stamp that admits one picture to Storage', () => {
  const own = conoGratisPath(UID.anonymous, 'mi-cono.webp')
  /** A file stamp as the page writes it: counted across visitors in the same write. */
  const stampAs = (db: Firestore, uid: string, data: DocumentData) => {
    const batch = writeBatch(db)
    setStamp(batch, db, uid, data)
    return batch.commit()
  }
  const stamp = (ruta: unknown) =>
    stampAs(suite.dbs.anonymous, UID.anonymous, { archivos: serverTimestamp(), archivosRuta: ruta })

  it('accepts a stamp naming a new file in the visitor’s own folder', async () => {
    await assertSucceeds(stamp(own))
  })

  it.each<[string, unknown]>([
    ['another visitor’s folder', conoGratisPath(UID.otro)],
    ['a variant instead of the large file', `${own}-480`],
    ['a name without its timestamp', `cono-gratis/${UID.anonymous}/mi-cono.webp`],
    ['a menu folder', 'comidas/mi-cono.webp-1764000000000'],
    ['a sub-folder', `cono-gratis/${UID.anonymous}/a/b-1764000000000`],
    ['a number', 1764000000000],
  ])('refuses a stamp naming %s', async (_name, ruta) => {
    await assertFails(stamp(ruta))
  })

  it('refuses a second stamp within 30 s, and accepts one after', async () => {
    await assertSucceeds(stamp(own))
    await assertFails(stamp(`${own}1`))
    await stored(['limites', UID.anonymous], {
      archivos: Timestamp.fromMillis(Date.now() - 31_000),
      archivosRuta: own,
    })
    await assertSucceeds(stamp(`${own}1`))
  })

  it('refuses a back-dated stamp and one carrying other fields', async () => {
    await assertFails(stampAs(suite.dbs.anonymous, UID.anonymous, fileStampAt(hourAgo(), own)))
    await assertFails(
      stampAs(suite.dbs.anonymous, UID.anonymous, { ...fileStamp(own), pendientes: [] }),
    )
  })

  it('a signed-out visitor cannot stamp', async () => {
    await assertFails(
      stampAs(suite.dbs.unauthenticated, UID.cliente, fileStamp(conoGratisPath(UID.cliente))),
    )
  })
})

function fileStampAt(archivos: Timestamp, archivosRuta: string): DocumentData {
  return { archivos, archivosRuta }
}

describe('public lists ask for a bounded number of entries', () => {
  const gallery = (db: Firestore, count?: number) =>
    getDocs(
      query(
        collection(db, 'galeria'),
        orderBy('numero', 'desc'),
        ...(count === undefined ? [] : [limit(count)]),
      ),
    )

  it('anyone lists the gallery 50 at a time at most', async () => {
    await assertSucceeds(gallery(suite.dbs.unauthenticated, 13))
    await assertSucceeds(gallery(suite.dbs.unauthenticated, 50))
    await assertFails(gallery(suite.dbs.unauthenticated, 51))
    await assertFails(gallery(suite.dbs.unauthenticated))
    await assertFails(gallery(suite.dbs.anonymous))
  })

  it('an admin lists the entries without a limit', async () => {
    const entries = query(
      collection(suite.dbs.admin, 'cono-gratis'),
      where('estado', '==', 'publicada'),
    )
    await assertSucceeds(getDocs(entries))
  })

  it.each(['comidas', 'helados', 'bebidas', 'misterio'])(
    'anyone lists %s 100 at a time at most; an admin any number',
    async (menu) => {
      const list = (db: Firestore, count?: number) =>
        getDocs(
          count === undefined ? collection(db, menu) : query(collection(db, menu), limit(count)),
        )
      await assertSucceeds(list(suite.dbs.unauthenticated, 100))
      await assertSucceeds(list(suite.dbs.anonymous, 1))
      await assertFails(list(suite.dbs.unauthenticated, 101))
      await assertFails(list(suite.dbs.unauthenticated))
      await assertFails(list(suite.dbs.cliente))
      await assertSucceeds(list(suite.dbs.admin))
    },
  )
})

describe('the medium variant belongs only to a picture wider than 960 px', () => {
  const withWidth = (ancho: number | null) => {
    const data = conoGratisImage(NEXT, ancho === null ? {} : { ancho })
    if (ancho === null) delete data.ancho
    return createEntry({ data })
  }

  it('accepts rutaMediana for a picture 961 px wide', async () => {
    await assertSucceeds(withWidth(961))
  })

  it.each<[string, number | null]>([
    ['960 px wide', 960],
    ['480 px wide', 480],
    ['of no declared width', null],
  ])('refuses rutaMediana for a picture %s', async (_name, ancho) => {
    await assertFails(withWidth(ancho))
  })
})
