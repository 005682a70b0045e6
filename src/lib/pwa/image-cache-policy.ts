/**
 * What the service worker's image caches keep, for how long, and what they give up when the
 * browser refuses more storage: pure decisions beside sw-routes.ts, checked without a browser.
 */
import type { ImageKind, ResponseFacts } from './sw-routes'

const DAY_MS = 24 * 60 * 60 * 1000

export interface ImageCacheLimits {
  /** At most this many entries; the least recently used go first. */
  maxEntries: number
  /** An entry not used for longer than this is dropped. */
  maxAgeMs: number
}

/**
 * Menus: each device downloads one size of each picture, so 120 entries hold the three menus and
 * the surprise page many times over (a menu has a handful to a few dozen pictures), with room for
 * the staff's replacements until the old ones age out; a visitor who comes back within a month
 * still has them offline. At 50 to 150 kB a picture, that is at most about 18 MB.
 * Gallery: 60 holds the gallery's first page (50 pictures) and a little more, for a week: the
 * pictures are looked at once or twice and change as new ones are approved.
 */
export const IMAGE_CACHE_LIMITS: Readonly<Record<ImageKind, ImageCacheLimits>> = {
  menus: { maxEntries: 120, maxAgeMs: 30 * DAY_MS },
  gallery: { maxEntries: 60, maxAgeMs: 7 * DAY_MS },
}

/**
 * The header of a cached image's key (the stored request) that says when it was last used, in
 * milliseconds since 1970: read from the keys alone, without opening any response.
 */
export const LAST_USED_HEADER = 'x-heladeria-last-used'

/**
 * An image response worth keeping: a successful one whose status could be read. Never an opaque
 * one (its status is hidden, and Chrome counts each as megabytes of quota), never an error.
 */
export const isCacheableImage = (response: ResponseFacts) =>
  response.ok && (response.type === 'cors' || response.type === 'basic')

/** The time kept in LAST_USED_HEADER, or null when it is missing or unreadable. */
export function lastUsedAt(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header)) return null
  const time = Number(header)
  return Number.isSafeInteger(time) ? time : null
}

/**
 * The entries' indexes from the least to the most recently used. An entry without a readable
 * time counts as the oldest; equal times keep the cache's own order (the order of the puts).
 */
export function byLastUse(lastUsed: readonly (number | null)[]): number[] {
  return lastUsed
    .map((time, index) => ({ time: time ?? -Infinity, index }))
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ index }) => index)
}

/**
 * The entries to drop, as indexes of `lastUsed` (each entry's last use, in the cache's order):
 * those unused for longer than the limit, then the least recently used above the count.
 */
export function entriesToEvict(
  lastUsed: readonly (number | null)[],
  limits: ImageCacheLimits,
  now: number,
): number[] {
  const order = byLastUse(lastUsed)
  const isExpired = (index: number) => {
    const time = lastUsed[index]
    return time === null || time === undefined || now - time > limits.maxAgeMs
  }
  const expired = order.filter(isExpired)
  const kept = order.filter((index) => !isExpired(index))
  const over = Math.max(0, kept.length - limits.maxEntries)
  return [...expired, ...kept.slice(0, over)].sort((a, b) => a - b)
}

/** Entries used this recently belong to the visit under way: a quota error never frees them. */
export const RECENT_USE_MS = 10 * 60 * 1000

/**
 * What a cache gives up after a put into `target` was refused for lack of quota, as indexes of
 * its entries' last uses. The gallery goes entirely: its pictures matter least offline. For a
 * menu image the menus also drop their less recently used half, but nothing used in the last
 * minutes (the page on screen: one image of it never costs another). A gallery picture never
 * costs a menu image.
 */
export function entriesToFree(
  cache: ImageKind,
  target: ImageKind,
  lastUsed: readonly (number | null)[],
  now: number,
): number[] {
  if (cache === 'gallery') return lastUsed.map((_, index) => index)
  if (target !== 'menus') return []
  const isRecent = (index: number) => now - (lastUsed[index] ?? -Infinity) < RECENT_USE_MS
  return byLastUse(lastUsed)
    .slice(0, Math.ceil(lastUsed.length / 2))
    .filter((index) => !isRecent(index))
    .sort((a, b) => a - b)
}

/** The browser refused a write for lack of storage. */
export const isQuotaError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'QuotaExceededError'

/**
 * Writes with `put`; when the browser refuses it for lack of quota, frees space with `relieve`
 * and tries once more. Any other failure, or a second refusal, rejects.
 */
export async function putWithRelief(
  put: () => Promise<void>,
  relieve: () => Promise<void>,
): Promise<void> {
  try {
    await put()
  } catch (error) {
    if (!isQuotaError(error)) throw error
    await relieve()
    await put()
  }
}
