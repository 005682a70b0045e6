import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { localContentSecurityPolicy } from '../../scripts/emulators/local-hosting-config.mjs'
import { signInAsAdmin } from './support/admin-dashboard'

// The site as Firebase Hosting will serve it: the Hosting emulator applies firebase.json's
// rewrites and headers to the production build.

interface Header {
  key: string
  value: string
}
const hosting = JSON.parse(readFileSync('firebase.json', 'utf8')).hosting as {
  headers: { source: string; headers: Header[] }[]
}
const deployed = (key: string) =>
  hosting.headers.flatMap((rule) => rule.headers).find((header) => header.key === key)?.value ?? ''

const PUBLIC_ROUTES = [
  '/',
  '/comidas',
  '/helados',
  '/bebidas',
  '/cono-gratis',
  '/danos-tu-opinion',
  '/pagina-misteriosa',
  '/login',
  '/politica-de-privacidad',
  '/terminos-y-condiciones',
  '/politica-de-cookies',
]

/** Records every warning and error the page logs, from its first script on. */
function watchConsole(page: Page): string[] {
  const logged: string[] = []
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) logged.push(message.text())
  })
  return logged
}

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) fromConsole.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return async () => {
    const fromEvents = await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [])
    return [...fromEvents, ...fromConsole]
  }
}

test.describe('hosting as deployed', () => {
  test('every page carries the security headers and is never cached stale', async ({ request }) => {
    for (const path of ['/', '/helados', '/una/ruta/que/no/existe']) {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      expect(await response.text()).toContain('<div id="root">')
      const headers = response.headers()
      expect(headers['content-security-policy']).toBe(
        localContentSecurityPolicy(deployed('Content-Security-Policy')),
      )
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/)
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['cache-control']).toBe('no-cache')
    }
  })

  test('the deployed policy allows only what the site uses, and no inline script', () => {
    const policy = deployed('Content-Security-Policy')
    expect(policy).toContain("default-src 'self'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).toContain("object-src 'none'")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-eval'/)
    expect(policy).not.toContain('127.0.0.1')
    expect(policy).toContain('upgrade-insecure-requests')
  })

  test('hashed assets are cached for a year; the service worker never', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeTruthy()
    const asset = await request.get(String(script))
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    const worker = await request.get('/sw.js')
    if (worker.headers()['content-type']?.includes('javascript')) {
      expect(worker.headers()['cache-control']).toBe('no-cache')
    }
  })

  for (const path of PUBLIC_ROUTES) {
    test(`${path} reports no Content-Security-Policy violation and logs nothing`, async ({
      page,
    }) => {
      const violations = await watchCspViolations(page)
      const logged = watchConsole(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('load')
      // Every image fetched right away has arrived (or been refused) by now.
      await expect
        .poll(() =>
          page.evaluate(() =>
            Array.from(document.images)
              .filter((image) => image.loading !== 'lazy')
              .every((image) => image.complete),
          ),
        )
        .toBe(true)
      expect(await violations()).toEqual([])
      expect(logged).toEqual([])
    })
  }

  test('the dashboard reports no Content-Security-Policy violation', async ({ page }) => {
    const violations = await watchCspViolations(page)
    await signInAsAdmin(page)
    for (const section of ['comidas', 'clientes', 'opiniones']) {
      await page.goto(`/dashboard/${section}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await page.goto('/dashboard/helados/crear')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await violations()).toEqual([])
  })
})
