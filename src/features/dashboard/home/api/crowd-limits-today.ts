import { shop } from '@/config/shop'
import { CROWD_COLLECTION, CROWD_PARTS, type CrowdKind } from '@/lib/data/crowd-limit'
import { listenLive } from '@/lib/data/live-listener'

/** When the limit across all visitors was last reached today, by what the visitor was told. */
export interface CrowdLimitsReached {
  /** Pictures: free-cone entries or their files. */
  fotos: Date | null
  opiniones: Date | null
}

/** A part of a window that filled: its id `{tipo}-{hora}-{parte}` and when. */
export interface FilledPart {
  id: string
  lleno: Date
}

/** The kinds this screen reports: not yet the new stamp cards' window. */
type ReportedKind = Exclude<CrowdKind, 'tarjetas'>

const GROUP: Record<ReportedKind, keyof CrowdLimitsReached> = {
  entradas: 'fotos',
  archivos: 'fotos',
  opiniones: 'opiniones',
}

const isCrowdKind = (value: string | undefined): value is ReportedKind =>
  value !== undefined && value in GROUP

/**
 * A window is full once all its parts are: it was reached when the last of them filled. The
 * latest such moment of each group, from the parts that filled.
 */
export function limitsReached(parts: readonly FilledPart[]): CrowdLimitsReached {
  const windows = new Map<string, { kind: ReportedKind; count: number; last: Date }>()
  for (const { id, lleno } of parts) {
    const [kind, hour] = id.split('-')
    if (!isCrowdKind(kind) || hour === undefined) continue
    const key = `${kind}-${hour}`
    const seen = windows.get(key)
    windows.set(key, {
      kind,
      count: (seen?.count ?? 0) + 1,
      last: seen && seen.last > lleno ? seen.last : lleno,
    })
  }
  const reached: CrowdLimitsReached = { fotos: null, opiniones: null }
  for (const { kind, count, last } of windows.values()) {
    const group = GROUP[kind]
    const before = reached[group]
    if (count >= CROWD_PARTS && (before === null || last > before)) reached[group] = last
  }
  return reached
}

/** Midnight of `now`'s day on the shop's clock. */
export function startOfShopDay(now: Date): Date {
  const offset = shop.utcOffsetMinutes * 60_000
  const day = 86_400_000
  return new Date(Math.floor((now.getTime() + offset) / day) * day - offset)
}

interface TimestampLike {
  toDate(): Date
}

const isTimestamp = (value: unknown): value is TimestampLike =>
  typeof value === 'object' && value !== null && 'toDate' in value

/**
 * When the limit across all visitors was reached since `since` (admins only), live: the parts
 * that filled since then are few (at most ten a window). Returns the unsubscribe function.
 */
export function subscribeCrowdLimitsReached(
  since: Date,
  onChange: (reached: CrowdLimitsReached) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    ({ Timestamp, collection, onSnapshot, query, where }, db) =>
      onSnapshot(
        query(collection(db, CROWD_COLLECTION), where('lleno', '>=', Timestamp.fromDate(since))),
        (snapshot) => {
          const parts = snapshot.docs.flatMap((part) => {
            const lleno: unknown = part.get('lleno')
            return isTimestamp(lleno) ? [{ id: part.id, lleno: lleno.toDate() }] : []
          })
          onChange(limitsReached(parts))
        },
        onError,
      ),
    onError,
  )
}
