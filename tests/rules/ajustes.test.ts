// ajustes/tienda: the shop's details, hours and notices. Anyone reads it; only an admin writes it,
// and every field is checked (types, lengths, phone, time and date formats, https: links only).
// Each write makes its version one larger, so a write must have read the latest document: the
// staff's saves change only the fields they edited, and never over a change they have not seen.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  runTransaction,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import shopDefaults from '../../src/config/shop-defaults.json'
import { DEMO_CONTACT } from '../../scripts/seed/demo-contact.mjs'
import { ROLES, ROLE_NAMES, firestoreOf, seed, type Role, rulesSuite } from './support'

const suite = rulesSuite('ajustes')

/** The settings as the seed writes them (the code's defaults have no phone or email). */
const defaults = { ...shopDefaults, ...DEMO_CONTACT }

/** A complete, valid settings document, at version 1 (the first write over the seed's). */
const valid = (changes: DocumentData = {}): DocumentData => ({
  ...structuredClone(defaults),
  version: 1,
  ...changes,
})

// As the seed writes it: the shop's defaults, before any version.
beforeEach(async () => {
  await seed(suite.env, async (db) => {
    await setDoc(doc(db, 'ajustes', 'tienda'), structuredClone(defaults))
  })
})

const tienda = (db: Firestore) => doc(db, 'ajustes', 'tienda')

describe('who may do what with ajustes/tienda', () => {
  const writers: Role[] = ['admin']
  for (const role of ROLES) {
    const may = writers.includes(role)
    describe(ROLE_NAMES[role], () => {
      it('gets it', async () => {
        await assertSucceeds(getDoc(tienda(suite.dbs[role])))
      })
      it('never lists the collection', async () => {
        await assertFails(getDocs(collection(suite.dbs[role], 'ajustes')))
      })
      it(may ? 'updates it' : 'cannot update it', async () => {
        const write = updateDoc(tienda(suite.dbs[role]), {
          telefono: '+57 311 555 0000',
          version: 1,
        })
        await (may ? assertSucceeds(write) : assertFails(write))
      })
      it(may ? 'creates it' : 'cannot create it', async () => {
        await suite.env.withSecurityRulesDisabled((context) =>
          deleteDoc(tienda(firestoreOf(context))),
        )
        const write = setDoc(tienda(suite.dbs[role]), valid())
        await (may ? assertSucceeds(write) : assertFails(write))
      })
      it(may ? 'deletes it' : 'cannot delete it', async () => {
        const write = deleteDoc(tienda(suite.dbs[role]))
        await (may ? assertSucceeds(write) : assertFails(write))
      })
    })
  }

  it('has no other document: not readable, not writable even by an admin', async () => {
    await assertFails(getDoc(doc(suite.dbs.unauthenticated, 'ajustes', 'otro')))
    await assertFails(setDoc(doc(suite.dbs.admin, 'ajustes', 'otro'), valid()))
    await assertFails(deleteDoc(doc(suite.dbs.admin, 'ajustes', 'otro')))
  })
})

