import {
  CACHE_IMAGES_MESSAGE,
  cacheNames,
  cachesToDelete,
  canAnswerFromCache,
  entriesToEvict,
  imageUrlsFromMessage,
  isCacheableAsset,
  isCacheableImage,
  isStorageDownload,
  MAX_CACHED_IMAGES,
  preferShellOver,
  storageImageUrls,
  strategyFor,
  type RequestFacts,
  type ResponseFacts,
} from './sw-routes'

const ORIGIN = 'https://heladeria.example'
const PRECACHED = new Set(['/favicon.svg', '/manifest.webmanifest'])
const PROD_IMAGE =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/helados%2Fconos.webp-1700000000000?alt=media&token=abc'
const EMULATOR_IMAGE =
  'http://127.0.0.1:9199/v0/b/demo-heladeria-colon.appspot.com/o/helados%2Fconos-480.webp?alt=media&token=t'

const get = (url: string, extra: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'GET',
  url,
  mode: 'no-cors',
  hasRange: false,
  ...extra,
})
const strategy = (request: RequestFacts) => strategyFor(request, ORIGIN, PRECACHED)

describe('strategyFor', () => {
  it('answers page loads of the site with the network-first shell', () => {
    expect(strategy(get(`${ORIGIN}/helados`, { mode: 'navigate' }))).toBe('navigation')
    expect(strategy(get(`${ORIGIN}/?utm_source=qr`, { mode: 'navigate' }))).toBe('navigation')
    expect(strategy(get(`${ORIGIN}/dashboard/comidas`, { mode: 'navigate' }))).toBe('navigation')
  })

  it("leaves Firebase Hosting's reserved pages and other sites' pages alone", () => {
    expect(strategy(get(`${ORIGIN}/__/auth/handler?x=1`, { mode: 'navigate' }))).toBe('network')
    expect(strategy(get(`${ORIGIN}/__/firebase/init.js`, { mode: 'cors' }))).toBe('network')
    expect(strategy(get('https://wa.me/573000000000', { mode: 'navigate' }))).toBe('network')
  })

  it('serves hashed assets and precached public files cache first', () => {
    expect(strategy(get(`${ORIGIN}/assets/index-BIS8PSEa.js`, { mode: 'cors' }))).toBe('asset')
    expect(strategy(get(`${ORIGIN}/assets/poppins-400-es-Cb8rZx1Q.woff2`))).toBe('asset')
    expect(strategy(get(`${ORIGIN}/favicon.svg`))).toBe('asset')
    expect(strategy(get(`${ORIGIN}/manifest.webmanifest`))).toBe('asset')
    // Not precached, or asked for with a query: straight to the network.
    expect(strategy(get(`${ORIGIN}/icons/icon-512.png`))).toBe('network')
    expect(strategy(get(`${ORIGIN}/favicon.svg?v=2`))).toBe('network')
    expect(strategy(get(`${ORIGIN}/sw.js`))).toBe('network')
  })

  it('caches Storage downloads from production and from the emulator', () => {
    expect(strategy(get(PROD_IMAGE))).toBe('image')
    expect(strategy(get(EMULATOR_IMAGE))).toBe('image')
    expect(strategy(get(PROD_IMAGE, { mode: 'cors' }))).toBe('image')
  })

  it('never touches anything but GET, nor Firestore, Auth or Storage API calls', () => {
    expect(strategy(get(PROD_IMAGE, { method: 'POST' }))).toBe('network')
    expect(strategy(get(`${ORIGIN}/assets/index-BIS8PSEa.js`, { method: 'HEAD' }))).toBe('network')
    const firestore =
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery'
    expect(strategy(get(firestore, { method: 'POST', mode: 'cors' }))).toBe('network')
    expect(
      strategy(
        get('https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8'),
      ),
    ).toBe('network')
    expect(
      strategy(
        get('https://identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', { method: 'POST' }),
      ),
    ).toBe('network')
    expect(
      strategy(get('http://127.0.0.1:8080/v1/projects/p/databases/(default)/documents/x')),
    ).toBe('network')
    // Storage metadata and upload URLs: same host, no alt=media.
    expect(
      strategy(
        get('https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/helados%2Fa.webp'),
      ),
    ).toBe('network')
    expect(
      strategy(get('http://127.0.0.1:9199/v0/b/b/o?name=helados%2Fa.webp', { method: 'POST' })),
    ).toBe('network')
  })

  it('lets byte-range requests through', () => {
    expect(strategy(get(PROD_IMAGE, { hasRange: true }))).toBe('network')
    expect(strategy(get(`${ORIGIN}/assets/a-1.js`, { hasRange: true }))).toBe('network')
  })
})

