import { expect, test } from '@playwright/test'
import { AUTH_HOST, FIRESTORE_HOST } from './support/emulator-hosts'
import { expectAllDecoded, menuImages, waitForWorker } from './support/image-cache'
import { firstInput } from './support/open-page'

const OFFLINE_NOTE = 'Estás sin conexión: este menú puede no estar actualizado.'

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`
}

test.describe('installable app that works offline', () => {
  test('a visited menu opens without a connection, images included', async ({ page, context }) => {
    await page.goto('/helados')
    const images = menuImages(page, 'helados')
    await expect(images.first()).toBeVisible()
    // The visitor touches the page: the app replaces its first look.
    await firstInput(page)
    await expect(page.locator('[data-first-look]')).toHaveCount(0)
    // Each list item gets its image once the first one has loaded.
    const count = await page
      .locator('section[aria-labelledby="menu-helados"] li:not([data-today-item])')
      .count()
    expect(count).toBeGreaterThan(0)
    await expect(images).toHaveCount(count)
    const sources = await expectAllDecoded(images)
    expect(sources.every((src) => src.includes('/v0/b/'))).toBe(true)

    await waitForWorker(page)
    // The worker arrived after the page loaded its images: the page hands it their URLs.
    await expect
      .poll(() =>
        page.evaluate(
          async (urls) =>
            (await Promise.all(urls.map((url) => caches.match(url)))).filter(Boolean).length,
          sources,
        ),
      )
      .toBe(sources.length)

    // Only the worker's caches may answer from now on, not the browser's HTTP cache.
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await context.setOffline(true)
    try {
      const response = await page.reload()
      expect(response?.fromServiceWorker()).toBe(true)
      await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
      await expect(page.getByRole('alert').filter({ hasText: OFFLINE_NOTE })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible()
      await expect(page.getByText(/No pudimos cargar el menú/)).toHaveCount(0)
      await expect(page.locator('[data-first-look]')).toHaveCount(0)
      await expect(images).toHaveCount(count)
      expect(await expectAllDecoded(images)).toEqual(sources)
    } finally {
      await context.setOffline(false)
    }
  })

  test('online, the menu shows no offline note and the worker leaves API calls alone', async ({
    page,
  }) => {
    const fromWorker: string[] = []
    page.on('response', (response) => {
      if (response.fromServiceWorker()) fromWorker.push(response.url())
    })
    await page.goto('/bebidas')
    await waitForWorker(page)
    await page.reload()
    await expect(menuImages(page, 'bebidas').first()).toBeVisible()
    await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0)
    await expect.poll(() => fromWorker.some((url) => url.includes('/assets/'))).toBe(true)
    // Firestore and Auth requests never come from the worker's caches.
    const emulators = [FIRESTORE_HOST, AUTH_HOST].map((host) => `http://${host}/`)
    expect(fromWorker.filter((url) => emulators.some((origin) => url.startsWith(origin)))).toEqual(
      [],
    )
  })

  test('the worker precaches the public shell, not the sign-in, dashboard or upload code', async ({
    request,
  }) => {
    const worker = await request.get('/sw.js')
    expect(worker.ok()).toBe(true)
    expect(worker.headers()['content-type']).toMatch(/javascript/)
    const script = await worker.text()
    const precached = [...new Set(script.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g))]
    expect(script).toContain('/shell.html')
    // The fonts' rules are written into the HTML files: no stylesheet to precache.
    expect(precached.filter((path) => path.endsWith('.css'))).toEqual([])
    expect(precached.some((path) => path.endsWith('.woff2'))).toBe(true)
    const scripts = precached.filter((path) => path.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(5)
    for (const path of scripts) {
      const body = await (await request.get(path)).text()
      for (const marker of [
        'Iniciar Sesión',
        'Imagen actualizada correctamente',
        'identitytoolkit.googleapis.com',
        'uploadBytesResumable',
      ]) {
        expect(body.includes(marker), `${marker} in precached ${path}`).toBe(false)
      }
    }
  })

  test('the manifest is linked once the page has loaded and describes the installable app', async ({
    page,
    request,
  }) => {
    // Linked in the HTML, the manifest and its icons would be fetched before the menu's picture.
    const html = await (await request.get('/')).text()
    expect(html).not.toContain('rel="manifest"')
    await page.goto('/')
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    )
    const response = await request.get('/manifest.webmanifest')
    expect(response.ok()).toBe(true)
    const manifest = (await response.json()) as {
      icons: { src: string; sizes: string; type: string; purpose?: string }[]
    }
    expect(manifest).toMatchObject({
      name: 'Heladería Colón',
      short_name: 'Heladería Colón',
      lang: 'es-CO',
      start_url: '/',
      display: 'standalone',
      theme_color: '#F57C00',
      background_color: '#FFF8F0',
    })
    const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)
    expect(icons).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src)
      expect(file.ok(), icon.src).toBe(true)
      expect(file.headers()['content-type']).toBe('image/png')
      expect(pngSize(await file.body())).toBe(icon.sizes)
    }

    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
    expect(touchIcon).toBeTruthy()
    const touchFile = await request.get(touchIcon ?? '')
    expect(pngSize(await touchFile.body())).toBe('180x180')
  })
})
