/**
 * The service worker, bundled on its own into dist/sw.js by
 * scripts/build/service-worker-plugin.mjs, which fills in the build version and the list of files
 * to precache. Registered by register-service-worker.ts; the routing rules live in sw-routes.ts.
 */
import { withTimeout } from '@/lib/network/connection'
import {
  cacheNames,
  cachesToDelete,
  canAnswerFromCache,
  entriesToEvict,
  imageUrlsFromMessage,
  isCacheableAsset,
  isCacheableImage,
  isHashedAsset,
  MAX_CACHED_IMAGES,
  NAVIGATION_TIMEOUT_MS,
  preferShellOver,
  SHELL_URL,
  strategyFor,
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
    const copy = response.clone()
    event.waitUntil(
      caches
        .open(CACHES.assets)
        .then((cache) => cache.put(request, copy))
        .catch(logError('Could not cache an asset')),
    )
  }
  return response
}

async function trimImages(cache: Cache): Promise<void> {
  const keys = await cache.keys()
  const oldest = keys.slice(0, entriesToEvict(keys.length, MAX_CACHED_IMAGES))
  await Promise.all(oldest.map((key) => cache.delete(key)))
}

async function storeImage(cache: Cache, request: Request, response: Response): Promise<void> {
  if (!isCacheableImage(factsOf(response))) return
  await cache.put(request, response)
  await trimImages(cache)
}

/** Storage download URLs carry a token and a timestamped name: a cached copy never goes stale. */
async function image(event: FetchEvent): Promise<Response> {
  const { request } = event
  const cache = await caches.open(CACHES.images)
  const cached = await cache.match(request, { ignoreVary: true })
  if (cached && canAnswerFromCache(cached.type, request.mode)) return cached
  const response = await fetch(request)
  event.waitUntil(
    storeImage(cache, request, response.clone()).catch(logError('Could not cache an image')),
  )
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
  else if (strategy === 'image') event.respondWith(image(event))
})

// -------------------------------------------------------------------------------------------
// Images the page showed before this worker controlled it
// -------------------------------------------------------------------------------------------

async function cacheImages(urls: string[]): Promise<void> {
  const cache = await caches.open(CACHES.images)
  for (const url of urls) {
    const request = new Request(url, { mode: 'no-cors' })
    if (await cache.match(request, { ignoreVary: true })) continue
    // Usually answered by the HTTP cache: the page has just loaded the same image.
    const response = await fetch(request).catch(() => null)
    if (response && isCacheableImage(factsOf(response))) await cache.put(request, response)
  }
  await trimImages(cache)
}

self.addEventListener('message', (event) => {
  const urls = imageUrlsFromMessage(event.data)
  if (urls.length > 0) event.waitUntil(cacheImages(urls).catch(logError('Could not cache images')))
})
