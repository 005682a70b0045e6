// The limits across all visitors, kept free of app configuration so that they run unchanged in
// the browser and in the emulator tests: the Firestore instance and transaction come in.
import type { DocumentReference, Firestore, Transaction } from 'firebase/firestore/lite'
import {
  CONTENTION_CODES,
  RESERVE_MAX_ATTEMPTS,
  errorCode,
  pauseBeforeAttempt,
  sleep,
} from './contention'
import { deviceClock, type Clock } from './server-clock'

/** `ventanas/{tipo}-{hora}-{parte}`: each hour's window of a kind, counted in ten parts. */
export const CROWD_COLLECTION = 'ventanas'

/**
 * What all visitors together may send in one hour, by kind (firestore.rules say the same):
 * free-cone entries, opinions, picture file stamps and new stamp cards.
 */
export const CROWD_LIMIT = { entradas: 30, opiniones: 60, archivos: 90, tarjetas: 60 } as const
export type CrowdKind = keyof typeof CROWD_LIMIT

/** How many parts a window is split in; each takes an equal share of the limit. */
export const CROWD_PARTS = 10

/** What one part admits. */
export const crowdShare = (kind: CrowdKind) => CROWD_LIMIT[kind] / CROWD_PARTS

const HOUR_MS = 3_600_000

/** The hours since 1970 (UTC) of `millis`: the window the rules count a write made then in. */
export const hourOf = (millis: number) => Math.floor(millis / HOUR_MS)

/** The id of part `part` of the hour `hour`'s window of `kind`. */
export const crowdPartId = (kind: CrowdKind, hour: number, part: number) =>
  `${kind}-${String(hour)}-${String(part)}`

/**
 * When a TTL policy may delete a part of the hour `hour` (the rules require exactly this): the
 * start of the hour 48 hours on, long after its hour stops counting, and after the staff's home
 * screen has read today's parts.
 */
export const crowdExpiryMillis = (hour: number) => (hour + 48) * HOUR_MS

/** How long a counted write's reads and commit may take after it names its hour. */
const WRITE_LEAD_MS = 2_000
/** Kept between a write and the turn of the hour on top of the clock's own error. */
const TURN_MARGIN_MS = 500
/** A refusal this close to a turn of the hour (beyond the clock's error) may be the hour's. */
const NEAR_TURN_MS = 5_000

/** Where `millis` falls in its hour: how long since the turn, and until the next one. */
function turnsAround(millis: number) {
  const sinceTurn = millis - hourOf(millis) * HOUR_MS
  return { sinceTurn, untilTurn: HOUR_MS - sinceTurn }
}

/**
 * How long to wait before a counted write so that the hour it names is the server's when the
 * write arrives: 0, unless by `clock` the hour turns before the write is safely done, or turned
 * too recently to be sure; then until the turn is safely past.
 */
export function waitForHourTurn(clock: Clock): number {
  const margin = clock.error + TURN_MARGIN_MS
  const { sinceTurn, untilTurn } = turnsAround(clock.now())
  if (untilTurn < WRITE_LEAD_MS + margin) return untilTurn + margin
  return sinceTurn < margin ? margin - sinceTurn : 0
}

/**
 * After a refusal: how long to wait before one more try when it came near a turn of the hour by
 * `clock` (the server may have counted the other hour), until well past that turn; null when the
 * refusal has nothing to do with the turn.
 */
export function pauseAfterRefusalNearTurn(error: unknown, clock: Clock): number | null {
  if (errorCode(error) !== 'permission-denied') return null
  const near = NEAR_TURN_MS + clock.error
  const { sinceTurn, untilTurn } = turnsAround(clock.now())
  if (untilTurn < near) return untilTurn + near
  return sinceTurn < near ? near - sinceTurn : null
}

/** Waits as waitForHourTurn says. */
async function awaitHourTurn(clock: Clock): Promise<void> {
  const wait = waitForHourTurn(clock)
  if (wait > 0) await sleep(wait)
}

/** Refused because all visitors together sent as many as an hour admits. */
export class CrowdLimitError extends Error {
  constructor(readonly kind: CrowdKind) {
    super(`the hour's limit of ${kind} across all visitors is reached`)
    this.name = 'CrowdLimitError'
  }
}

/** The parts in a random order, so that visitors writing at once rarely pick the same one. */
export function shuffledParts(random: () => number = Math.random): number[] {
  const parts = Array.from({ length: CROWD_PARTS }, (_, part) => part)
  for (let index = parts.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    const kept = parts[index] as number
    parts[index] = parts[other] as number
    parts[other] = kept
  }
  return parts
}

/** How far a part has counted; a missing or odd one counts as empty (the rules decide). */
function countIn(data: Record<string, unknown> | undefined): number {
  const n = data?.n
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 0
}

/** A part with room, read in a transaction: its id and hour, where it was, and its move to queue. */
export interface CrowdSlot {
  id: string
  hour: number
  ref: DocumentReference
  seen: number
}

export interface CrowdOptions {
  /** The server's time (the rules count a write in request.time's hour); the device's by default. */
  clock?: Clock
  random?: () => number
}

/**
 * Reads this hour's parts of `kind` through `transaction`, in a random order, until one has room;
 * throws CrowdLimitError when none has. Reads only: queue the move with `moveCrowdSlot` once the
 * transaction's other reads are done.
 */
