#!/usr/bin/env node
// Checks what a deployed site must show, one line per check:
//
//   npm run check-live -- <site-address> [--project <project-id>]
//
// every public page of the page table answers 200 with its own title; the security headers of
// firebase.json on every page; sitemap.xml and robots.txt; a menu image served with the CORS
// header the pages and the service worker need; a write to a menu without signing in refused.
// Where the data lives (Firestore's REST API, the project, its web API key) is read from the
// site's own pages, as the build wrote it; --project names the project when the pages do not.
// Exit codes: 0 every check passed, 1 a check failed, 2 usage.

import { parseArgs } from 'node:util'

import { fail, failures, findingLine, tally } from './findings.mjs'
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
} from './live-checks.mjs'
import { pageHeadsModule, pagesModule, readProjectFile } from './project-files.mjs'
import { pageSecurityHeaders } from './security-headers.mjs'

/**
 * @typedef {import('./findings.mjs').Finding} Finding
 * @typedef {import('./live-checks.mjs').Answer} Answer
 * @typedef {import('./live-checks.mjs').DataTarget} DataTarget
 * @typedef {import('./live-checks.mjs').RestDocument} RestDocument
 */

const USAGE =
  'Usage: npm run check-live -- <site-address, e.g. https://heladeria.example> [--project <project-id>]'
const REQUEST_TIMEOUT_MS = 30_000
const PRODUCTION_FIRESTORE = 'https://firestore.googleapis.com'
/** The menu every write attempt targets. */
const WRITE_TARGET = 'comidas'

class UsageError extends Error {}

/** @param {string[]} argv */
function parse(argv) {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        project: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error))
  }
  const { values, positionals } = parsed
  if (values.help) return undefined
  if (positionals.length !== 1) throw new UsageError("Give the site's address, once.")
  const address = String(positionals[0]).replace(/\/+$/, '')
  const url = URL.canParse(address) ? new URL(address) : undefined
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== address) {
    throw new UsageError(
      `"${positionals[0]}" is not a site's address such as https://heladeria.example`,
    )
  }
  return { origin: url.origin, https: url.protocol === 'https:', project: values.project }
}

/**
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ status: number, headers: Headers, body: string }>}
 */
async function request(url, init = {}) {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ...init,
  })
  const body = await response.text()
  return { status: response.status, headers: response.headers, body }
}

/**
 * A request whose failure to connect is a finding, not a crash.
 * @param {string} what
 * @param {string} url
 * @param {RequestInit} [init]
 * @returns {Promise<{ status: number, headers: Headers, body: string } | Finding>}
 */
async function attempt(what, url, init) {
  try {
    return await request(url, init)
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    return fail(
      `${what}: no answer from ${url} (${cause instanceof Error ? cause.message : cause})`,
    )
  }
}

/** @param {unknown} value @returns {value is Finding} */
const isFinding = (value) =>
  typeof value === 'object' && value !== null && 'status' in value && 'text' in value

/**
 * @param {DataTarget} target
 * @param {string} path below the database's documents
 * @param {URLSearchParams} [params]
 */
function restUrl(target, path, params = new URLSearchParams()) {
  if (target.apiKey) params.set('key', target.apiKey)
  const query = params.toString().replaceAll('+', '%20')
  return `${target.origin}/v1/projects/${target.projectId}/databases/(default)/documents/${path}${query ? `?${query}` : ''}`
}

/**
 * The first shown picture of the menus, through Firestore's REST API, as a visitor reads it.
 * @param {DataTarget} target
 * @param {readonly string[]} menus
 * @returns {Promise<string | Finding>}
 */
async function findMenuImage(target, menus) {
  for (const menu of menus) {
    const answer = await attempt(
      `reading ${menu}`,
      restUrl(target, menu, new URLSearchParams({ pageSize: '100' })),
    )
    if (isFinding(answer)) return answer
    if (answer.status !== 200) {
      return fail(
        `reading ${menu}: ${answer.status} ${answer.body.slice(0, 160)} (visitors read the menus ` +
          'this way: check the rules, and App Check if it is enforced)',
      )
    }
    /** @type {{ documents?: RestDocument[] }} */
    const list = JSON.parse(answer.body)
    const url = menuImageUrl(list.documents ?? [])
    if (url) return url
  }
  return fail(`menu image: none in ${menus.join(', ')}: upload one in the panel, then check again`)
}

/**
 * A write to a menu without any sign-in; if it is ever accepted, its document is taken away again.
 * @param {DataTarget} target
 * @returns {Promise<Finding[]>}
 */
