// opiniones' read/unread flag: a visitor's new opinion is unread (leida: false, never already
// read); only an admin gets, lists and marks one read or unread again, and nothing else about an
// opinion may change.

import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing'
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore'
import { beforeEach, describe, it } from 'vitest'
import {
  EXISTING,
  FIXED_DATE,
  ROLES,
  ROLE_NAMES,
  UID,
  opinionStamp,
  ownUid,
  seed,
  type Role,
  setStamp,
  rulesSuite,
} from './support'

const suite = rulesSuite('opiniones-leida')

/** A visitor's opinion that the staff have not read yet (the seed's EXISTING has no flag). */
const UNREAD = 'sin-leer'

beforeEach(async () => {
  await seed(suite.env, async (db) => {
    await setDoc(doc(db, 'opiniones', UNREAD), {
      mensaje: 'Abran los domingos, por favor',
      fecha: FIXED_DATE,
      leida: false,
    })
  })
})

/** An opinion as the page sends it, with the visitor's stamp naming it. */
function sendOpinion(db: Firestore, role: Role, data: DocumentData) {
  const batch = writeBatch(db)
  const opinion = doc(collection(db, 'opiniones'))
  batch.set(opinion, data)
  setStamp(batch, db, ownUid(role), opinionStamp(opinion.id))
  return batch.commit()
}

const unread = (db: Firestore) => doc(db, 'opiniones', UNREAD)
const unreadQuery = (db: Firestore) =>
  query(collection(db, 'opiniones'), where('leida', '==', false), limit(100))

const ADMIN_ONLY = { admin: true } as Partial<Record<Role, boolean>>
const expectAllowed = async (allowed: boolean | undefined, request: Promise<unknown>) => {
  if (allowed === true) await assertSucceeds(request)
  else await assertFails(request)
}

describe.each(ROLES)('opiniones with their read flag, as %s', (role) => {
  const name = ROLE_NAMES[role]
  const allowed = ADMIN_ONLY[role]
  // Every signed-in visitor sends opinions; the signed-out ones have no record to stamp.
  const sends = role !== 'unauthenticated'

  it(`${allowed ? 'gets' : 'cannot get'} an unread opinion (${name})`, async () => {
    await expectAllowed(allowed, getDoc(unread(suite.dbs[role])))
  })

  it(`${allowed ? 'lists and counts' : 'cannot list or count'} the unread ones (${name})`, async () => {
    await expectAllowed(allowed, getDocs(unreadQuery(suite.dbs[role])))
    await expectAllowed(allowed, getCountFromServer(unreadQuery(suite.dbs[role])))
  })

  it(`${sends ? 'creates' : 'cannot create'} an unread opinion (${name})`, async () => {
    await expectAllowed(
      sends,
      sendOpinion(suite.dbs[role], role, {
        mensaje: 'Rico',
        fecha: serverTimestamp(),
        leida: false,
      }),
    )
  })

  it(`cannot create an opinion already read, or one without the flag (${name})`, async () => {
    await assertFails(
      sendOpinion(suite.dbs[role], role, {
        mensaje: 'Rico',
        fecha: serverTimestamp(),
        leida: true,
      }),
    )
    await assertFails(
      sendOpinion(suite.dbs[role], role, { mensaje: 'Rico', fecha: serverTimestamp() }),
    )
  })

  it(`${allowed ? 'marks' : 'cannot mark'} an opinion read and unread again (${name})`, async () => {
    await expectAllowed(allowed, updateDoc(unread(suite.dbs[role]), { leida: true }))
    await expectAllowed(allowed, updateDoc(unread(suite.dbs[role]), { leida: false }))
    // An opinion sent before the flag existed (it counts as read) can be marked unread too.
    await expectAllowed(
      allowed,
      updateDoc(doc(suite.dbs[role], 'opiniones', EXISTING), { leida: false }),
    )
  })

  it(`${allowed ? 'deletes' : 'cannot delete'} an opinion (${name})`, async () => {
    await expectAllowed(allowed, deleteDoc(unread(suite.dbs[role])))
  })
})

describe('an update may change the read flag and nothing else', () => {
  const admin = () => suite.dbs.admin

  it('refuses a flag that is not a bool', async () => {
    for (const leida of ['true', 1, 0, null, { leida: true }, [true]]) {
      await assertFails(updateDoc(unread(admin()), { leida }))
    }
  })

  it('refuses removing the flag', async () => {
    await assertFails(updateDoc(unread(admin()), { leida: deleteField() }))
  })

  it('refuses changing the message or the date, alone or with the flag', async () => {
    await assertFails(updateDoc(unread(admin()), { mensaje: 'Otra cosa' }))
    await assertFails(updateDoc(unread(admin()), { mensaje: 'Otra cosa', leida: true }))
    await assertFails(updateDoc(unread(admin()), { fecha: serverTimestamp(), leida: true }))
    await assertFails(updateDoc(unread(admin()), { mensaje: deleteField(), leida: true }))
  })

  it('refuses a new field beside the flag', async () => {
    await assertFails(updateDoc(unread(admin()), { leida: true, leidaPor: UID.admin }))
  })

  it('refuses a whole replacement that changes anything but the flag', async () => {
    await assertFails(
      setDoc(unread(admin()), { mensaje: 'Otra cosa', fecha: FIXED_DATE, leida: true }),
    )
    await assertSucceeds(
      setDoc(unread(admin()), {
        mensaje: 'Abran los domingos, por favor',
        fecha: FIXED_DATE,
        leida: true,
      }),
    )
  })

  it('refuses a visitor marking their own new opinion read', async () => {
    const db = suite.dbs.anonymous
    const batch = writeBatch(db)
    const opinion = doc(collection(db, 'opiniones'))
    batch.set(opinion, { mensaje: 'Rico', fecha: serverTimestamp(), leida: false })
    setStamp(batch, db, UID.anonymous, opinionStamp(opinion.id))
    await assertSucceeds(batch.commit())
    await assertFails(updateDoc(opinion, { leida: true }))
  })
})