export async function findCrowdSlot(
  transaction: Transaction,
  db: Firestore,
  kind: CrowdKind,
  { clock = deviceClock, random = Math.random }: CrowdOptions = {},
): Promise<CrowdSlot> {
  const { doc } = await import('firebase/firestore/lite')
  const hour = hourOf(clock.now())
  for (const part of shuffledParts(random)) {
    const id = crowdPartId(kind, hour, part)
    const ref = doc(db, CROWD_COLLECTION, id)
    const seen = countIn((await transaction.get(ref)).data())
    if (seen < crowdShare(kind)) return { id, hour, ref, seen }
  }
  throw new CrowdLimitError(kind)
}

/**
 * Queues the part's move by one (with `lleno`, the moment it fills, and `expira`, its hour's
 * expiry); returns its id for `cupo`.
 */
export async function moveCrowdSlot(
  transaction: Transaction,
  slot: CrowdSlot,
  kind: CrowdKind,
): Promise<string> {
  const { Timestamp, serverTimestamp } = await import('firebase/firestore/lite')
  const n = slot.seen + 1
  transaction.set(slot.ref, {
    n,
    fecha: serverTimestamp(),
    expira: Timestamp.fromMillis(crowdExpiryMillis(slot.hour)),
    ...(n === crowdShare(kind) && { lleno: serverTimestamp() }),
  })
  return slot.id
}

/**
 * After a refused write: whether the part it tried moved meanwhile (another visitor took its room
 * first, a lost race worth another try) or the hour turned.
 */
export async function crowdSlotMoved(
  slot: CrowdSlot,
  clock: Clock = deviceClock,
): Promise<boolean> {
  if (slot.hour !== hourOf(clock.now())) return true
  const { getDoc } = await import('firebase/firestore/lite')
  try {
    return countIn((await getDoc(slot.ref)).data()) !== slot.seen
  } catch {
    return false
  }
}

export interface CountedOptions {
  clock?: Clock
  maxAttempts?: number
  /** How long to wait before the given attempt (2, 3, ...); random by default. */
  pause?: (attempt: number) => number
}

/** Whether a refused attempt lost a race (worth another try) rather than being refused itself. */
export async function lostCrowdRace(
  error: unknown,
  slot: CrowdSlot | undefined,
  clock: Clock = deviceClock,
): Promise<boolean> {
  const code = errorCode(error)
  if (CONTENTION_CODES.has(code)) return true
  return code === 'permission-denied' && slot !== undefined && crowdSlotMoved(slot, clock)
}

/**
 * Runs `attempt` (one transaction that takes a part of a window) until it is written: again after
 * a short random pause when `lostRace` says another visitor got there first, and once more, past
 * the turn, when it was refused at the turn of the hour. Each attempt waits first for a turn of
 * the hour about to come (see waitForHourTurn).
 */
export async function retryCounted<T>(
  attempt: () => Promise<T>,
  lostRace: (error: unknown) => Promise<boolean>,
  {
    clock = deviceClock,
    maxAttempts = RESERVE_MAX_ATTEMPTS,
    pause = pauseBeforeAttempt,
  }: CountedOptions = {},
): Promise<T> {
  let retriedAtTurn = false
  for (let tries = 1; ; tries += 1) {
    await awaitHourTurn(clock)
    try {
      return await attempt()
    } catch (error) {
      if (tries >= maxAttempts) throw error
      if (await lostRace(error)) {
        await sleep(pause(tries + 1))
        continue
      }
      const atTurn = retriedAtTurn ? null : pauseAfterRefusalNearTurn(error, clock)
      if (atTurn === null) throw error
      retriedAtTurn = true
      await sleep(atTurn)
    }
  }
}

/**
 * A visitor's write counted across visitors: one transaction finds a part of this hour's window
 * of `kind` with room, lets `writes` read what it needs and queue its writes with the part's id
 * (for the stamp's `cupo`), and moves the part. A visitor who loses a part to another one writing
 * at the same moment tries again after a short random pause (another part, most likely). Throws
 * CrowdLimitError when the hour is full.
 */
export async function writeCounted(
  db: Firestore,
  kind: CrowdKind,
  writes: (transaction: Transaction, cupo: string) => void | Promise<void>,
  options: CountedOptions = {},
): Promise<void> {
  const { runTransaction } = await import('firebase/firestore/lite')
  const { clock = deviceClock } = options
  let slot: CrowdSlot | undefined
  await retryCounted(
    async () => {
      slot = undefined
      await runTransaction(
        db,
        async (transaction) => {
          const found = await findCrowdSlot(transaction, db, kind, { clock })
          slot = found
          await writes(transaction, found.id)
          await moveCrowdSlot(transaction, found, kind)
        },
        { maxAttempts: 1 },
      )
    },
    (error) => lostCrowdRace(error, slot, clock),
    options,
  )
}

/**
 * Whether this hour's window of `kind` still has room, read outside any write (the first part
 * with room ends the reads): an upload asks before storing files whose entry could not be made.
 */
export async function hasCrowdRoom(
  db: Firestore,
  kind: CrowdKind,
  { clock = deviceClock, random = Math.random }: CrowdOptions = {},
): Promise<boolean> {
  const { doc, getDoc } = await import('firebase/firestore/lite')
  const hour = hourOf(clock.now())
  for (const part of shuffledParts(random)) {
    const ref = doc(db, CROWD_COLLECTION, crowdPartId(kind, hour, part))
    if (countIn((await getDoc(ref)).data()) < crowdShare(kind)) return true
  }
  return false
}
