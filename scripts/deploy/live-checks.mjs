// The live check's judgements, apart from the requests (check-live.mjs makes those): each takes
// what a site answered and gives its lines.

import { fail, pass } from './findings.mjs'
import { SECURITY_HEADERS, headerProblem } from './security-headers.mjs'

/**
 * @typedef {import('./findings.mjs').Finding} Finding
 * @typedef {{ path: string, status: number, headers: Headers, body: string }} Answer
 * @typedef {{ origin: string, projectId: string, apiKey: string | undefined }} DataTarget where
 *   the site reads its data: Firestore's REST API (or the emulator's) for one project
 * @typedef {{ name: string, fields?: Record<string, Record<string, unknown>> }} RestDocument
 */

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/

/** @param {string} origin */
export const isLocalOrigin = (origin) => LOCAL_HOST.test(new URL(origin).hostname)

/** @param {string} text */
export function decodeHtml(text) {
  return text
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}

/**
 * The page's `<title>`, as a browser shows it.
 * @param {string} html
 */
export function titleOf(html) {
  const match = /<title[^>]*>([^<]*)<\/title>/i.exec(html)
  return match ? decodeHtml(String(match[1])).trim() : undefined
}

/**
 * Where the site's pages read their data: the Firestore REST address a page preloads
 * (`…/v1/projects/<id>/databases/(default)/documents/<menu>?key=<key>`), as the build wrote it.
 * @param {string} html
 * @returns {DataTarget | undefined}
 */
export function dataTargetOf(html) {
  for (const match of html.matchAll(/\shref="([^"]*\/v1\/projects\/[^"]*)"/g)) {
    const url = new URL(decodeHtml(String(match[1])))
    const project = /^\/v1\/projects\/([^/]+)\/databases\//.exec(url.pathname)
    if (project) {
      const apiKey = url.searchParams.get('key') ?? undefined
      return { origin: url.origin, projectId: String(project[1]), apiKey }
    }
  }
  return undefined
}

/**
 * @param {Answer} answer
 * @param {string | undefined} expectedTitle undefined for a page whose title the app sets
 * @returns {Finding}
 */
export function checkPage({ path, status, body }, expectedTitle) {
  if (status !== 200) return fail(`page ${path}: ${status} (expected 200)`)
  const title = titleOf(body)
  if (expectedTitle === undefined)
    return pass(`page ${path}: 200 (the app's shell; the app titles it)`)
  if (title !== expectedTitle) {
    return fail(`page ${path}: title "${title ?? '(none)'}" instead of "${expectedTitle}"`)
  }
  return pass(`page ${path}: 200, "${title}"`)
}

/**
 * One line per security header over every page: what firebase.json sets must be served.
 * @param {readonly Answer[]} pages
 * @param {Map<string, string>} expected firebase.json's security headers
 * @param {{ https: boolean }} site
 * @returns {Finding[]}
 */
export function checkHeaders(pages, expected, site) {
  return SECURITY_HEADERS.map((name) => {
    const value = expected.get(name)
    if (value === undefined) {
      return fail(`header ${name}: firebase.json sets none, so nothing can be checked`)
    }
    const problems = pages.flatMap((page) => {
      const problem = headerProblem(name, value, page.headers.get(name), site)
      return problem ? [{ path: page.path, problem }] : []
    })
    if (problems.length === 0) {
      const shown = name === 'Content-Security-Policy' ? "firebase.json's policy" : value
      return pass(`header ${name}: ${shown} on all ${pages.length} pages`)
    }
    const first = problems[0]?.problem ?? ''
    const where = problems.map((p) => p.path).join(', ')
    return fail(`header ${name}: ${first} on ${where}`)
  })
}

/**
 * @param {Answer} answer
 * @param {readonly string[]} paths the pages the sitemap must list
 * @param {{ https: boolean }} site
 * @returns {Finding}
 */
export function checkSitemap({ status, body }, paths, { https }) {
  if (status !== 200) return fail(`sitemap.xml: ${status} (expected 200)`)
  if (!/<urlset[\s>]/.test(body)) return fail('sitemap.xml: not a sitemap (no <urlset>)')
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    decodeHtml(String(match[1])),
  )
  const urls = locs.flatMap((loc) => (URL.canParse(loc) ? [new URL(loc)] : []))
  const origins = [...new Set(urls.map((url) => url.origin))]
  const listed = new Set(urls.map((url) => url.pathname))
  const missing = paths.filter((path) => !listed.has(path))
  if (missing.length > 0) return fail(`sitemap.xml: lacks ${missing.join(', ')}`)
  if (origins.length !== 1) return fail(`sitemap.xml: names several sites: ${origins.join(', ')}`)
  const [origin = ''] = origins
  if (https && !origin.startsWith('https://')) {
    return fail(`sitemap.xml: names ${origin}, not an https address: set VITE_SITE_URL and deploy`)
  }
  return pass(`sitemap.xml: the ${paths.length} indexed pages at ${origin}`)
}

