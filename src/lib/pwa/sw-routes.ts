/**
 * What the service worker does with each request, as pure functions shared by the worker
 * (service-worker.ts) and the page (register-service-worker.ts), so both agree and tests can
 * check them without a browser.
 */

export const CACHE_PREFIX = 'heladeria-colon-'

/**
 * Bump when the image caches' format changes; images survive deployments otherwise. 2: CORS
 * responses only, with the time of their last use, menus and gallery apart (1 held opaque ones).
 */
const IMAGE_CACHE_FORMAT = 2

/** At most this many images are handed over by the page in one cache-images message. */
export const MAX_MESSAGE_IMAGES = 100

/** A navigation that takes longer than this is answered with the cached app shell. */
export const NAVIGATION_TIMEOUT_MS = 3_000

/** The cached page every navigation falls back to (the app routes on the client). */
export const SHELL_URL = '/shell.html'

/** Sent by the page: Storage images it loaded before the worker controlled it. */
export const CACHE_IMAGES_MESSAGE = 'cache-images'

/**
 * The image caches: the menus' and the surprise page's pictures (few, chosen by the staff, the
 * pages a visitor opens again offline), and the free-cone gallery's (many, each seen once or
 * twice), which must never push the menus out.
 */
export const IMAGE_KINDS = ['menus', 'gallery'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export interface CacheNames {
  /** The shell page and the build's assets, fetched at install: one per build. */
  shell: string
  /** Other hashed assets, as pages request them: one per build. */
  assets: string
  /** Storage downloads, one cache per kind: immutable URLs, so kept across builds. */
  images: Record<ImageKind, string>
}

export function cacheNames(version: string): CacheNames {
  return {
    shell: `${CACHE_PREFIX}shell-${version}`,
    assets: `${CACHE_PREFIX}assets-${version}`,
    images: {
      menus: `${CACHE_PREFIX}menu-images-v${IMAGE_CACHE_FORMAT}`,
      gallery: `${CACHE_PREFIX}gallery-images-v${IMAGE_CACHE_FORMAT}`,
    },
  }
}

/** Our caches that the current build does not use (other origins' or libraries' are left be). */
export function cachesToDelete(existing: readonly string[], current: CacheNames): string[] {
  const keep = new Set([current.shell, current.assets, ...Object.values(current.images)])
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

/** Storage folders whose downloads the worker keeps, by cache; other folders are private. */
const FOLDER_KINDS: Readonly<Record<string, ImageKind>> = {
  comidas: 'menus',
  helados: 'menus',
  bebidas: 'menus',
  misterio: 'menus',
  galeria: 'gallery',
}

/**
 * The cache a Storage download goes to, from its object's top folder; null for anything else
 * (a visitor's own free-cone files, read with the signed-in user's rights, are never kept).
 */
export function imageKindOf(url: URL): ImageKind | null {
  if (!isStorageDownload(url)) return null
  const object = url.pathname.slice(url.pathname.lastIndexOf('/') + 1)
  let path: string
  try {
    path = decodeURIComponent(object)
  } catch {
    return null
  }
  const slash = path.indexOf('/')
  return slash > 0 ? (FOLDER_KINDS[path.slice(0, slash)] ?? null) : null
}

/** A file whose name carries a content hash: its bytes never change. */
export const isHashedAsset = (pathname: string) => pathname.startsWith('/assets/')

export type Strategy =
  /** Network first with a timeout, then the cached shell. */
  | 'navigation'
  /** Cache first; fetched ones are kept in the build's asset cache. */
  | 'asset'
  /** Cache first into the bounded image cache of its kind. */
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
  return imageKindOf(url) ? 'image' : 'network'
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

/** A navigation answer worse than the cached shell (the server is failing, not the page). */
export const preferShellOver = (status: number) => status >= 500

/** The Storage image URLs in a cache-images message, checked: anything else is ignored. */
export function imageUrlsFromMessage(data: unknown): string[] {
  if (typeof data !== 'object' || data === null) return []
  const { type, urls } = data as { type?: unknown; urls?: unknown }
  if (type !== CACHE_IMAGES_MESSAGE || !Array.isArray(urls)) return []
  return storageImageUrls(urls.filter((url): url is string => typeof url === 'string'))
}

/** The distinct Storage downloads among `urls` that the worker keeps, at most MAX_MESSAGE_IMAGES. */
export function storageImageUrls(urls: readonly string[]): string[] {
  const found = new Set<string>()
  for (const raw of urls) {
    const url = parseUrl(raw)
    if (url && imageKindOf(url)) found.add(raw)
    if (found.size === MAX_MESSAGE_IMAGES) break
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
