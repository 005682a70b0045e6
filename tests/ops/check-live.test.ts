// `npm run check-live` as a shop runs it, against the production build on the Hosting emulator
// with the demo data (inside `with-emulators.mjs --hosting`, after `npm run build:e2e`): it passes,
// and fails when a security header goes missing or a page answers 404 (a small proxy in front of
// the Hosting emulator takes the header away, or answers 404 for one page).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { resetAndSeed } from '../../scripts/seed/seed.mjs'
import { FIRESTORE_HOST, SITE_URL, STORAGE_HOST } from '../e2e/support/emulator-hosts'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
// The Hosting emulator and the emulators of this set (the suite's second set listens elsewhere).
const HOSTING = SITE_URL
const FIRESTORE = `http://${FIRESTORE_HOST}`
const STORAGE = `http://${STORAGE_HOST}`
const pattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

async function checkLive(site: string) {
  const child = spawn(process.execPath, ['scripts/deploy/check-live.mjs', site], { cwd: ROOT })
  let stdout = ''
  let stderr = ''
  child.stdout.setEncoding('utf8').on('data', (text: string) => (stdout += text))
  child.stderr.setEncoding('utf8').on('data', (text: string) => (stderr += text))
  const [code] = (await once(child, 'close')) as [number | null]
  return { code, stdout, stderr, lines: stdout.split('\n').filter(Boolean) }
}

interface ProxyChange {
  /** A header the proxy takes away from every answer. */
  strip?: string
  /** A path the proxy answers 404 for. */
  missing?: string
}

const proxies: http.Server[] = []
afterEach(async () => {
  await Promise.all(
    proxies.splice(0).map((server) => {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(resolve))
    }),
  )
})

/** A proxy in front of the Hosting emulator; resolves with its address. */
async function proxy({ strip, missing }: ProxyChange): Promise<string> {
  const upstream = new URL(HOSTING)
  const server = http.createServer((request: IncomingMessage, response: ServerResponse) => {
    if (missing && request.url === missing) {
      response.writeHead(404, { 'Content-Type': 'text/html' }).end('<title>Not found</title>')
      return
    }
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        const headers = Object.fromEntries(
          Object.entries(answer.headers).filter(([name]) => name !== strip?.toLowerCase()),
        )
        response.writeHead(answer.statusCode ?? 502, headers)
        answer.pipe(response)
      },
    )
    forwarded.on('error', (error) => response.writeHead(502).end(error.message))
    request.pipe(forwarded)
  })
  proxies.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

beforeAll(async () => {
  const answer = await fetch(`${HOSTING}/comidas`).catch((error: unknown) => error)
  if (!(answer instanceof Response) || answer.status !== 200) {
    throw new Error(
      `The Hosting emulator does not serve the site at ${HOSTING}: run these tests inside ` +
        '`node scripts/emulators/with-emulators.mjs --hosting -- ...`, after `npm run build:e2e`.',
    )
  }
  // The menus' demo pictures, whatever earlier tests left: the check needs one to ask for.
  await resetAndSeed()
}, 120_000)

describe('npm run check-live', () => {
  it('passes the production build on the Hosting emulator', async () => {
    const { code, lines, stderr } = await checkLive(HOSTING)
    expect({ code, stderr, failed: lines.filter((line) => line.startsWith('FAIL')) }).toEqual({
      code: 0,
      stderr: '',
      failed: [],
    })
    for (const expected of [
      'PASS  page /comidas: 200, "Comidas rápidas en Colón, Putumayo | Menú"',
      "PASS  page /login: 200 (the app's shell; the app titles it)",
      'PASS  header X-Frame-Options: DENY on all 12 pages',
      'PASS  robots.txt: names the sitemap, keeps crawlers out of /dashboard',
      `PASS  data: project demo-heladeria-colon at ${FIRESTORE} (an emulator build)`,
      'PASS  anonymous write to comidas: refused (403 PERMISSION_DENIED)',
    ]) {
      expect(lines).toContain(expected)
    }
    expect(lines).toContainEqual(
      expect.stringMatching(/^PASS {2}sitemap\.xml: the 9 indexed pages at /),
    )
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^PASS {2}menu image ${pattern(STORAGE)}/.*: image/\\w+, ` +
            `Access-Control-Allow-Origin ${pattern(HOSTING)} for ${pattern(HOSTING)}$`,
        ),
      ),
    )
    expect(lines.at(-1)).toMatch(/^check-live: \d+ passed, 0 failed$/)
  })

  it('fails when a security header is taken away', async () => {
    const site = await proxy({ strip: 'X-Frame-Options' })
    const { code, lines } = await checkLive(site)
    expect(code).toBe(1)
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([
      'FAIL  header X-Frame-Options: missing on /, /comidas, /helados, /bebidas, /cono-gratis, ' +
        '/danos-tu-opinion, /pagina-misteriosa, /tarjeta-de-sellos, /login, /politica-de-privacidad, ' +
        '/terminos-y-condiciones, /politica-de-cookies',
    ])
    // Everything else still passes through the proxy, the image's CORS for its address included.
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^PASS {2}menu image .*Access-Control-Allow-Origin ${site} for ${site}$`),
      ),
    )
    expect(lines.at(-1)).toMatch(/^check-live: \d+ passed, 1 failed$/)
  })

  it('fails when a page answers 404', async () => {
    const site = await proxy({ missing: '/helados' })
    const { code, lines } = await checkLive(site)
    expect(code).toBe(1)
    expect(lines.filter((line) => line.startsWith('FAIL'))).toEqual([
      'FAIL  page /helados: 404 (expected 200)',
      // The proxy's own 404 carries none of Hosting's headers either.
      ...lines.filter((line) => line.startsWith('FAIL  header ')),
    ])
    expect(lines.filter((line) => line.startsWith('FAIL  header '))).not.toHaveLength(0)
    expect(lines).toContain('PASS  page /bebidas: 200, "Bebidas en Colón, Putumayo | Menú"')
  })

  it('refuses an address that is not a site, exit code 2', async () => {
    const { code, stderr } = await checkLive('heladeria.example')
    expect(code).toBe(2)
    expect(stderr).toContain('check-live: "heladeria.example" is not a site\'s address')
  })
})