async function tryAnonymousWrite(target) {
  const id = `check-live-${Date.now()}`
  const now = new Date().toISOString()
  const body = JSON.stringify({
    fields: {
      url: { stringValue: 'https://example.invalid/check-live.webp' },
      nombre: { stringValue: 'check-live.webp' },
      fecha: { timestampValue: now },
      numero: { integerValue: '999999' },
    },
  })
  const url = restUrl(target, WRITE_TARGET, new URLSearchParams({ documentId: id }))
  const answer = await attempt(`anonymous write to ${WRITE_TARGET}`, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  })
  if (isFinding(answer)) return [answer]
  const finding = checkAnonymousWrite(WRITE_TARGET, answer)
  if (answer.status < 200 || answer.status >= 300) return [finding]
  const removed = await attempt(
    'removing the written document',
    restUrl(target, `${WRITE_TARGET}/${id}`),
    {
      method: 'DELETE',
    },
  )
  const gone = !isFinding(removed) && removed.status === 200
  return [finding, ...(gone ? [] : [fail(`delete ${WRITE_TARGET}/${id} in the Firebase console`)])]
}

/**
 * @param {{ origin: string, https: boolean, project?: string }} site
 * @returns {Promise<Finding[]>}
 */
async function checkSite(site) {
  const { SITE_PAGES, sitemapPaths } = await pagesModule()
  const { pageHeadAt } = await pageHeadsModule()
  /** @type {Finding[]} */
  const findings = []

  /** @type {Answer[]} */
  const pages = []
  const answers = await Promise.all(
    SITE_PAGES.map((page) =>
      attempt(`page ${page.path}`, `${site.origin}${page.path}`, {
        headers: { Accept: 'text/html' },
      }),
    ),
  )
  SITE_PAGES.forEach((page, index) => {
    const answer = answers[index]
    if (!answer) return
    if (isFinding(answer)) return findings.push(answer)
    const served = { path: page.path, ...answer }
    pages.push(served)
    // A first-look page's HTML carries its head; the others are the app's shell until it starts.
    findings.push(checkPage(served, page.firstLook ? pageHeadAt(page.path).title : undefined))
  })

  const firebaseJson = JSON.parse(readProjectFile('firebase.json') ?? '{}')
  if (pages.length > 0)
    findings.push(...checkHeaders(pages, pageSecurityHeaders(firebaseJson), site))

  for (const [file, check] of /** @type {const} */ ([
    ['sitemap.xml', (/** @type {Answer} */ a) => checkSitemap(a, sitemapPaths(), site)],
    ['robots.txt', (/** @type {Answer} */ a) => checkRobots(a)],
  ])) {
    const answer = await attempt(file, `${site.origin}/${file}`)
    findings.push(isFinding(answer) ? answer : check({ path: `/${file}`, ...answer }))
  }

  const fromPages = pages.map((page) => dataTargetOf(page.body)).find(Boolean)
  /** @type {DataTarget | undefined} */
  const target = site.project
    ? {
        origin: fromPages?.projectId === site.project ? fromPages.origin : PRODUCTION_FIRESTORE,
        projectId: site.project,
        apiKey: fromPages?.projectId === site.project ? fromPages.apiKey : undefined,
      }
    : fromPages
  if (!target) {
    findings.push(
      fail('data: no page names its Firestore read: give the project with --project <id>'),
    )
    return findings
  }
  findings.push(checkDataTarget(target, site.origin))

  const menus = SITE_PAGES.flatMap((page) => (page.menu ? [page.menu] : []))
  const image = await findMenuImage(target, [...new Set(menus)])
  if (isFinding(image)) findings.push(image)
  else {
    const answer = await attempt('menu image', image, { headers: { Origin: site.origin } })
    findings.push(isFinding(answer) ? answer : checkImageCors(image, answer, site.origin))
  }

  findings.push(...(await tryAnonymousWrite(target)))
  return findings
}

async function main() {
  const site = parse(process.argv.slice(2))
  if (!site) {
    console.log(USAGE)
    return 0
  }
  console.log(`check-live: ${site.origin}`)
  const findings = await checkSite(site)
  for (const finding of findings) console.log(findingLine(finding))
  console.log(`check-live: ${tally(findings)}`)
  return failures(findings).length > 0 ? 1 : 0
}

try {
  process.exitCode = await main()
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`check-live: ${error.message}\n${USAGE}`)
    process.exitCode = 2
  } else {
    console.error(`check-live: ${error instanceof Error ? (error.stack ?? error.message) : error}`)
    process.exitCode = 1
  }
}