describe('isStorageDownload', () => {
  it('needs the download path and alt=media on a Storage or loopback host', () => {
    expect(isStorageDownload(new URL(PROD_IMAGE))).toBe(true)
    expect(isStorageDownload(new URL(EMULATOR_IMAGE))).toBe(true)
    expect(
      isStorageDownload(new URL('https://evil.example/v0/b/shop.appspot.com/o/a.webp?alt=media')),
    ).toBe(false)
    expect(
      isStorageDownload(
        new URL(
          'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/a.webp/extra?alt=media',
        ),
      ),
    ).toBe(false)
    expect(isStorageDownload(new URL('http://127.0.0.1/v0/b/b/o/a.webp?alt=media'))).toBe(false)
  })
})

describe('caches', () => {
  it('names the shell and asset caches after the build, the image cache after its format', () => {
    const v1 = cacheNames('aaa111')
    const v2 = cacheNames('bbb222')
    expect(v1.shell).not.toBe(v2.shell)
    expect(v1.assets).not.toBe(v2.assets)
    expect(v1.images).toBe(v2.images)
    expect(new Set(Object.values(v1)).size).toBe(3)
  })

  it("deletes the previous build's caches, keeps images and never touches other caches", () => {
    const old = cacheNames('aaa111')
    const current = cacheNames('bbb222')
    const existing = [old.shell, old.assets, old.images, current.shell, 'firebase-cache', 'other']
    expect(cachesToDelete(existing, current)).toEqual([old.shell, old.assets])
    expect(cachesToDelete(Object.values(current), current)).toEqual([])
  })

  it('evicts the oldest entries above the limit', () => {
    expect(entriesToEvict(MAX_CACHED_IMAGES + 3, MAX_CACHED_IMAGES)).toBe(3)
    expect(entriesToEvict(MAX_CACHED_IMAGES, MAX_CACHED_IMAGES)).toBe(0)
    expect(entriesToEvict(5, MAX_CACHED_IMAGES)).toBe(0)
  })
})

describe('responses', () => {
  const response = (extra: Partial<ResponseFacts>): ResponseFacts => ({
    ok: true,
    type: 'basic',
    status: 200,
    contentType: 'text/javascript',
    ...extra,
  })

  it('keeps assets, but never the HTML that Hosting returns for a missing file', () => {
    expect(isCacheableAsset(response({}))).toBe(true)
    expect(isCacheableAsset(response({ contentType: 'text/html; charset=utf-8' }))).toBe(false)
    expect(isCacheableAsset(response({ ok: false, status: 404 }))).toBe(false)
    expect(isCacheableAsset(response({ type: 'opaque', ok: false, status: 0 }))).toBe(false)
  })

  it('keeps opaque and successful CORS images, not failed ones', () => {
    expect(isCacheableImage(response({ type: 'opaque', ok: false, status: 0 }))).toBe(true)
    expect(isCacheableImage(response({ type: 'cors' }))).toBe(true)
    expect(isCacheableImage(response({ type: 'cors', ok: false, status: 403 }))).toBe(false)
    expect(isCacheableImage(response({ type: 'error', ok: false, status: 0 }))).toBe(false)
  })

  it('answers a CORS request only with a non-opaque copy', () => {
    expect(canAnswerFromCache('opaque', 'no-cors')).toBe(true)
    expect(canAnswerFromCache('opaque', 'cors')).toBe(false)
    expect(canAnswerFromCache('cors', 'cors')).toBe(true)
    expect(canAnswerFromCache('cors', 'no-cors')).toBe(true)
  })

  it('prefers the shell to a server error, not to a page or a redirect', () => {
    expect(preferShellOver(503)).toBe(true)
    expect(preferShellOver(200)).toBe(false)
    expect(preferShellOver(404)).toBe(false)
    expect(preferShellOver(0)).toBe(false)
  })
})

describe('cache-images messages', () => {
  it('keeps only distinct Storage download URLs', () => {
    const message = {
      type: CACHE_IMAGES_MESSAGE,
      urls: [PROD_IMAGE, PROD_IMAGE, EMULATOR_IMAGE, `${ORIGIN}/assets/a.js`, 'no url', 42, null],
    }
    expect(imageUrlsFromMessage(message)).toEqual([PROD_IMAGE, EMULATOR_IMAGE])
  })

  it('ignores other messages', () => {
    expect(imageUrlsFromMessage({ type: 'other', urls: [PROD_IMAGE] })).toEqual([])
    expect(imageUrlsFromMessage({ type: CACHE_IMAGES_MESSAGE, urls: PROD_IMAGE })).toEqual([])
    expect(imageUrlsFromMessage('cache-images')).toEqual([])
    expect(imageUrlsFromMessage(null)).toEqual([])
  })

  it('never asks for more images than the cache keeps', () => {
    const many = Array.from({ length: MAX_CACHED_IMAGES + 10 }, (_, n) => `${PROD_IMAGE}&n=${n}`)
    expect(storageImageUrls(many)).toHaveLength(MAX_CACHED_IMAGES)
  })
})
