/**
 * The service worker, bundled on its own into dist/sw.js by
 * scripts/build/service-worker-plugin.mjs, which fills in the build version and the list of files
 * to precache. Registered by register-service-worker.ts; the routing rules live in sw-routes.ts,
 * what the image caches keep in image-cache-policy.ts.
 */
import { withTimeout } from '@/lib/network/connection'
import {
  entriesToEvict,
  entriesToFree,
  IMAGE_CACHE_LIMITS,
  isCacheableImage,
  LAST_USED_HEADER,
  lastUsedAt,
  putWithRelief,
} from './image-cache-policy'
import {
  cacheNames,
  cachesToDelete,
  IMAGE_KINDS,
  imageKindOf,
  imageUrlsFromMessage,
  isCacheableAsset,
  isHashedAsset,
  NAVIGATION_TIMEOUT_MS,
  preferShellOver,
  SHELL_URL,
  strategyFor,
  type ImageKind,
  type ResponseFacts,
} from './sw-routes'

declare const self: ServiceWorkerGlobalScope
declare const __SW_VERSION__: string
declare const __SW_PRECACHE__: string[]

const CACHES = cacheNames(__SW_VERSION__)
const PRECACHED = new Set(__SW_PRECACHE__.filter((path) => path !== SHELL_URL))

const factsOf = (response: Response): ResponseFacts => ({
  ok: response.ok,
  type: response.type,
  status: response.status,
  contentType: response.headers.get('content-type'),
})

const logError = (what: string) => (error: unknown) => console.error(what, error)

// -------------------------------------------------------------------------------------------
// Install: fetch the shell of this build, then take over at once.
// -------------------------------------------------------------------------------------------

async function precache(): Promise<void> {
  const cache = await caches.open(CACHES.shell)
  await Promise.all(
    __SW_PRECACHE__.map(async (path) => {
      if (await cache.match(path)) return
      // A hashed file kept by the previous build is the same file: no need to download it again.
      const kept = isHashedAsset(path) ? await caches.match(path) : undefined
      const response =
        kept ?? (await fetch(path, { cache: isHashedAsset(path) ? 'default' : 'no-cache' }))
      if (!response.ok) throw new Error(`Precache of ${path} failed: ${response.status}`)
      await cache.put(path, response)
    }),
  )
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()))
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await self.registration.navigationPreload?.enable()
      const stale = cachesToDelete(await caches.keys(), CACHES)
      await Promise.all(stale.map((name) => caches.delete(name)))
      await self.clients.claim()
      // Images unused for too long go even when nothing new arrives.
      await Promise.all(IMAGE_KINDS.map((kind) => serially(() => trimImages(kind))))
    })(),
  )
})

// -------------------------------------------------------------------------------------------
// Fetch
// -------------------------------------------------------------------------------------------

/** Network first (a weak connection gets ~3 s), then the cached shell: the app routes itself. */
async function navigation(event: FetchEvent): Promise<Response> {
  const network = Promise.resolve(event.preloadResponse).then(
    (preloaded: Response | undefined) => preloaded ?? fetch(event.request),
  )
  // The answer may arrive after the shell was served: let it finish instead of cancelling it.
  event.waitUntil(network.catch(() => undefined))
  try {
    const response = await withTimeout(network, NAVIGATION_TIMEOUT_MS)
    if (!preferShellOver(response.status)) return response
    return (await caches.match(SHELL_URL, { cacheName: CACHES.shell })) ?? response
  } catch {
    const shell = await caches.match(SHELL_URL, { cacheName: CACHES.shell })
    return shell ?? network
  }
}

async function asset(event: FetchEvent): Promise<Response> {
  const { request } = event
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (isCacheableAsset(factsOf(response))) {
    event.waitUntil(
      keepAsset(request, response.clone()).catch(logError('Could not cache an asset')),
    )
  }
  return response
}

/**
 * Keeps a page's file for offline use. Refused for lack of quota, the gallery's pictures make way
 * (they matter least offline; the menus' images matter more than another page's code) and it is
 * tried once more.
 */
async function keepAsset(request: Request, response: Response): Promise<void> {
  const cache = await caches.open(CACHES.assets)
  // A refused put may have consumed its response: the retry gets the other copy.
  const spare = response.clone()
  let copy = response
  await putWithRelief(
    () => cache.put(request, copy),
    async () => {
      copy = spare
      await serially(() => relieveQuota('gallery'))
    },
  )
}

// -------------------------------------------------------------------------------------------
// Images: two bounded caches (menus, gallery), each entry stamped with its last use
// -------------------------------------------------------------------------------------------

let imageWrites: Promise<unknown> = Promise.resolve()

