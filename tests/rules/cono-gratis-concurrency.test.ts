// Free-cone numbers under load: many visitors upload at the same moment, through the security
// rules, with the very function the page uses. Every one of them must get a number, no number
// twice, and none that was handed out before an admin deleted its entry.

import type { RulesTestEnvironment } from '@firebase/rules-unit-testing'
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app'
import { connectAuthEmulator, getAuth, signInAnonymously, signOut, type Auth } from 'firebase/auth'
import {
  collection as fullCollection,
  deleteDoc,
  doc as fullDoc,
  getDocs,
} from 'firebase/firestore'
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore,
  serverTimestamp,
  setDoc,
  setLogLevel,
  type Firestore,
} from 'firebase/firestore/lite'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  pauseBeforeAttempt,
  RESERVE_MAX_ATTEMPTS,
  reserveFreeConeNumber,
  type NewFreeConeEntry,
} from '../../src/lib/free-cone/numbering'
import {
  PROJECT_ID,
  authEmulatorHost,
  finishTestEnvironment,
  firestoreEmulator,
  firestoreOf,
  startTestEnvironment,
} from './support'

// Every lost race is a refused commit, which the SDK would log as a warning.
setLogLevel('error')

const VISITORS = 30
const BURST_TIMEOUT_MS = 180_000

let env: RulesTestEnvironment
let apps: FirebaseApp[] = []
/** One Firestore per visitor, as if each upload came from a different phone. */
let visitors: Firestore[] = []
let sessions: Auth[] = []
/** Each visitor's anonymous uid, as the page gets it. */
let uids: string[] = []

const uid = (index: number): string => uids[index] ?? ''

/**
 * Every visitor starts a new anonymous session: a new uid, so the one-upload-a-minute limit of
 * an earlier burst does not apply.
 */
async function newSessions(): Promise<void> {
  uids = await Promise.all(
    sessions.map(async (auth) => {
      if (auth.currentUser) await signOut(auth)
      return (await signInAnonymously(auth)).user.uid
    }),
  )
}

/** The visitor `uid`'s stored files, as the page names them (never uploaded here). */
function storedImage(uid: string, label: string): NewFreeConeEntry {
  const ruta = `cono-gratis/${uid}/${label}.png-${String(Date.now())}`
  return { ruta, rutaMiniatura: `${ruta}-480`, nombre: `${label}.png` }
}

/** Every visitor uploads at once; resolves with the numbers in visitor order. */
async function burst(label: string, count = VISITORS): Promise<number[]> {
  const started = Date.now()
  const attempts = Array.from({ length: count }, () => 1)
  const numbers = await Promise.all(
    visitors.slice(0, count).map((db, index) =>
      reserveFreeConeNumber(db, uid(index), storedImage(uid(index), `${label}-${String(index)}`), {
        pause: (attempt) => {
          attempts[index] = attempt
          return pauseBeforeAttempt(attempt)
        },
      }),
    ),
  )
  console.info(
    `${String(count)} simultaneous uploads numbered in ${String(Date.now() - started)} ms; ` +
      `attempts per upload: max ${String(Math.max(...attempts))}, ` +
      `total ${String(attempts.reduce((sum, n) => sum + n, 0))} (limit ${String(RESERVE_MAX_ATTEMPTS)})`,
  )
  return numbers
}

/** The numbers of every stored entry (read past the rules: pending entries are not public). */
async function storedNumbers(): Promise<number[]> {
  let numbers: number[] = []
  await env.withSecurityRulesDisabled(async (context) => {
    const snapshot = await getDocs(fullCollection(firestoreOf(context), 'cono-gratis'))
    numbers = snapshot.docs.map((entry) => entry.data().numero as number)
  })
  return numbers.sort((a, b) => a - b)
}

async function counterValue(): Promise<unknown> {
  const snapshot = await getDoc(doc(visitors[0] as Firestore, 'contadores', 'cono-gratis'))
  return snapshot.data()?.ultimo
}

/** As if an hour had passed: this hour's window across visitors is forgotten. */
async function newHour(): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const parts = await getDocs(fullCollection(firestoreOf(context), 'ventanas'))
    await Promise.all(parts.docs.map((part) => deleteDoc(part.ref)))
  })
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index)

