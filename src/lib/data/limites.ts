import { getFirestoreLite } from '@/lib/firebase'
import { LIMITES_COLLECTION } from './cono-gratis-number'

export { LIMITES_COLLECTION }

/**
 * `limites/{uid}` stamps when a visitor last sent each kind of thing. The security rules accept a
 * new opinion or free-cone image only in the same write as a fresh stamp, and a fresh stamp only
 * once the window since the last one has passed.
 */
export const RATE_WINDOW_SECONDS = { opinion: 30, subida: 60 } as const
export type RateLimited = keyof typeof RATE_WINDOW_SECONDS

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

/** How long this visitor must still wait before sending `kind` again (0: not at all). */
export async function secondsToWait(uid: string, kind: RateLimited): Promise<number> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const stamp: unknown = (await getDoc(doc(db, LIMITES_COLLECTION, uid))).data()?.[kind]
  return isTimestamp(stamp) ? secondsLeft(kind, stamp.toMillis()) : 0
}

/** Throws RateLimitedError when this visitor must wait before sending `kind` again. */
export async function assertMaySend(uid: string, kind: RateLimited): Promise<void> {
  const wait = await secondsToWait(uid, kind)
  if (wait > 0) throw new RateLimitedError(wait)
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
    const wait = await secondsToWait(uid, kind).catch(() => 0)
    if (wait > 0) return new RateLimitedError(wait)
  }
  return error instanceof Error ? error : new Error(String(error))
}
