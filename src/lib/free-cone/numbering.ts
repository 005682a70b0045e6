// The free-cone number protocol, kept free of app configuration so that it runs unchanged in the
// browser and in the emulator tests: it receives the Firestore instance instead of creating one.
import type { Firestore } from 'firebase/firestore/lite'
import { errorCode } from '../data/contention'
import type { CountedOptions, CrowdSlot } from '../data/crowd-limit'
import { newClaimCode } from '../data/claim-code'
import { LIMITES_COLLECTION } from '../data/limit-records'

export const FREE_CONE_COLLECTION = 'cono-gratis'
export const CONTADORES_COLLECTION = 'contadores'
/** `contadores/cono-gratis` holds `{ ultimo }`, the last number ever handed out. */
export const FREE_CONE_COUNTER_ID = 'cono-gratis'
/** `cono-gratis-codigos/{numero}` holds `{ codigo, uid }`: only the uploader and the staff read it. */
export const CLAIM_CODES_COLLECTION = 'cono-gratis-codigos'

/** What the security rules accept as `nombre`. */
export const MAX_NOMBRE = 300

export { pauseBeforeAttempt, RESERVE_MAX_ATTEMPTS } from '../data/contention'

/** A new entry waits for the staff's review; only approved ones are public. */
export const PENDING = 'pendiente'

/**
 * The stored files a new free-cone entry points at, all in the visitor's own folder
 * `cono-gratis/{uid}/`. No address is stored: the page derives each one from its path in the
 * project's own bucket, so an entry cannot point anywhere else.
 */
export interface NewFreeConeEntry {
  /** Storage path of the large variant, `cono-gratis/{uid}/{name}-{timestamp}`. */
  ruta: string
  /** `{ruta}-480`, always made. */
  rutaMiniatura: string
  /** `{ruta}-960`, only when the picture is wider than 960 px. */
  rutaMediana?: string
  /** The visitor's original file name. */
  nombre: string
  ancho?: number
  alto?: number
}

export class CounterCorruptedError extends Error {
  constructor(value: unknown) {
    super(`contadores/cono-gratis.ultimo is not a whole number: ${JSON.stringify(value)}`)
    this.name = 'CounterCorruptedError'
  }
}

/** The counter's last number; a missing counter means none was handed out yet. */
function lastNumber(data: Record<string, unknown> | undefined): number {
  if (data === undefined) return 0
  const { ultimo } = data
  if (typeof ultimo !== 'number' || !Number.isInteger(ultimo) || ultimo < 0) {
    throw new CounterCorruptedError(ultimo)
  }
  return ultimo
}

/** The original name as the rules accept it: 1 to 300 characters, never half an emoji. */
export function storedNombre(nombre: string): string {
  let kept = ''
  for (const character of nombre.trim()) {
    if (kept.length + character.length > MAX_NOMBRE) break
    kept += character
  }
  return kept === '' ? 'imagen' : kept
}

/** Firestore refuses undefined values: leave absent fields out. */
const definedFields = (image: NewFreeConeEntry) =>
  Object.fromEntries(Object.entries(image).filter(([, value]) => value !== undefined))

export interface ReserveOptions extends CountedOptions {
  /** The entry's claim code (a new random one by default). */
  codigo?: string
}

/**
 * Takes the next free-cone number and creates `cono-gratis/{numero}` in one transaction: reads
 * `contadores/cono-gratis` (missing = 0), moves it to n + 1, creates the document n + 1 with
 * the server's time, `pendiente`, with its claim code `cono-gratis-codigos/{n + 1}`, and stamps
 * the visitor's `limites/{uid}` with `subida` (the rules allow one upload per visitor a minute),
 * `subidaNumero` (the one entry that stamp admits) and the number in `pendientes` (the rules let
 * at most three wait for review; the record loses its `expira` meanwhile, so no TTL policy
 * deletes the queue), and moves a part of this hour's window of entries across all visitors
 * (`ventanas/`, named in the stamp's `cupo`; CrowdLimitError when the hour is full), the hour by
 * `clock`, the server's.
 * Two visitors can never get the same number, and since the counter only moves up, a number is
 * never handed out again after an admin deletes its document.
 *
 * When another visitor commits between this transaction's read and its commit, Firestore may
 * answer with a contention error, or, because the security rules are checked against the data
 * as it is by then (the counter no longer at n), with permission-denied. The SDK retries neither
 * the second case nor quickly enough for a burst, so each transaction runs once and this loop
 * retries: a denial counts as a lost race only if the counter or the window's part has moved
 * since it was read.
 */
export async function reserveFreeConeNumber(
  db: Firestore,
  uid: string,
  image: NewFreeConeEntry,
  { codigo = newClaimCode(), ...options }: ReserveOptions = {},
): Promise<number> {
  // The public pages read this module's names only: what writes is fetched when it writes.
  const [
    { arrayUnion, deleteField, doc, getDoc, runTransaction, serverTimestamp },
    { findCrowdSlot, lostCrowdRace, moveCrowdSlot, retryCounted },
    { deviceClock },
  ] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../data/crowd-limit'),
    import('../data/server-clock'),
  ])
  const { clock = deviceClock } = options
  const counterRef = doc(db, CONTADORES_COLLECTION, FREE_CONE_COUNTER_ID)

  const counterMovedFrom = async (seen: number) => {
    try {
      return lastNumber((await getDoc(counterRef)).data()) !== seen
    } catch {
      return false
    }
  }

  let seen: number | undefined
  let slot: CrowdSlot | undefined
  return retryCounted(
    () => {
      seen = undefined
      slot = undefined
      return runTransaction(
        db,
        async (transaction) => {
          const found = await findCrowdSlot(transaction, db, 'entradas', { clock })
          slot = found
          const counter = await transaction.get(counterRef)
          seen = lastNumber(counter.data())
          const numero = seen + 1
          transaction.set(counterRef, { ultimo: numero })
          transaction.set(doc(db, FREE_CONE_COLLECTION, String(numero)), {
            ...definedFields(image),
            nombre: storedNombre(image.nombre),
            numero,
            estado: PENDING,
            fecha: serverTimestamp(),
          })
          transaction.set(doc(db, CLAIM_CODES_COLLECTION, String(numero)), { codigo, uid })
          const cupo = await moveCrowdSlot(transaction, found, 'entradas')
          transaction.set(
            doc(db, LIMITES_COLLECTION, uid),
            {
              subida: serverTimestamp(),
              subidaNumero: numero,
              pendientes: arrayUnion(numero),
              cupo,
              expira: deleteField(),
            },
            { merge: true },
          )
          return numero
        },
        { maxAttempts: 1 },
      )
    },
    // A contention error counts as lost in lostCrowdRace.
    async (error) =>
      (errorCode(error) === 'permission-denied' &&
        seen !== undefined &&
        (await counterMovedFrom(seen))) ||
      lostCrowdRace(error, slot, clock),
    options,
  )
}
