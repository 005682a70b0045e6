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

/** `ventanas/{tipo}-{hora}-{parte}`: each hour's window of a kind, counted in ten parts. */
export const CROWD_COLLECTION = 'ventanas'

/** What all visitors together may send in one hour, by kind (firestore.rules say the same). */
export const CROWD_LIMIT = { entradas: 30, opiniones: 60, archivos: 90 } as const
export type CrowdKind = keyof typeof CROWD_LIMIT

/** How many parts a window is split in; each takes an equal share of the limit. */
export const CROWD_PARTS = 10

/** What one part admits. */
export const crowdShare = (kind: CrowdKind) => CROWD_LIMIT[kind] / CROWD_PARTS

/** The hours since 1970 (UTC) of `millis`: the window the rules count a write made then in. */
export const hourOf = (millis: number) => Math.floor(millis / 3_600_000)

/** The id of part `part` of the hour `hour`'s window of `kind`. */
export const crowdPartId = (kind: CrowdKind, hour: number, part: number) =>
  `${kind}-${String(hour)}-${String(part)}`

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

/** A part with room, read in a transaction: its id, where it was, and its move to queue. */
export interface CrowdSlot {
  id: string
  ref: DocumentReference
  seen: number
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
  { now = Date.now(), random = Math.random }: { now?: number; random?: () => number } = {},
): Promise<CrowdSlot> {
  const { doc } = await import('firebase/firestore/lite')
  const hour = hourOf(now)
  for (const part of shuffledParts(random)) {
    const id = crowdPartId(kind, hour, part)
    const ref = doc(db, CROWD_COLLECTION, id)
    const seen = countIn((await transaction.get(ref)).data())
    if (seen < crowdShare(kind)) return { id, ref, seen }
  }
  throw new CrowdLimitError(kind)
}

/** Queues the part's move by one (with `lleno`, the moment it fills); returns its id for `cupo`. */
export async function moveCrowdSlot(
  transaction: Transaction,
  slot: CrowdSlot,
  kind: CrowdKind,
): Promise<string> {
  const { serverTimestamp } = await import('firebase/firestore/lite')
  const n = slot.seen + 1
  transaction.set(slot.ref, {
    n,
    fecha: serverTimestamp(),
    ...(n === crowdShare(kind) && { lleno: serverTimestamp() }),
  })
  return slot.id
}

/**
 * After a refused write: whether the part it tried moved meanwhile (another visitor took its room
 * first, a lost race worth another try) or the hour turned.
 */
export async function crowdSlotMoved(slot: CrowdSlot, now: number = Date.now()): Promise<boolean> {
  if (!slot.id.includes(`-${String(hourOf(now))}-`)) return true
  const { getDoc } = await import('firebase/firestore/lite')
  try {
    return countIn((await getDoc(slot.ref)).data()) !== slot.seen
  } catch {
    return false
  }
}

export interface CountedOptions {
  maxAttempts?: number
  /** How long to wait before the given attempt (2, 3, ...); random by default. */
  pause?: (attempt: number) => number
}

/** Whether a refused attempt lost a race (worth another try) rather than being refused itself. */
export async function lostCrowdRace(error: unknown, slot: CrowdSlot | undefined): Promise<boolean> {
  const code = errorCode(error)
  if (CONTENTION_CODES.has(code)) return true
  return code === 'permission-denied' && slot !== undefined && crowdSlotMoved(slot)
}

/**
 * A visitor's write counted across visitors: one transaction finds a part of this hour's window
 * of `kind` with room, moves it, and queues `writes` with the part's id (for the stamp's `cupo`).
 * A visitor who loses a part to another one writing at the same moment tries again after a short
 * random pause (another part, most likely). Throws CrowdLimitError when the hour is full.
 */
export async function writeCounted(
  db: Firestore,
  kind: CrowdKind,
  writes: (transaction: Transaction, cupo: string) => void,
  { maxAttempts = RESERVE_MAX_ATTEMPTS, pause = pauseBeforeAttempt }: CountedOptions = {},
): Promise<void> {
  const { runTransaction } = await import('firebase/firestore/lite')
  for (let attempt = 1; ; attempt += 1) {
    let slot: CrowdSlot | undefined
    try {
      await runTransaction(
        db,
        async (transaction) => {
          const found = await findCrowdSlot(transaction, db, kind)
          slot = found
          writes(transaction, await moveCrowdSlot(transaction, found, kind))
        },
        { maxAttempts: 1 },
      )
      return
    } catch (error) {
      if (attempt >= maxAttempts || !(await lostCrowdRace(error, slot))) throw error
      await sleep(pause(attempt + 1))
    }
  }
}

/**
 * Whether this hour's window of `kind` still has room, read outside any write (the first part
 * with room ends the reads): an upload asks before storing files whose entry could not be made.
 */
export async function hasCrowdRoom(
  db: Firestore,
  kind: CrowdKind,
  { now = Date.now(), random = Math.random }: { now?: number; random?: () => number } = {},
): Promise<boolean> {
  const { doc, getDoc } = await import('firebase/firestore/lite')
  const hour = hourOf(now)
  for (const part of shuffledParts(random)) {
    const ref = doc(db, CROWD_COLLECTION, crowdPartId(kind, hour, part))
    if (countIn((await getDoc(ref)).data()) < crowdShare(kind)) return true
  }
  return false
}
