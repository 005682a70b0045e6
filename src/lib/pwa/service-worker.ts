/**
 * The service worker, on Workbox (precaching, routing, strategies), bundled on its own into
 * dist/sw.js by scripts/build/service-worker-plugin.mjs, which fills in the build version and the
 * list of files to precache. Registered by register-service-worker.ts; which request goes where is
 * decided in sw-routes.ts, what the image caches keep in image-cache-policy.ts.
 */
import type { WorkboxPlugin } from 'workbox-core/types'
import { PrecacheController } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { NetworkOnly, type Strategy } from 'workbox-strategies'
import { CacheFirstWithRelief } from './cache-first-with-relief'
import {
  entriesToEvict,
  entriesToFree,
  IMAGE_CACHE_LIMITS,
  isCacheableImage,
  LAST_USED_HEADER,
  lastUsedAt,
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
  type Strategy as Route,
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

/** A plugin that keeps only the responses `worthKeeping` accepts. */
const keepOnly = (worthKeeping: (response: ResponseFacts) => boolean): WorkboxPlugin => ({
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(worthKeeping(factsOf(response)) ? response : null),
})

// -------------------------------------------------------------------------------------------
// Install: fetch the shell of this build into a cache of its own, then take over at once.
// -------------------------------------------------------------------------------------------

// The files without a hash in their name are fetched again by each build (their revision).
const precacher = new PrecacheController({ cacheName: CACHES.shell })
precacher.addToCacheList(
  __SW_PRECACHE__.map((url) => ({ url, revision: isHashedAsset(url) ? null : __SW_VERSION__ })),
)

/**
 * Workbox's install fetches one file at a time, which on a slow connection takes a round trip per
 * file: these go together, each through Workbox's precache strategy.
 */
async function precache(event: ExtendableEvent): Promise<void> {
  const cache = await caches.open(CACHES.shell)
  await Promise.all(
    Array.from(precacher.getURLsToCacheKeys(), async ([url, cacheKey]) => {
      const hashed = isHashedAsset(new URL(url).pathname)
      // A hashed file kept by the previous build is the same file: no need to download it again.
      const kept = hashed ? await caches.match(url) : undefined
      if (kept) return cache.put(cacheKey, kept)
      const request = new Request(url, {
        cache: hashed ? 'default' : 'reload',
        credentials: 'same-origin',
      })
      await Promise.all(precacher.strategy.handleAll({ event, request, params: { cacheKey } }))
    }),
  )
}

self.addEventListener('install', (event) => {
  event.waitUntil(precache(event).then(() => self.skipWaiting()))
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
// Images: two bounded caches (menus, gallery), each entry's key stamped with its last use
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

/**
 * Each image is put under its URL with the time of this use on the key, read back from the keys
 * alone; put again at each use, an entry moves to the end of the cache's keys too.
 */
const lastUseOnKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request, mode }) =>
    Promise.resolve(
      mode === 'write'
        ? new Request(request.url, { headers: { [LAST_USED_HEADER]: String(Date.now()) } })
        : request,
    ),
}

/** Storage download URLs carry a token and a timestamped name: a cached copy never goes stale. */
const images: Record<ImageKind, CacheFirstWithRelief> = {
  menus: imageStrategy('menus'),
  gallery: imageStrategy('gallery'),
}

function imageStrategy(kind: ImageKind): CacheFirstWithRelief {
  return new CacheFirstWithRelief({
    cacheName: CACHES.images[kind],
    matchOptions: { ignoreVary: true },
    plugins: [keepOnly(isCacheableImage), lastUseOnKey],
    schedule: serially,
    rewriteHits: true,
    // Runs inside the scheduled write: no second turn in the queue.
    relieve: () => relieveQuota(kind),
    afterAdd: () => trimSoon(kind),
  })
}

// -------------------------------------------------------------------------------------------
// Fetch
// -------------------------------------------------------------------------------------------

const shell = () => precacher.matchPrecache(SHELL_URL)

/** Network first (a weak connection gets ~3 s), then the cached shell: the app routes itself. */
const navigation = new NetworkOnly({
  networkTimeoutSeconds: NAVIGATION_TIMEOUT_MS / 1000,
  plugins: [
    {
      // The answer may arrive after the shell was served: let it finish instead of cancelling it.
      handlerWillStart: ({ event }) => {
        if (event instanceof FetchEvent) {
          event.waitUntil(Promise.resolve(event.preloadResponse).catch(() => undefined))
        }
        return Promise.resolve()
      },
      handlerDidError: shell,
      handlerWillRespond: async ({ response }) =>
        preferShellOver(response.status) ? ((await shell()) ?? response) : response,
    },
  ],
})

/**
 * A page's file for offline use. Refused for lack of quota, the gallery's pictures make way (they
 * matter least offline; the menus' images matter more than another page's code) and it is tried
 * once more.
 */
const assets = new CacheFirstWithRelief({
  cacheName: CACHES.assets,
  plugins: [keepOnly(isCacheableAsset)],
  relieve: () => serially(() => relieveQuota('gallery')),
})

const routeOf = (request: Request): Route =>
  strategyFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      hasRange: request.headers.has('range'),
    },
    self.location.origin,
    PRECACHED,
  )

/** Hands the requests that strategyFor sends to `route` (and `also` accepts) to `strategy`. */
function route(name: Route, strategy: Strategy, also: (url: URL) => boolean = () => true) {
  registerRoute(({ request, url }) => routeOf(request) === name && also(url), strategy)
}

// The first route that matches answers; requests no route matches (anything but GET, Firebase's
// APIs, byte ranges, private files) are left to the browser, as if there were no worker.
route('navigation', navigation)
route('asset', precacher.strategy, (url) => PRECACHED.has(url.pathname))
route('asset', assets)
for (const kind of IMAGE_KINDS) route('image', images[kind], (url) => imageKindOf(url) === kind)

// -------------------------------------------------------------------------------------------
// Images the page showed before this worker controlled it
// -------------------------------------------------------------------------------------------

/** Kept as if the worker had fetched them, one after the other. */
async function keepShownImages(event: ExtendableMessageEvent, urls: string[]): Promise<void> {
  for (const url of urls) {
    const kind = imageKindOf(new URL(url))
    if (!kind) continue
    // Asked as the page's <img crossorigin> asked: usually answered by the HTTP cache.
    const request = new Request(url, { mode: 'cors' })
    await Promise.allSettled(images[kind].handleAll({ event, request }))
  }
}

self.addEventListener('message', (event) => {
  const urls = imageUrlsFromMessage(event.data)
  if (urls.length > 0) event.waitUntil(keepShownImages(event, urls))
})