/**
 * @param {Answer} answer
 * @returns {Finding}
 */
export function checkRobots({ status, body }) {
  if (status !== 200) return fail(`robots.txt: ${status} (expected 200)`)
  if (!/^Sitemap:\s*\S+\/sitemap\.xml\s*$/m.test(body)) return fail('robots.txt: names no sitemap')
  if (!/^Disallow:\s*\/dashboard\s*$/m.test(body)) {
    return fail('robots.txt: does not keep crawlers out of /dashboard')
  }
  return pass('robots.txt: names the sitemap, keeps crawlers out of /dashboard')
}

/**
 * Whether the data the site reads is a real project's, when the site is not on this computer.
 * @param {DataTarget} target
 * @param {string} siteOrigin
 * @returns {Finding}
 */
export function checkDataTarget(target, siteOrigin) {
  const local = isLocalOrigin(target.origin) || target.projectId.startsWith('demo-')
  const described = `project ${target.projectId} at ${target.origin}`
  if (local && !isLocalOrigin(siteOrigin)) {
    return fail(
      `data: the site reads ${described}, the local emulators' demo data: it was built with the ` +
        'emulators configuration; deploy with npm run deploy',
    )
  }
  return pass(`data: ${described}${local ? ' (an emulator build)' : ''}`)
}

/**
 * The address of a menu image to ask for: the first shown picture's smallest size, as a phone
 * loads it.
 * @param {readonly RestDocument[]} documents
 */
export function menuImageUrl(documents) {
  for (const { fields = {} } of documents) {
    if (fields.oculto?.booleanValue === true) continue
    const url = fields.urlMiniatura?.stringValue ?? fields.url?.stringValue
    if (typeof url === 'string' && URL.canParse(url)) return url
  }
  return undefined
}

/**
 * A menu image asked for as the pages and the service worker ask (CORS, with the page's Origin).
 * @param {string} url
 * @param {{ status: number, headers: Headers }} answer
 * @param {string} siteOrigin
 * @returns {Finding}
 */
export function checkImageCors(url, { status, headers }, siteOrigin) {
  const name = `menu image ${shortUrl(url)}`
  if (status !== 200) return fail(`${name}: ${status} (expected 200)`)
  const type = headers.get('content-type') ?? ''
  if (!type.startsWith('image/')) return fail(`${name}: served as "${type}", not an image`)
  const allowed = headers.get('access-control-allow-origin')
  if (allowed !== siteOrigin && allowed !== '*') {
    return fail(
      `${name}: ${allowed ? `Access-Control-Allow-Origin is ${allowed}` : 'no Access-Control-Allow-Origin'} ` +
        `for ${siteOrigin}, so no image shows: set the bucket's CORS (npm run deploy prints the command)`,
    )
  }
  return pass(`${name}: ${type}, Access-Control-Allow-Origin ${allowed} for ${siteOrigin}`)
}

/**
 * The answer to a write without any sign-in: the rules must refuse it.
 * @param {string} collection
 * @param {{ status: number, body: string }} answer
 * @returns {Finding}
 */
export function checkAnonymousWrite(collection, { status, body }) {
  /** @type {{ error?: { status?: string } }} */
  let parsed = {}
  try {
    parsed = JSON.parse(body)
  } catch {
    // Not JSON: the status says enough.
  }
  const code = parsed.error?.status ?? ''
  if ((status === 403 || status === 401) && /PERMISSION_DENIED|UNAUTHENTICATED/.test(code)) {
    return pass(`anonymous write to ${collection}: refused (${status} ${code})`)
  }
  if (status >= 200 && status < 300) {
    return fail(
      `anonymous write to ${collection}: ACCEPTED: the rules let anyone write a menu; deploy ` +
        'firestore.rules (npm run deploy)',
    )
  }
  return fail(
    `anonymous write to ${collection}: ${status} ${code || body.slice(0, 120)} (expected 403 PERMISSION_DENIED)`,
  )
}

/** @param {string} url */
function shortUrl(url) {
  const { origin, pathname } = new URL(url)
  return `${origin}${decodeURIComponent(pathname)}`
}