describe('what an admin may store', () => {
  const admin = () => suite.dbs.admin
  const save = (changes: DocumentData) => setDoc(tienda(admin()), valid(changes))

  it('accepts everything filled in: two intervals, closures, special hours, a notice', async () => {
    await assertSucceeds(
      save({
        nombre: 'Helados La 3',
        telefono: '3001234567',
        whatsapp: '573001234567',
        mapaUrl: 'https://maps.app.goo.gl/abc123',
        redes: {
          instagram: 'https://instagram.com/la3',
          facebook: 'https://facebook.com/la3',
          tiktok: 'https://tiktok.com/@la3',
          youtube: '',
        },
        horario: { ...defaults.horario, sa: '10:00-14:00,16:00-24:00', do: '14:00-20:00' },
        especiales: ['2026-12-24=', '2026-12-25=', '2026-12-31=15:00-19:00'],
        cerradoHoy: '2026-11-24',
        anuncio: { texto: 'Hoy 2x1 en conos', hasta: '2026-11-30' },
      }),
    )
  })

  it("accepts a shop's first save with no phone, WhatsApp or email yet (those lines are left out)", async () => {
    await suite.env.withSecurityRulesDisabled((context) => deleteDoc(tienda(firestoreOf(context))))
    await assertSucceeds(save({ telefono: '', whatsapp: '', email: '', cerradoHoy: '2026-11-24' }))
  })

  it('accepts the limits: name 60, notice 160, 30 special days', async () => {
    const days = Array.from({ length: 30 }, (_, i) => `2027-01-${String(i + 1).padStart(2, '0')}=`)
    await assertSucceeds(
      save({
        nombre: 'n'.repeat(60),
        anuncio: { texto: 'a'.repeat(160), hasta: '' },
        especiales: days,
      }),
    )
  })

  it.each([
    ['an empty name', { nombre: '' }],
    ['a name of 61 characters', { nombre: 'n'.repeat(61) }],
    ['a name that is not text', { nombre: 42 }],
    ['a phone with letters', { telefono: '300-CALL-NOW' }],
    ['a phone too short', { telefono: '12345' }],
    ['a WhatsApp number with a +', { whatsapp: '+573001234567' }],
    ['a WhatsApp number with spaces', { whatsapp: '57 300 123 4567' }],
    ['an email without @', { email: 'info.heladeria.example' }],
    ['an email of 101 characters', { email: `${'a'.repeat(60)}@${'b'.repeat(36)}.com` }],
    ['an empty address', { direccion: '' }],
    ['an address of 121 characters', { direccion: 'd'.repeat(121) }],
    ['a javascript: map link', { mapaUrl: 'javascript:alert(1)' }],
    ['an http: map link', { mapaUrl: 'http://maps.example/x' }],
    ['an http: link page', { enlacesUrl: 'http://linktr.ee/x' }],
    ['a link with a space', { enlacesUrl: 'https://linktr.ee/x y' }],
    ['a link of 301 characters', { enlacesUrl: `https://${'x'.repeat(293)}` }],
    ['a javascript: social link', { redes: { ...defaults.redes, tiktok: 'javascript:alert(1)' } }],
    ['an unknown social network', { redes: { ...defaults.redes, myspace: 'https://myspace.com' } }],
    ['a missing social network', { redes: { instagram: '', facebook: '', tiktok: '' } }],
    ['a time of 25:00', { horario: { ...defaults.horario, lu: '15:00-25:00' } }],
    ['a time without minutes', { horario: { ...defaults.horario, lu: '15-23' } }],
    [
      'three intervals',
      { horario: { ...defaults.horario, lu: '08:00-10:00,11:00-12:00,13:00-14:00' } },
    ],
    ['hours as a list', { horario: { ...defaults.horario, lu: ['15:00-23:00'] } }],
    ['a missing day', { horario: { lu: '', ma: '', mi: '', ju: '', vi: '', sa: '' } }],
    ['an unknown day', { horario: { ...defaults.horario, xx: '' } }],
    ['a special day with a bad date', { especiales: ['2026-13-01='] }],
    ['a special day with bad hours', { especiales: ['2026-12-31=3pm-7pm'] }],
    ['a special day that is not text', { especiales: [20261231] }],
    ['special days as text', { especiales: '2026-12-24=' }],
    ['31 special days', { especiales: Array.from({ length: 31 }, () => '2027-01-01=') }],
    ['a bad «Cerrado hoy» date', { cerradoHoy: '24/11/2026' }],
    ['«Cerrado hoy» as true', { cerradoHoy: true }],
    ['a notice of 161 characters', { anuncio: { texto: 'a'.repeat(161), hasta: '' } }],
    ['a notice with a bad end date', { anuncio: { texto: 'Hola', hasta: 'mañana' } }],
    ['a notice with an extra field', { anuncio: { texto: 'Hola', hasta: '', color: 'red' } }],
    ['an unknown field', { colorFavorito: 'naranja' }],
  ])('refuses %s', async (_case, changes) => {
    await assertFails(save(changes))
  })

  it('refuses a document missing a field', async () => {
    await assertFails(updateDoc(tienda(admin()), { whatsapp: deleteField(), version: 1 }))
  })
})

