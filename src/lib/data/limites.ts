import { getFirestoreLite } from '@/lib/firebase'
import { LIMITES_COLLECTION } from './cono-gratis-number'
import { writeCounted } from './crowd-limit'

export { LIMITES_COLLECTION }

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

/** Whole seconds left in the window of a stamp made at `lastMillis` (0 when it has passed). */
export function secondsLeft(kind: RateLimited, lastMillis: number, now = Date.now()): number {
  const ms = lastMillis + RATE_WINDOW_SECONDS[kind] * 1000 - now
  return ms > 0 ? Math.ceil(ms / 1000) : 0
}

async function readLimits(uid: string): Promise<Record<string, unknown>> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  return (await getDoc(doc(db, LIMITES_COLLECTION, uid))).data() ?? {}
}

/** Seconds left before `kind` may be sent again, by the stamps in `limits` (0: none). */
function waitIn(limits: Record<string, unknown>, kind: RateLimited): number {
  const stamp = limits[kind]
  return isTimestamp(stamp) ? secondsLeft(kind, stamp.toMillis()) : 0
}

/** How long this visitor must still wait before sending `kind` again (0: not at all). */
export async function secondsToWait(uid: string, kind: RateLimited): Promise<number> {
  return waitIn(await readLimits(uid), kind)
}

/** Throws RateLimitedError when this visitor must wait before sending `kind` again. */
export async function assertMaySend(uid: string, kind: RateLimited): Promise<void> {
  const wait = await secondsToWait(uid, kind)
  if (wait > 0) throw new RateLimitedError(wait)
}

/** How many of the visitor's entries wait for review, by their record. */
const pendingIn = (limits: Record<string, unknown>) =>
  Array.isArray(limits.pendientes) ? limits.pendientes.length : 0

/**
 * Before a free-cone picture is prepared and sent: throws PendingLimitError when too many of the
 * visitor's pictures wait for review, RateLimitedError when they sent one moments ago.
 */
export async function assertMayUpload(uid: string): Promise<void> {
  const limits = await readLimits(uid)
  if (pendingIn(limits) >= MAX_PENDING_ENTRIES) throw new PendingLimitError()
  const wait = Math.max(waitIn(limits, 'subida'), waitIn(limits, 'archivos'))
  if (wait > 0) throw new RateLimitedError(wait)
}

/**
 * Stamps `limites/{uid}` for the picture about to be stored at `ruta`: the Storage rules admit
 * that file and its -480 and -960 variants, and only for this stamp (one every 30 s). The same
 * write moves a part of this hour's window of file stamps across all visitors (CrowdLimitError
 * when the hour is full).
 */
export async function stampFileUpload(uid: string, ruta: string): Promise<void> {
  const [{ doc, serverTimestamp }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  try {
    await writeCounted(db, 'archivos', (transaction, cupo) => {
      transaction.set(
        doc(db, LIMITES_COLLECTION, uid),
        { archivos: serverTimestamp(), archivosRuta: ruta, cupo },
        { merge: true },
      )
    })
  } catch (error) {
    throw await explainDenial(uid, 'archivos', error)
  }
}

/**
 * After a denied write: a RateLimitedError if the limit explains it (a stamp made by another tab
 * since the check, say), else the original error.
 */
export async function explainDenial(
  uid: string,
  kind: RateLimited,
  error: unknown,
): Promise<Error> {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null
  if (code === 'permission-denied') {
    const limits = await readLimits(uid).catch(() => ({}))
    if (kind === 'subida' && pendingIn(limits) >= MAX_PENDING_ENTRIES) {
      return new PendingLimitError()
    }
    const wait = waitIn(limits, kind)
    if (wait > 0) return new RateLimitedError(wait)
  }
  return error instanceof Error ? error : new Error(String(error))
}
