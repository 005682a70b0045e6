import {
  CACHE_IMAGES_MESSAGE,
  cacheNames,
  cachesToDelete,
  imageKindOf,
  imageUrlsFromMessage,
  isCacheableAsset,
  isStorageDownload,
  MAX_MESSAGE_IMAGES,
  preferShellOver,
  storageImageUrls,
  strategyFor,
  type RequestFacts,
} from './sw-routes'
import { answersOf } from '@/testing/response-facts'

const ORIGIN = 'https://heladeria.example'
const PRECACHED = new Set(['/favicon.svg', '/manifest.webmanifest'])
const PROD_IMAGE =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/helados%2Fconos.webp-1700000000000?alt=media&token=abc'
const EMULATOR_IMAGE =
  'http://127.0.0.1:9199/v0/b/demo-heladeria-colon.appspot.com/o/helados%2Fconos-480.webp?alt=media&token=t'
const GALLERY_IMAGE =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/galeria%2F12?alt=media&token=g'
const PRIVATE_FILE =
  'https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/cono-gratis%2Fuid1%2Fa-1700000000000.webp?alt=media&token=p'

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
    expect(strategy(get(GALLERY_IMAGE, { mode: 'cors' }))).toBe('image')
  })

  it("never caches a visitor's own files, read with their rights", () => {
    expect(strategy(get(PRIVATE_FILE, { mode: 'cors' }))).toBe('network')
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

describe('imageKindOf', () => {
  const kind = (url: string) => imageKindOf(new URL(url))
  const object = (path: string) =>
    `https://firebasestorage.googleapis.com/v0/b/shop.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=t`

  it('keeps the menus and the surprise page together, the gallery apart', () => {
    expect(kind(PROD_IMAGE)).toBe('menus')
    expect(kind(EMULATOR_IMAGE)).toBe('menus')
    expect(kind(object('comidas/medianas/pizza-960.webp'))).toBe('menus')
    expect(kind(object('bebidas/miniaturas/jugo-480.webp'))).toBe('menus')
    expect(kind(object('misterio/reto-del-mes.webp'))).toBe('menus')
    expect(kind(GALLERY_IMAGE)).toBe('gallery')
  })

  it('keeps nothing else: private files, unknown folders, metadata reads, other hosts', () => {
    expect(kind(PRIVATE_FILE)).toBeNull()
    expect(kind(object('otra/a.webp'))).toBeNull()
    expect(kind(object('helados.webp'))).toBeNull()
    expect(kind(object('/helados/a.webp'))).toBeNull()
    expect(kind(object('galeria'))).toBeNull()
    expect(kind(PROD_IMAGE.replace('alt=media', 'alt=json'))).toBeNull()
    expect(kind(PROD_IMAGE.replace('firebasestorage.googleapis.com', 'evil.example'))).toBeNull()
    expect(
      kind('https://firebasestorage.googleapis.com/v0/b/b/o/helados%2F%E0%A4%A.webp?alt=media'),
    ).toBeNull()
  })
})

describe('caches', () => {
  it('names the shell and asset caches after the build, the image caches after their format', () => {
    const v1 = cacheNames('aaa111')
    const v2 = cacheNames('bbb222')
    expect(v1.shell).not.toBe(v2.shell)
    expect(v1.assets).not.toBe(v2.assets)
    expect(v1.images).toEqual(v2.images)
    const names = [v1.shell, v1.assets, v1.images.menus, v1.images.gallery]
    expect(new Set(names).size).toBe(4)
  })

  it("deletes the previous build's caches and old image formats, never other caches", () => {
    const old = cacheNames('aaa111')
    const current = cacheNames('bbb222')
    const existing = [
      old.shell,
      old.assets,
      'heladeria-colon-images-v1',
      current.shell,
      current.assets,
      current.images.menus,
      current.images.gallery,
      'datos-sin-conexion',
      'firebase-cache',
    ]
    expect(cachesToDelete(existing, current)).toEqual([
      old.shell,
      old.assets,
      'heladeria-colon-images-v1',
    ])
  })
})

describe('responses', () => {
  const response = answersOf({ type: 'basic', contentType: 'text/javascript' })

  it('keeps assets, but never the HTML that Hosting returns for a missing file', () => {
    expect(isCacheableAsset(response({}))).toBe(true)
    expect(isCacheableAsset(response({ contentType: 'text/html; charset=utf-8' }))).toBe(false)
    expect(isCacheableAsset(response({ ok: false, status: 404 }))).toBe(false)
    expect(isCacheableAsset(response({ type: 'opaque', ok: false, status: 0 }))).toBe(false)
  })

  it('prefers the shell to a server error, not to a page or a redirect', () => {
    expect(preferShellOver(503)).toBe(true)
    expect(preferShellOver(200)).toBe(false)
    expect(preferShellOver(404)).toBe(false)
    expect(preferShellOver(0)).toBe(false)
  })
})

describe('cache-images messages', () => {
  it('keeps only distinct Storage downloads of the kept folders', () => {
    const message = {
      type: CACHE_IMAGES_MESSAGE,
      urls: [
        PROD_IMAGE,
        PROD_IMAGE,
        EMULATOR_IMAGE,
        GALLERY_IMAGE,
        PRIVATE_FILE,
        `${ORIGIN}/assets/a.js`,
        'no url',
        42,
        null,
      ],
    }
    expect(imageUrlsFromMessage(message)).toEqual([PROD_IMAGE, EMULATOR_IMAGE, GALLERY_IMAGE])
  })

  it('ignores other messages', () => {
    expect(imageUrlsFromMessage({ type: 'other', urls: [PROD_IMAGE] })).toEqual([])
    expect(imageUrlsFromMessage({ type: CACHE_IMAGES_MESSAGE, urls: PROD_IMAGE })).toEqual([])
    expect(imageUrlsFromMessage('cache-images')).toEqual([])
    expect(imageUrlsFromMessage(null)).toEqual([])
  })

  it('hands over a bounded number of images', () => {
    const many = Array.from({ length: MAX_MESSAGE_IMAGES + 10 }, (_, n) => `${PROD_IMAGE}&n=${n}`)
    expect(storageImageUrls(many)).toHaveLength(MAX_MESSAGE_IMAGES)
  })
})
