import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

import { localContentSecurityPolicy } from '../emulators/local-hosting-config.mjs'
import { findingLine } from './findings.mjs'
import {
  checkAnonymousWrite,
  checkDataTarget,
  checkHeaders,
  checkImageCors,
  checkPage,
  checkRobots,
  checkSitemap,
  dataTargetOf,
  menuImageUrl,
  titleOf,
} from './live-checks.mjs'
import { pageSecurityHeaders } from './security-headers.mjs'

const EXPECTED = pageSecurityHeaders(JSON.parse(readFileSync('firebase.json', 'utf8')))
const CSP = EXPECTED.get('Content-Security-Policy') ?? ''
const HTTPS = { https: true }
const HTTP = { https: false }

/** Headers as Hosting serves firebase.json's, with changes. */
function served(/** @type {Record<string, string | null>} */ changes = {}) {
  const headers = new Headers([...EXPECTED])
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) headers.delete(name)
    else headers.set(name, value)
  }
  return headers
}

/** @param {string} path @param {Headers} headers */
const page = (path, headers) => ({ path, status: 200, headers, body: '' })

const lines = (/** @type {import('./findings.mjs').Finding[]} */ findings) =>
  findings.map(findingLine)

describe('checkHeaders', () => {
  it("passes pages served with firebase.json's headers, one line per header", () => {
    const result = lines(
      checkHeaders([page('/', served()), page('/comidas', served())], EXPECTED, HTTPS),
    )
    expect(result).toHaveLength(7)
    expect(result.every((line) => line.startsWith('PASS  header '))).toBe(true)
    expect(result).toContain('PASS  header X-Frame-Options: DENY on all 2 pages')
  })

  it('fails a header missing on one page, naming the page', () => {
    const pages = [page('/', served()), page('/helados', served({ 'X-Frame-Options': null }))]
    const result = lines(checkHeaders(pages, EXPECTED, HTTPS))
    expect(result.filter((line) => line.startsWith('FAIL'))).toEqual([
      'FAIL  header X-Frame-Options: missing on /helados',
    ])
  })

  it('fails a header with another value', () => {
    const pages = [page('/', served({ 'Referrer-Policy': 'unsafe-url' }))]
    expect(lines(checkHeaders(pages, EXPECTED, HTTPS))).toContain(
      'FAIL  header Referrer-Policy: "unsafe-url" instead of "strict-origin-when-cross-origin" on /',
    )
  })

  it("accepts the Hosting emulator's policy on http, which only adds the emulators' origins", () => {
    const local = localContentSecurityPolicy(CSP)
    expect(local).not.toBe(CSP)
    const pages = [page('/', served({ 'Content-Security-Policy': local }))]
    expect(lines(checkHeaders(pages, EXPECTED, HTTP))[0]).toBe(
      "PASS  header Content-Security-Policy: firebase.json's policy on all 1 pages",
    )
    // On https, the dropped upgrade-insecure-requests is missed.
    expect(lines(checkHeaders(pages, EXPECTED, HTTPS))[0]).toBe(
      'FAIL  header Content-Security-Policy: lacks upgrade-insecure-requests on /',
    )
  })

  it('fails a policy that lost a directive or a source', () => {
    const weaker = CSP.replace("frame-ancestors 'none'; ", '').replace(
      "object-src 'none'",
      'object-src https:',
    )
    const pages = [page('/', served({ 'Content-Security-Policy': weaker }))]
    expect(lines(checkHeaders(pages, EXPECTED, HTTPS))[0]).toBe(
      "FAIL  header Content-Security-Policy: lacks object-src 'none'; frame-ancestors on /",
    )
  })
})

describe('checkPage', () => {
  const html = (/** @type {string} */ title) => `<html><head><title>${title}</title></head></html>`

  it('passes a 200 with its own title, entities read as a browser reads them', () => {
    const answer = {
      path: '/x',
      status: 200,
      headers: new Headers(),
      body: html('Sal &amp; Dulce'),
    }
    expect(findingLine(checkPage(answer, 'Sal & Dulce'))).toBe('PASS  page /x: 200, "Sal & Dulce"')
  })

  it('fails a 404, and a page with another title', () => {
    const missing = { path: '/helados', status: 404, headers: new Headers(), body: 'Not found' }
    expect(findingLine(checkPage(missing, 'Helados'))).toBe(
      'FAIL  page /helados: 404 (expected 200)',
    )
    const other = { path: '/helados', status: 200, headers: new Headers(), body: html('Comidas') }
    expect(findingLine(checkPage(other, 'Helados'))).toBe(
      'FAIL  page /helados: title "Comidas" instead of "Helados"',
    )
  })

  it('reads no title where there is none', () => {
    expect(titleOf('<html></html>')).toBeUndefined()
  })
})

describe('dataTargetOf', () => {
  it("reads the project, key and origin of a page's preloaded menu read", () => {
    const html =
      '<link rel="preload" as="fetch" crossorigin href="https://firestore.googleapis.com/v1/' +
      'projects/heladeria-x/databases/(default)/documents/comidas?key=AIzaKey&amp;pageSize=100">'
    expect(dataTargetOf(html)).toEqual({
      origin: 'https://firestore.googleapis.com',
      projectId: 'heladeria-x',
      apiKey: 'AIzaKey',
    })
    expect(dataTargetOf('<link rel="canonical" href="https://x.example/">')).toBeUndefined()
  })
})