beforeAll(async () => {
  // Loads firestore.rules into the emulator: the visitors below are checked by the real rules.
  env = await startTestEnvironment()
  const { host, port } = firestoreEmulator()
  apps = range(1, VISITORS).map((n) =>
    initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-api-key' }, `visitante-${String(n)}`),
  )
  visitors = apps.map((app) => {
    const db = getFirestore(app)
    connectFirestoreEmulator(db, host, port)
    return db
  })
  sessions = apps.map((app) => {
    const auth = getAuth(app)
    connectAuthEmulator(auth, `http://${authEmulatorHost()}`, { disableWarnings: true })
    return auth
  })
})

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)))
  await finishTestEnvironment(env, 'cono-gratis-concurrency')
})

beforeEach(async () => {
  await env.clearFirestore()
  await newSessions()
})

describe('free-cone numbers', () => {
  it('are checked by the security rules (a number not taken from the counter is refused)', async () => {
    const image = storedImage(uid(0), 'tramposo')
    await expect(
      setDoc(doc(visitors[0] as Firestore, 'cono-gratis', '7'), {
        ...image,
        numero: 7,
        estado: 'pendiente',
        fecha: serverTimestamp(),
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' })
  })

  it('are not retried when the rules refuse the entry itself (not a lost race)', async () => {
    const pauses: number[] = []
    // Files in another visitor's folder.
    const elsewhere = storedImage(uid(1), 'fuera')
    await expect(
      reserveFreeConeNumber(visitors[0] as Firestore, uid(0), elsewhere, {
        pause: (attempt) => {
          pauses.push(attempt)
          return 0
        },
      }),
    ).rejects.toMatchObject({ code: 'permission-denied' })
    expect(pauses).toEqual([])
    expect(await counterValue()).toBeUndefined()
    expect(await storedNumbers()).toEqual([])
  })

  it(
    `are all different when ${String(VISITORS)} visitors upload at the same moment`,
    async () => {
      const numbers = await burst('historia')

      expect(new Set(numbers).size).toBe(VISITORS)
      expect([...numbers].sort((a, b) => a - b)).toEqual(range(1, VISITORS))
      expect(await storedNumbers()).toEqual(range(1, VISITORS))
      expect(await counterValue()).toBe(VISITORS)

      // Each visitor's number names the document that holds that visitor's file; each visitor
      // reads their own pending entry, and nobody else's.
      for (const [index, numero] of numbers.entries()) {
        const own = visitors[index] as Firestore
        const entry = await getDoc(doc(own, 'cono-gratis', String(numero)))
        expect(entry.data()).toMatchObject({
          numero,
          estado: 'pendiente',
          nombre: `historia-${String(index)}.png`,
        })
        expect(entry.get('ruta')).toMatch(new RegExp(`^cono-gratis/${uid(index)}/`))
      }
      const someoneElse = visitors[1] as Firestore
      await expect(
        getDoc(doc(someoneElse, 'cono-gratis', String(numbers[0]))),
      ).rejects.toMatchObject({ code: 'permission-denied' })
    },
    BURST_TIMEOUT_MS,
  )

  it(
    'are never handed out again after an admin deletes entries',
    async () => {
      const first = await burst('antes', 12)
      const used = new Set(first)
      expect(used.size).toBe(12)

      // The admin removes the newest entries and a few in the middle.
      const removed = [12, 11, 5, 6]
      await env.withSecurityRulesDisabled(async (context) => {
        const admin = firestoreOf(context)
        await Promise.all(
          removed.map((numero) => deleteDoc(fullDoc(admin, 'cono-gratis', String(numero)))),
        )
      })
      const remaining = (await storedNumbers()).length
      expect(remaining).toBe(8)

      // count + 1 would now hand out 9, which a customer already holds; the counter does not.
      // (A new hour, too: 42 entries are more than the 30 an hour admits from all visitors.)
      await newHour()
      await newSessions()
      const numbers = await burst('despues')
      expect(new Set(numbers).size).toBe(VISITORS)
      for (const numero of numbers) expect(used.has(numero)).toBe(false)
      expect([...numbers].sort((a, b) => a - b)).toEqual(range(13, 12 + VISITORS))
      expect(await counterValue()).toBe(12 + VISITORS)
      expect(await storedNumbers()).toHaveLength(remaining + VISITORS)
    },
    BURST_TIMEOUT_MS,
  )
})
