// {menu}/hoy: each menu's "Hoy en la carta" list, stored beside its images. Anyone reads it (it
// comes in the menu's one public list read); only an admin writes it, whole, stamped with the
// request time; every item, one line 'id|nombre|precio|nota|agotado', is checked (id, unique in
// the list; nombre 1 to 60 with a visible character; precio whole pesos up to 10.000.000 without
// leading zeros, or empty; nota up to 80; agotado 0 or 1; nothing else) up to 30 items.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, expect, it } from 'vitest'
import { ROLES, ROLE_NAMES, firestoreOf, seed, rulesSuite } from './support'

const suite = rulesSuite('today-list')

const MENUS = ['comidas', 'helados', 'bebidas'] as const

const item = (
  n: number,
  changes: Partial<Record<'id' | 'nombre' | 'precio' | 'nota' | 'agotado', string>> = {},
) => {
  const fields = {
    id: `item${String(n).padStart(6, '0')}`,
    nombre: `Sabor ${String(n)}`,
    precio: '8000',
    nota: 'Sin azúcar',
    agotado: '0',
    ...changes,
  }
  return [fields.id, fields.nombre, fields.precio, fields.nota, fields.agotado].join('|')
}

const list = (items: unknown[]): DocumentData => ({ items, actualizado: serverTimestamp() })

const hoy = (db: Firestore, menu: string = 'helados') => doc(db, menu, 'hoy')

beforeEach(async () => {
  await seed(suite.env, async (db) => {
    for (const menu of MENUS)
      await setDoc(doc(db, menu, 'hoy'), {
        items: [item(1)],
        actualizado: Timestamp.fromDate(new Date('2026-11-25T15:00:00Z')),
      })
  })
})

describe('who may do what with {menu}/hoy', () => {
  for (const menu of MENUS) {
    for (const role of ROLES) {
      const may = role === 'admin'
      describe(`${menu}, ${ROLE_NAMES[role]}`, () => {
        it('gets it', async () => {
          await assertSucceeds(getDoc(hoy(suite.dbs[role], menu)))
        })
        it('lists it with the menu, within the public limit', async () => {
          const read = await assertSucceeds(
            getDocs(query(collection(suite.dbs[role], menu), limit(100))),
          )
          expect(read.docs.map((d) => d.id)).toContain('hoy')
        })
        it(may ? 'replaces it' : 'cannot replace it', async () => {
          const write = setDoc(
            hoy(suite.dbs[role], menu),
            list([item(1, { agotado: '1' }), item(2)]),
          )
          await (may ? assertSucceeds(write) : assertFails(write))
        })
        it(may ? 'updates it' : 'cannot update it', async () => {
          const write = updateDoc(hoy(suite.dbs[role], menu), {
            items: [item(1, { agotado: '1' })],
            actualizado: serverTimestamp(),
          })
          await (may ? assertSucceeds(write) : assertFails(write))
        })
        it(may ? 'creates it' : 'cannot create it', async () => {
          await suite.env.withSecurityRulesDisabled(async (context) => {
            await deleteDoc(doc(firestoreOf(context), menu, 'hoy'))
          })
          const write = setDoc(hoy(suite.dbs[role], menu), list([]))
          await (may ? assertSucceeds(write) : assertFails(write))
        })
        it(may ? 'deletes it' : 'cannot delete it', async () => {
          const write = deleteDoc(hoy(suite.dbs[role], menu))
          await (may ? assertSucceeds(write) : assertFails(write))
        })
      })
    }
  }

  it('has no list on the surprise page: misterio/hoy is not a list, even for an admin', async () => {
    await assertFails(setDoc(doc(suite.dbs.admin, 'misterio', 'hoy'), list([item(1)])))
  })

  it('an image cannot be stored as hoy, nor a list under another id', async () => {
    await assertFails(
      setDoc(hoy(suite.dbs.admin, 'bebidas'), {
        url: 'https://img.example/x.webp',
        nombre: 'x.webp',
        fecha: serverTimestamp(),
      }),
    )
    await assertFails(setDoc(doc(suite.dbs.admin, 'helados', 'lista'), list([item(1)])))
  })
})

