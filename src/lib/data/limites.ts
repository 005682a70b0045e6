import type { DocumentReference, Transaction } from 'firebase/firestore/lite'
import { getFirestoreLite } from '@/lib/firebase'
import { LIMITES_COLLECTION } from './limit-records'
import { writeCounted } from './crowd-limit'
import type { Clock } from './server-clock'

/**
 * `limites/{uid}` stamps when a visitor last sent each kind of thing. The security rules accept a
 * new opinion or free-cone image only in the same write as a fresh stamp, and a fresh stamp only
 * once the window since the last one has passed.
 */
export const RATE_WINDOW_SECONDS = { opinion: 30, subida: 60, archivos: 30 } as const
export type RateLimited = keyof typeof RATE_WINDOW_SECONDS

/** How many of a visitor's free-cone entries may wait for the staff's review at once. */
export const MAX_PENDING_ENTRIES = 3

/** Refused because MAX_PENDING_ENTRIES of the visitor's pictures already wait for review. */
export class PendingLimitError extends Error {
  constructor() {
    super(`${String(MAX_PENDING_ENTRIES)} entries already wait for review`)
    this.name = 'PendingLimitError'
  }
}

/** Refused because the visitor sent the same kind of thing moments ago. */
export class RateLimitedError extends Error {
  constructor(readonly secondsLeft: number) {
    super(`rate limited for ${String(secondsLeft)} s`)
    this.name = 'RateLimitedError'
  }
}

interface TimestampLike {
  toMillis(): number
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && 'toMillis' in value

/**
 * Whole seconds left at `now` (the server's time) in the window of a stamp the server made at
 * `lastMillis`: 0 when it has passed, never more than the window (a clock far off cannot make a
 * visitor wait longer).
 */
export function secondsLeft(kind: RateLimited, lastMillis: number, now: number): number {
  const ms = lastMillis + RATE_WINDOW_SECONDS[kind] * 1000 - now
  return ms > 0 ? Math.min(RATE_WINDOW_SECONDS[kind], Math.ceil(ms / 1000)) : 0
}

/**
 * How long after its latest stamp a visitor's record may be deleted by the TTL policy on its
 * `expira` (the rules take a day to two weeks): a week, long after every window has passed.
 */
export const LIMIT_EXPIRY_DAYS = 7

/** The `expira` of a record stamped at `now`, the server's time. */
export const limitExpiryMillis = (now: number) => now + LIMIT_EXPIRY_DAYS * 86_400_000

/**
 * The `expira` a stamp writes to the visitor's record `record`, read in the same transaction:
 * none while entries wait for review (the rules allow none: the queue must outlive any wait for
 * the staff), else a week on by `clock`.
 */
export async function stampExpiry(
  transaction: Transaction,
  record: DocumentReference,
  clock: Clock,
): Promise<{ expira: unknown }> {
  const { Timestamp, deleteField } = await import('firebase/firestore/lite')
  const pendientes: unknown = (await transaction.get(record)).get('pendientes')
  const waiting = Array.isArray(pendientes) && pendientes.length > 0
  return { expira: waiting ? deleteField() : Timestamp.fromMillis(limitExpiryMillis(clock.now())) }
}

async function readLimits(uid: string): Promise<Record<string, unknown>> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  return (await getDoc(doc(db, LIMITES_COLLECTION, uid))).data() ?? {}
}

/** Seconds left at `now` before `kind` may be sent again, by the stamps in `limits` (0: none). */
function waitIn(limits: Record<string, unknown>, kind: RateLimited, now: number): number {
  const stamp = limits[kind]
  return isTimestamp(stamp) ? secondsLeft(kind, stamp.toMillis(), now) : 0
}

/** How many of the visitor's entries wait for review, by their record. */
const pendingIn = (limits: Record<string, unknown>) =>
  Array.isArray(limits.pendientes) ? limits.pendientes.length : 0

/**
 * Before a free-cone picture is prepared and sent: throws PendingLimitError when too many of the
 * visitor's pictures wait for review, RateLimitedError when they sent one moments ago (by
 * `clock`, the server's).
 */
export async function assertMayUpload(uid: string, clock: Clock): Promise<void> {
  const limits = await readLimits(uid)
  if (pendingIn(limits) >= MAX_PENDING_ENTRIES) throw new PendingLimitError()
  const now = clock.now()
  const wait = Math.max(waitIn(limits, 'subida', now), waitIn(limits, 'archivos', now))
  if (wait > 0) throw new RateLimitedError(wait)
}

/**
 * Stamps `limites/{uid}` for the picture about to be stored at `ruta`: the Storage rules admit
 * that file and its -480 and -960 variants, and only for this stamp (one every 30 s). The same
 * write moves a part of this hour's window of file stamps across all visitors, the hour by
 * `clock` (CrowdLimitError when the hour is full).
 */
export async function stampFileUpload(uid: string, ruta: string, clock: Clock): Promise<void> {
  const [{ doc, serverTimestamp }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const record = doc(db, LIMITES_COLLECTION, uid)
  try {
    await writeCounted(
      db,
      'archivos',
      async (transaction, cupo) => {
        const expiry = await stampExpiry(transaction, record, clock)
        transaction.set(
          record,
          { archivos: serverTimestamp(), archivosRuta: ruta, cupo, ...expiry },
          { merge: true },
        )
      },
      { clock },
    )
  } catch (error) {
    throw await explainDenial(uid, 'archivos', error, clock)
  }
}

/**
 * After a denied write: a RateLimitedError if the limit explains it (a stamp made by another tab
 * since the check, say; the wait by `clock`, the server's), else the original error.
 */
export async function explainDenial(
  uid: string,
  kind: RateLimited,
  error: unknown,
  clock: Clock,
): Promise<Error> {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null
  if (code === 'permission-denied') {
    const limits = await readLimits(uid).catch(() => ({}))
    if (kind === 'subida' && pendingIn(limits) >= MAX_PENDING_ENTRIES) {
      return new PendingLimitError()
    }
    const wait = waitIn(limits, kind, clock.now())
    if (wait > 0) return new RateLimitedError(wait)
  }
  return error instanceof Error ? error : new Error(String(error))
}