describe('checkDataTarget', () => {
  const emulators = { origin: 'http://127.0.0.1:8080', projectId: 'demo-x', apiKey: 'demo-key' }

  it('fails a public site that reads the demo data of the emulators', () => {
    expect(findingLine(checkDataTarget(emulators, 'https://heladeria.example'))).toMatch(
      /^FAIL {2}data: the site reads project demo-x at http:\/\/127\.0\.0\.1:8080, the local/,
    )
  })

  it('passes an emulator build served locally, saying so', () => {
    expect(findingLine(checkDataTarget(emulators, 'http://127.0.0.1:5000'))).toBe(
      'PASS  data: project demo-x at http://127.0.0.1:8080 (an emulator build)',
    )
  })
})

describe('checkSitemap and checkRobots', () => {
  const sitemap = (/** @type {string[]} */ urls) => ({
    path: '/sitemap.xml',
    status: 200,
    headers: new Headers(),
    body: `<urlset>${urls.map((u) => `<url><loc>${u}</loc></url>`).join('')}</urlset>`,
  })

  it('passes a sitemap that lists every indexed page at one address', () => {
    const answer = sitemap(['https://h.example/comidas', 'https://h.example/helados'])
    expect(findingLine(checkSitemap(answer, ['/comidas', '/helados'], HTTPS))).toBe(
      'PASS  sitemap.xml: the 2 indexed pages at https://h.example',
    )
  })

  it('fails a sitemap that lacks a page, or names an http address on an https site', () => {
    expect(
      findingLine(
        checkSitemap(sitemap(['https://h.example/comidas']), ['/comidas', '/helados'], HTTPS),
      ),
    ).toBe('FAIL  sitemap.xml: lacks /helados')
    expect(
      findingLine(checkSitemap(sitemap(['http://h.example/comidas']), ['/comidas'], HTTPS)),
    ).toMatch(/^FAIL {2}sitemap\.xml: names http:\/\/h\.example, not an https address/)
  })

  it('fails a robots.txt without the sitemap', () => {
    const answer = {
      path: '/robots.txt',
      status: 200,
      headers: new Headers(),
      body: 'User-agent: *\n',
    }
    expect(findingLine(checkRobots(answer))).toBe('FAIL  robots.txt: names no sitemap')
  })
})

describe('menuImageUrl', () => {
  it("takes the first shown picture's small size", () => {
    /** @type {import('./live-checks.mjs').RestDocument[]} */
    const documents = [
      { name: 'hoy', fields: { items: { arrayValue: {} } } },
      {
        name: 'a',
        fields: { oculto: { booleanValue: true }, url: { stringValue: 'https://s/a' } },
      },
      {
        name: 'b',
        fields: {
          url: { stringValue: 'https://s/b' },
          urlMiniatura: { stringValue: 'https://s/b-480' },
        },
      },
    ]
    expect(menuImageUrl(documents)).toBe('https://s/b-480')
    expect(menuImageUrl([])).toBeUndefined()
  })
})

describe('checkImageCors', () => {
  const url = 'https://firebasestorage.googleapis.com/v0/b/x/o/comidas%2Fa.webp?alt=media'
  const answer = (/** @type {Record<string, string>} */ headers, status = 200) => ({
    status,
    headers: new Headers({ 'content-type': 'image/webp', ...headers }),
  })

  it("passes an image allowed to the site's origin, or to any", () => {
    const site = 'https://h.example'
    expect(checkImageCors(url, answer({ 'access-control-allow-origin': site }), site).status).toBe(
      'PASS',
    )
    expect(checkImageCors(url, answer({ 'access-control-allow-origin': '*' }), site).status).toBe(
      'PASS',
    )
  })

  it('fails an image without the header, saying what to do', () => {
    expect(findingLine(checkImageCors(url, answer({}), 'https://h.example'))).toBe(
      'FAIL  menu image https://firebasestorage.googleapis.com/v0/b/x/o/comidas/a.webp: no ' +
        "Access-Control-Allow-Origin for https://h.example, so no image shows: set the bucket's " +
        'CORS (npm run deploy prints the command)',
    )
  })

  it('fails an image allowed to another origin, or not served', () => {
    const other = answer({ 'access-control-allow-origin': 'https://other.example' })
    expect(checkImageCors(url, other, 'https://h.example').text).toMatch(
      /Access-Control-Allow-Origin is https:\/\/other\.example for https:\/\/h\.example/,
    )
    expect(checkImageCors(url, answer({}, 404), 'https://h.example').text).toMatch(/404/)
  })
})

describe('checkAnonymousWrite', () => {
  it('passes a refusal by the rules', () => {
    const body = JSON.stringify({ error: { code: 403, status: 'PERMISSION_DENIED' } })
    expect(findingLine(checkAnonymousWrite('comidas', { status: 403, body }))).toBe(
      'PASS  anonymous write to comidas: refused (403 PERMISSION_DENIED)',
    )
  })

  it('fails an accepted write, and an answer that is no refusal', () => {
    expect(checkAnonymousWrite('comidas', { status: 200, body: '{}' }).text).toMatch(/ACCEPTED/)
    const invalid = JSON.stringify({ error: { code: 400, status: 'INVALID_ARGUMENT' } })
    expect(findingLine(checkAnonymousWrite('comidas', { status: 400, body: invalid }))).toBe(
      'FAIL  anonymous write to comidas: 400 INVALID_ARGUMENT (expected 403 PERMISSION_DENIED)',
    )
  })
})