describe('the version: only the fields edited, never over an unseen change', () => {
  const admin = () => suite.dbs.admin
  const stored = async () => (await getDoc(tienda(admin()))).data()

  it('an admin changes one field, and one day of the week, leaving the rest as they were', async () => {
    await assertSucceeds(updateDoc(tienda(admin()), { telefono: '+57 311 555 0000', version: 1 }))
    await assertSucceeds(updateDoc(tienda(admin()), { 'horario.lu': '', version: 2 }))
    expect(await stored()).toEqual({
      ...defaults,
      telefono: '+57 311 555 0000',
      horario: { ...defaults.horario, lu: '' },
      version: 2,
    })
  })

  it('two phones that edit different fields in transactions both keep their change', async () => {
    const edit = (db: Firestore, fields: DocumentData) =>
      runTransaction(db, async (transaction) => {
        const current = await transaction.get(tienda(db))
        const version = current.get('version') as number | undefined
        transaction.update(tienda(db), { ...fields, version: (version ?? 0) + 1 })
      })
    await assertSucceeds(edit(admin(), { nombre: 'Helados La 3' }))
    await assertSucceeds(edit(admin(), { 'redes.tiktok': 'https://tiktok.com/@la3' }))
    expect(await stored()).toMatchObject({
      nombre: 'Helados La 3',
      redes: { ...defaults.redes, tiktok: 'https://tiktok.com/@la3' },
      version: 2,
    })
  })

  it.each([
    ['without a version (a page that writes the whole document blind)', valid({ version: null })],
    ['with the version it read, after someone else wrote', valid({ version: 1 })],
    ['with a version that jumps ahead', valid({ version: 3 })],
    ['with a version as text', valid({ version: '2' })],
    ['with a fractional version', valid({ version: 2.5 })],
  ])('refuses a write %s', async (_case, document) => {
    // Someone else's write came first: the stored version is 1 now.
    await suite.env.withSecurityRulesDisabled((context) =>
      updateDoc(tienda(firestoreOf(context)), { nombre: 'Otra', version: 1 }),
    )
    const { version, ...rest } = document
    await assertFails(setDoc(tienda(admin()), version === null ? rest : document))
  })

  it('refuses a partial update without the version, or taking it away', async () => {
    await assertFails(updateDoc(tienda(admin()), { telefono: '+57 311 555 0000' }))
    await assertFails(updateDoc(tienda(admin()), { version: deleteField() }))
  })

  it.each([
    ['a phone with letters', { telefono: '300-CALL-NOW' }],
    ['a javascript: social link', { 'redes.tiktok': 'javascript:alert(1)' }],
    ['a day with three intervals', { 'horario.sa': '08:00-10:00,11:00-12:00,13:00-14:00' }],
    ['a notice of 161 characters', { 'anuncio.texto': 'a'.repeat(161) }],
    ['an unknown field', { colorFavorito: 'naranja' }],
    ['an unknown social network', { 'redes.myspace': 'https://myspace.com' }],
  ])('refuses a partial update with %s, even with the right version', async (_case, fields) => {
    await assertFails(updateDoc(tienda(admin()), { ...fields, version: 1 }))
  })

  it.each(['unauthenticated', 'anonymous', 'cliente', 'noUserDoc', 'anonymousAdmin'] as const)(
    'refuses a partial update by %s, even with the right version',
    async (role) => {
      await assertFails(
        updateDoc(tienda(suite.dbs[role]), { telefono: '+57 311 555 0000', version: 1 }),
      )
    },
  )

  it('creates the document only at version 1', async () => {
    await suite.env.withSecurityRulesDisabled((context) => deleteDoc(tienda(firestoreOf(context))))
    await assertFails(setDoc(tienda(admin()), valid({ version: 2 })))
    await assertFails(setDoc(tienda(admin()), structuredClone(defaults)))
    await assertSucceeds(setDoc(tienda(admin()), valid()))
  })
})

describe('the orders by WhatsApp fields', () => {
  const orders = {
    pedidos: 'si',
    domicilio: 'si',
    domicilioNota: 'Domicilio en el casco urbano: $ 2.000',
    pedidoMinimo: '10000',
    pagos: 'efectivo,nequi,daviplata,breb',
    nequi: '3001234567',
    daviplata: '3109876543',
    breb: '@heladeriacolon',
  }

  for (const role of ROLES) {
    const may = role === 'admin'
    it(`${ROLE_NAMES[role]} ${may ? 'turns' : 'cannot turn'} orders on with its payment details`, async () => {
      const write = updateDoc(tienda(suite.dbs[role]), { ...orders, version: 1 })
      await (may ? assertSucceeds(write) : assertFails(write))
    })
  }

  it.each([
    ['an email as the Bre-B key', { breb: 'pagos@heladeria.co' }],
    ['an ID number as the Bre-B key', { breb: '1234567890' }],
    [
      'everything off and empty',
      {
        pedidos: '',
        domicilio: '',
        pagos: '',
        pedidoMinimo: '',
        breb: '',
        nequi: '',
        daviplata: '',
        domicilioNota: '',
      },
    ],
    ['a note of 120 characters', { domicilioNota: 'a'.repeat(120) }],
  ])('accepts %s', async (_, changes) => {
    await assertSucceeds(updateDoc(tienda(suite.dbs.admin), { ...orders, ...changes, version: 1 }))
  })

  it.each([
    ['a switch as a boolean', { pedidos: true }],
    ['a switch with another word', { domicilio: 'no' }],
    ['a minimum with a leading zero', { pedidoMinimo: '0500' }],
    ['a minimum as a number', { pedidoMinimo: 10000 }],
    ['a minimum of ten million', { pedidoMinimo: '10000000' }],
    ['an unknown payment method', { pagos: 'efectivo,bitcoin' }],
    ['payment methods as a list', { pagos: ['efectivo'] }],
    ['a Nequi number with spaces', { nequi: '300 123 4567' }],
    ['a Nequi number of 9 digits', { nequi: '300123456' }],
    ['a Daviplata landline', { daviplata: '6012345678' }],
    ['a Bre-B key with spaces', { breb: 'mi llave' }],
    ['a Bre-B alias too short', { breb: '@a' }],
    ['a Bre-B key of 101 characters', { breb: `${'a'.repeat(90)}@tienda.com` }],
    ['a delivery note of 121 characters', { domicilioNota: 'a'.repeat(121) }],
  ])('refuses %s', async (_, changes) => {
    await assertFails(updateDoc(tienda(suite.dbs.admin), { ...orders, ...changes, version: 1 }))
  })

  it('refuses a document without one of them', async () => {
    await assertFails(updateDoc(tienda(suite.dbs.admin), { breb: deleteField(), version: 1 }))
  })
})
