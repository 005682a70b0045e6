// ajustes/tienda: the shop's details, hours and notices. Anyone reads it; only an admin writes it,
// and every field is checked (types, lengths, phone, time and date formats, https: links only).

import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'
import defaults from '../../src/config/shop-defaults.json'
import {
  ROLES,
  ROLE_NAMES,
  finishTestEnvironment,
  firestoreOf,
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
  await finishTestEnvironment(env, 'ajustes')
})

/** A complete, valid settings document. */
const valid = (changes: DocumentData = {}): DocumentData => ({
  ...structuredClone(defaults),
  ...changes,
})

beforeEach(async () => {
  await seed(env, async (db) => {
    await setDoc(doc(db, 'ajustes', 'tienda'), valid())
  })
})

const tienda = (db: Firestore) => doc(db, 'ajustes', 'tienda')

describe('who may do what with ajustes/tienda', () => {
  const writers: Role[] = ['admin']
  for (const role of ROLES) {
    const may = writers.includes(role)
    describe(ROLE_NAMES[role], () => {
      it('gets it', async () => {
        await assertSucceeds(getDoc(tienda(dbs[role])))
      })
      it('never lists the collection', async () => {
        await assertFails(getDocs(collection(dbs[role], 'ajustes')))
      })
      it(may ? 'updates it' : 'cannot update it', async () => {
        const write = updateDoc(tienda(dbs[role]), { telefono: '+57 311 555 0000' })
        await (may ? assertSucceeds(write) : assertFails(write))
      })
      it(may ? 'creates it' : 'cannot create it', async () => {
        await env.withSecurityRulesDisabled((context) => deleteDoc(tienda(firestoreOf(context))))
        const write = setDoc(tienda(dbs[role]), valid())
        await (may ? assertSucceeds(write) : assertFails(write))
      })
      it(may ? 'deletes it' : 'cannot delete it', async () => {
        const write = deleteDoc(tienda(dbs[role]))
        await (may ? assertSucceeds(write) : assertFails(write))
      })
    })
  }

  it('has no other document: not readable, not writable even by an admin', async () => {
    await assertFails(getDoc(doc(dbs.unauthenticated, 'ajustes', 'otro')))
    await assertFails(setDoc(doc(dbs.admin, 'ajustes', 'otro'), valid()))
    await assertFails(deleteDoc(doc(dbs.admin, 'ajustes', 'otro')))
  })
})

describe('what an admin may store', () => {
  const admin = () => dbs.admin
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
    await assertFails(updateDoc(tienda(admin()), { whatsapp: deleteField() }))
  })
})
