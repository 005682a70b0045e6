/**
 * What the service worker does with each request, as pure functions shared by the worker
 * (service-worker.ts) and the page (register-service-worker.ts), so both agree and tests can
 * check them without a browser.
 */

export const CACHE_PREFIX = 'heladeria-colon-'

/** Bump when the image cache's format changes; images survive deployments otherwise. */
const IMAGE_CACHE_FORMAT = 1

/** The runtime image cache keeps at most this many responses, dropping the oldest first. */
export const MAX_CACHED_IMAGES = 120

/** A navigation that takes longer than this is answered with the cached app shell. */
export const NAVIGATION_TIMEOUT_MS = 3_000

/** The cached page every navigation falls back to (the app routes on the client). */
export const SHELL_URL = '/shell.html'

/** Sent by the page: Storage images it loaded before the worker controlled it. */
export const CACHE_IMAGES_MESSAGE = 'cache-images'

export interface CacheNames {
  /** The shell page and the build's assets, fetched at install: one per build. */
  shell: string
  /** Other hashed assets, as pages request them: one per build. */
  assets: string
  /** Storage downloads: immutable URLs, so kept across builds. */
  images: string
}

export function cacheNames(version: string): CacheNames {
  return {
    shell: `${CACHE_PREFIX}shell-${version}`,
    assets: `${CACHE_PREFIX}assets-${version}`,
    images: `${CACHE_PREFIX}images-v${IMAGE_CACHE_FORMAT}`,
  }
}

/** Our caches that the current build does not use (other origins' or libraries' are left be). */
export function cachesToDelete(existing: readonly string[], current: CacheNames): string[] {
  const keep = new Set(Object.values(current))
  return existing.filter((name) => name.startsWith(CACHE_PREFIX) && !keep.has(name))
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]'])
const STORAGE_OBJECT_PATH = /^\/v0\/b\/[^/]+\/o\/[^/]+$/

/**
 * A Firebase Storage download (`/v0/b/{bucket}/o/{object}?alt=media`), from production or from
 * the local emulator. Metadata reads and uploads use the same paths without `alt=media`.
 */
export function isStorageDownload(url: URL): boolean {
  const host =
    url.hostname === 'firebasestorage.googleapis.com' ||
    (LOOPBACK_HOSTS.has(url.hostname) && url.port !== '')
  return host && STORAGE_OBJECT_PATH.test(url.pathname) && url.searchParams.get('alt') === 'media'
}

/** A file whose name carries a content hash: its bytes never change. */
export const isHashedAsset = (pathname: string) => pathname.startsWith('/assets/')

export type Strategy =
  /** Network first with a timeout, then the cached shell. */
  | 'navigation'
  /** Cache first; fetched ones are kept in the build's asset cache. */
  | 'asset'
  /** Cache first into the bounded image cache. */
  | 'image'
  /** Left alone: the browser fetches it as if there were no worker. */
  | 'network'

export interface RequestFacts {
  method: string
  url: string
  mode: RequestMode
  /** Whether the request asks for a byte range (media seeking): never answered from cache. */
  hasRange: boolean
}

/**
 * `precached` holds the same-origin paths fetched at install (besides the shell). Anything that
 * is not a GET, and every Firestore, Auth or other API call, is left to the network.
 */
export function strategyFor(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): Strategy {
  if (request.method !== 'GET' || request.hasRange) return 'network'
  const url = new URL(request.url)
  if (url.origin === origin) {
    // Firebase Hosting's reserved URLs (/__/auth/handler, /__/firebase/init.js) are real pages.
    if (url.pathname.startsWith('/__/')) return 'network'
    if (request.mode === 'navigate') return 'navigation'
    if (url.search === '' && (isHashedAsset(url.pathname) || precached.has(url.pathname))) {
      return 'asset'
    }
    return 'network'
  }
  return isStorageDownload(url) ? 'image' : 'network'
}

/** The fields of a Response these rules look at. */
export interface ResponseFacts {
  ok: boolean
  type: ResponseType
  status: number
  contentType: string | null
}

/**
 * A fetched asset worth keeping. Firebase Hosting answers a missing file with the shell (the
 * SPA rewrite), which must never be stored under a script's name.
 */
export const isCacheableAsset = (response: ResponseFacts) =>
  response.ok && response.type === 'basic' && !response.contentType?.startsWith('text/html')

/**
 * An image response worth keeping: a successful CORS one, or an opaque one (a plain <img> of
 * another origin, status 0: its success cannot be seen, and the URL is immutable).
 */
export const isCacheableImage = (response: ResponseFacts) =>
  response.type === 'opaque' || response.ok

/** An opaque cached response may only answer a no-cors request (a CORS fetch would fail). */
export const canAnswerFromCache = (cached: ResponseType, requestMode: RequestMode) =>
  cached !== 'opaque' || requestMode === 'no-cors'

/** How many of the oldest entries to drop so that at most `max` remain. */
export const entriesToEvict = (count: number, max: number) => Math.max(0, count - max)

/** A navigation answer worse than the cached shell (the server is failing, not the page). */
export const preferShellOver = (status: number) => status >= 500

/** The Storage image URLs in a cache-images message, checked: anything else is ignored. */
export function imageUrlsFromMessage(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return []
  const { type, urls } = data as { type?: unknown; urls?: unknown }
  if (type !== CACHE_IMAGES_MESSAGE || !Array.isArray(urls)) return []
  return storageImageUrls(urls.filter((url): url is string => typeof url === 'string'))
}

/** The distinct Storage download URLs among `urls`, at most as many as the cache keeps. */
export function storageImageUrls(urls: readonly string[]): string[] {
  const found = new Set<string>()
  for (const raw of urls) {
    const url = parseUrl(raw)
    if (url && isStorageDownload(url)) found.add(raw)
    if (found.size === MAX_CACHED_IMAGES) break
  }
  return [...found]
}

function parseUrl(raw: string): URL | null {
  try {
    return new URL(raw)
  } catch {
    return null
  }
}
