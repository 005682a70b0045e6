import { expect, test } from '@playwright/test'

// The small entry script starts a menu's data read while the app (React, MUI, the router) is
// still downloading; index.html asks for the app and the web fonts at once.

test('a menu page asks for its images and fonts before the app has arrived', async ({ page }) => {
  let releaseApp = () => {}
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve))
  let holding = true
  const requestedWhileHeld: string[] = []
  page.on('request', (request) => {
    if (holding) requestedWhileHeld.push(request.url())
  })
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await appHeld
    await route.continue()
  })

  await page.goto('/helados', { waitUntil: 'commit' })
  await expect
    .poll(() => requestedWhileHeld.filter((url) => url.includes('documents:runQuery')).length)
    .toBeGreaterThan(0)
  await expect.poll(() => requestedWhileHeld.filter((url) => url.endsWith('.woff2')).length).toBe(4)
  // The first menu image too: its list has arrived and the page asked for it ahead of React.
  await expect
    .poll(() => requestedWhileHeld.filter((url) => url.includes('/o/helados%2F')).length)
    .toBeGreaterThan(0)
  await expect(page.locator('#page-loader')).toBeVisible()

  holding = false
  releaseApp()
  await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').getByRole('img').first()).toBeVisible()
  await expect(page.locator('#page-loader')).toHaveCount(0)
})

test('the connections for the list and the images open early, and the list read needs no preflight', async ({
  page,
}) => {
  const methods: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('documents:runQuery')) methods.push(request.method())
  })
  await page.goto('/bebidas')
  await expect(page.getByRole('main').getByRole('listitem').getByRole('img').first()).toBeVisible()
  // A CORS preflight (OPTIONS) would cost one more round trip before the list.
  expect(methods).toEqual(['POST'])
  const hints = await page
    .locator('link[rel="preconnect"]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('href')} ${link.hasAttribute('crossorigin')}`),
    )
  expect(hints).toEqual(['http://127.0.0.1:8080 true', 'http://127.0.0.1:9199 false'])
})

test('the first look of the public pages is styled by index.html, not at run time', async ({
  page,
}) => {
  for (const path of ['/comidas', '/cono-gratis', '/pagina-misteriosa', '/danos-tu-opinion']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const { prerendered, used } = await page.evaluate(() => {
      const tag = document.querySelector('style[data-emotion^="css "]')
      const classes = Array.from(document.querySelectorAll('header *, h1')).flatMap((element) =>
        Array.from(element.classList),
      )
      return {
        prerendered: (tag?.getAttribute('data-emotion') ?? '').split(' ').slice(1),
        // css-0 is emotion's class for no styles at all: it has no CSS to carry.
        used: classes
          .filter((name) => name.startsWith('css-') && name !== 'css-0')
          .map((name) => name.slice(4)),
      }
    })
    expect(used.length).toBeGreaterThan(5)
    expect(used.filter((id) => !prerendered.includes(id))).toEqual([])
  }
})

test('when the app cannot be downloaded, the spinner gives way to a message and a retry', async ({
  page,
}) => {
  await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
  await page.goto('/helados')
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible()
  await expect(
    page.getByText('No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.'),
  ).toBeVisible()

  await page.unroute(/\/assets\/app-[\w-]+\.js$/)
  await page.getByRole('button', { name: 'Reintentar' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
  await expect(page.locator('#page-loader')).toHaveCount(0)
})

test('the images below the first are fetched only once the first has arrived', async ({ page }) => {
  const events: { kind: 'request' | 'finished'; url: string }[] = []
  const isComidasImage = (url: string) => url.includes('/o/comidas%2F')
  page.on('request', (request) => {
    if (isComidasImage(request.url())) events.push({ kind: 'request', url: request.url() })
  })
  page.on('requestfinished', (request) => {
    if (isComidasImage(request.url())) events.push({ kind: 'finished', url: request.url() })
  })

  await page.goto('/comidas')
  const images = page.getByRole('main').getByRole('listitem').getByRole('img')
  await expect(images.first()).toBeVisible()
  await expect(images).toHaveCount(await page.getByRole('main').getByRole('listitem').count())
  await images.last().scrollIntoViewIfNeeded()
  await expect.poll(() => new Set(events.map((event) => event.url)).size).toBeGreaterThan(1)

  const first = events[0]?.url
  const firstArrived = events.findIndex((event) => event.kind === 'finished' && event.url === first)
  const othersAsked = events.findIndex((event) => event.kind === 'request' && event.url !== first)
  expect(firstArrived).toBeGreaterThanOrEqual(0)
  expect(othersAsked).toBeGreaterThan(firstArrived)
})