describe('what an admin may store in a list', () => {
  const admin = () => suite.dbs.admin

  it('accepts 30 items at the limits: name 60, note 80, price 10.000.000, no price, no note', async () => {
    const items = Array.from({ length: 30 }, (_, n) =>
      n % 3 === 0
        ? item(n, { nombre: 'ñ'.repeat(60), nota: 'x'.repeat(80), precio: '10000000' })
        : n % 3 === 1
          ? item(n, { id: `sinprecio${String(n)}`, precio: '', nota: '', agotado: '1' })
          : item(n, { precio: '0' }),
    )
    await assertSucceeds(setDoc(hoy(admin()), list(items)))
  })

  it('changes one item in a transaction over what the server has', async () => {
    await assertSucceeds(
      runTransaction(admin(), async (transaction) => {
        const current = await transaction.get(hoy(admin()))
        const items = (current.data()?.items ?? []) as string[]
        transaction.set(hoy(admin()), list(items.map((line) => line.replace(/0$/, '1'))))
      }),
    )
  })

  it.each<[string, unknown]>([
    ['a 61-character name', item(1, { nombre: 'n'.repeat(61) })],
    ['an empty name', item(1, { nombre: '' })],
    ['a name of only spaces', item(1, { nombre: '     ' })],
    ['a name of only tabs', item(1, { nombre: '\t\t' })],
    ['a name of only other spaces', item(1, { nombre: '\u00a0\u2003\u3000' })],
    ['a name of only control characters', item(1, { nombre: '\u0007\u0001\u007f' })],
    ['a name of only a carriage return', item(1, { nombre: '\r' })],
    ['a name of only zero-width characters', item(1, { nombre: '\u200b\u200d\ufeff' })],
    ['a price with a leading zero', item(1, { precio: '08000' })],
    ['a price of two zeros', item(1, { precio: '00' })],
    ['a price padded with zeros', item(1, { precio: '0000001' })],
    ['a negative price', item(1, { precio: '-1' })],
    ['a fractional price', item(1, { precio: '8000.5' })],
    ['a price with dots', item(1, { precio: '8.000' })],
    ['a price too large', item(1, { precio: '10000001' })],
    ['an 81-character note', item(1, { nota: 'x'.repeat(81) })],
    ['agotado other than 0 or 1', item(1, { agotado: 'si' })],
    ['a missing field', 'item000001|Mora|8000|0'],
    ['an extra field', `${item(1)}|https://img.example/x.webp`],
    ['no id', item(1, { id: '' })],
    ['an id with capitals', item(1, { id: 'ITEM000001' })],
    ['a second item hidden in one line', `${item(1)}\n${item(2)}`],
    ['an item that is a map', { id: 'item000001', nombre: 'Mora', agotado: false }],
    ['an item that is a number', 8000],
  ])('refuses %s', async (_, bad) => {
    await assertFails(setDoc(hoy(admin()), list([item(2), bad])))
  })

  it('accepts a name with one visible character among spaces, and an emoji', async () => {
    await assertSucceeds(
      setDoc(
        hoy(admin()),
        list([item(1, { nombre: ' \u200b x ' }), item(2, { nombre: '🍦' }), item(3)]),
      ),
    )
  })

  it('refuses an id used twice in a list, wherever the second one is', async () => {
    await assertFails(setDoc(hoy(admin()), list([item(1), item(1)])))
    await assertFails(setDoc(hoy(admin()), list([item(1), item(1, { nombre: 'Otra' })])))
    const items = Array.from({ length: 29 }, (_, n) => item(n))
    await assertFails(setDoc(hoy(admin()), list([...items, item(0, { agotado: '1' })])))
    await assertSucceeds(setDoc(hoy(admin()), list([...items, item(29)])))
  })

  it('checks every place up to the 30th, and refuses a 31st', async () => {
    const items = Array.from({ length: 30 }, (_, n) => item(n))
    await assertFails(
      setDoc(hoy(admin()), list([...items.slice(0, 29), item(29, { precio: '-5' })])),
    )
    await assertFails(setDoc(hoy(admin()), list([...items, item(30)])))
  })

  it('refuses a time other than the request time, no time, an unknown field or no items', async () => {
    await assertFails(
      setDoc(hoy(admin()), {
        items: [item(1)],
        actualizado: Timestamp.fromDate(new Date('2026-01-01T00:00:00Z')),
      }),
    )
    await assertFails(setDoc(hoy(admin()), { items: [item(1)] }))
    await assertFails(setDoc(hoy(admin()), { ...list([item(1)]), nota: 'hola' }))
    await assertFails(setDoc(hoy(admin()), { actualizado: serverTimestamp() }))
    await assertFails(setDoc(hoy(admin()), { items: 'Mora', actualizado: serverTimestamp() }))
  })
})