/** One write to the image caches at a time: a trim or a relief never races a put. */
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = imageWrites.then(task)
  imageWrites = run.catch(() => undefined)
  return run
}

/** Drops the entries `pick` chooses from the last uses of a cache's entries (in its order). */
async function dropImages(
  kind: ImageKind,
  pick: (lastUsed: (number | null)[]) => number[],
): Promise<void> {
  const cache = await caches.open(CACHES.images[kind])
  // The keys alone: a response read from the cache would hold its bytes until collected.
  const keys = await cache.keys()
  const lastUsed = keys.map((key) => lastUsedAt(key.headers.get(LAST_USED_HEADER)))
  await Promise.all(
    pick(lastUsed).flatMap((index) => {
      const key = keys[index]
      return key ? [cache.delete(key)] : []
    }),
  )
}

const trimImages = (kind: ImageKind) =>
  dropImages(kind, (lastUsed) => entriesToEvict(lastUsed, IMAGE_CACHE_LIMITS[kind], Date.now()))

/** After a put refused for lack of quota: frees what the image caches can give up for `target`. */
async function relieveQuota(target: ImageKind): Promise<void> {
  for (const kind of IMAGE_KINDS) {
    await dropImages(kind, (lastUsed) => entriesToFree(kind, target, lastUsed, Date.now()))
  }
}

/**
 * Puts the image under its URL, the key stamped with the time of this use; put again, an entry
 * moves to the end of the cache's keys, so their order is the order of last use too.
 */
async function putImage(kind: ImageKind, url: string, response: Response): Promise<void> {
  // Read once: a refused put may have consumed its response, and the retry needs another.
  const body = await response.blob()
  const { headers } = response
  const key = new Request(url, { headers: { [LAST_USED_HEADER]: String(Date.now()) } })
  const cache = await caches.open(CACHES.images[kind])
  await putWithRelief(
    () => cache.put(key, new Response(body, { status: 200, headers })),
    () => relieveQuota(kind),
  )
}

const trimsDue = new Map<ImageKind, Promise<void>>()

/** Trims a cache once after the puts queued so far (not once per put). */
function trimSoon(kind: ImageKind): Promise<void> {
  const due = trimsDue.get(kind)
  if (due) return due
  const trim = serially(() => {
    trimsDue.delete(kind)
    return trimImages(kind)
  })
  trimsDue.set(kind, trim)
  return trim
}

/** Keeps a successful image (`added`: new to the cache, which may then be over its bounds). */
async function keepImage(kind: ImageKind, url: string, response: Response, added: boolean) {
  await serially(() => putImage(kind, url, response))
  if (added) await trimSoon(kind)
}

/** Storage download URLs carry a token and a timestamped name: a cached copy never goes stale. */
async function image(event: FetchEvent, kind: ImageKind): Promise<Response> {
  const { request } = event
  const cache = await caches.open(CACHES.images[kind])
  const cached = await cache.match(request.url, { ignoreVary: true })
  const keep = (response: Response, added: boolean) =>
    event.waitUntil(
      keepImage(kind, request.url, response, added).catch(logError('Could not cache an image')),
    )
  if (cached) {
    keep(cached.clone(), false)
    return cached
  }
  const response = await fetch(request)
  if (isCacheableImage(factsOf(response))) keep(response.clone(), true)
  return response
}

self.addEventListener('fetch', (event) => {
  const { request } = event
  const strategy = strategyFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      hasRange: request.headers.has('range'),
    },
    self.location.origin,
    PRECACHED,
  )
  if (strategy === 'navigation') event.respondWith(navigation(event))
  else if (strategy === 'asset') event.respondWith(asset(event))
  else if (strategy === 'image') {
    const kind = imageKindOf(new URL(request.url))
    if (kind) event.respondWith(image(event, kind))
  }
})

// -------------------------------------------------------------------------------------------
// Images the page showed before this worker controlled it
// -------------------------------------------------------------------------------------------

async function cacheImages(urls: string[]): Promise<void> {
  for (const url of urls) {
    const kind = imageKindOf(new URL(url))
    if (!kind) continue
    const cache = await caches.open(CACHES.images[kind])
    if ((await cache.keys(url)).length > 0) continue
    // Asked as the page's <img crossorigin> asked: usually answered by the HTTP cache.
    const response = await fetch(url, { mode: 'cors' }).catch(() => null)
    if (response && isCacheableImage(factsOf(response))) await keepImage(kind, url, response, true)
  }
}

self.addEventListener('message', (event) => {
  const urls = imageUrlsFromMessage(event.data)
  if (urls.length > 0) event.waitUntil(cacheImages(urls).catch(logError('Could not cache images')))
})
