import { expect, test, type Page } from '@playwright/test'
import { FIRESTORE_HOST, STORAGE_HOST } from './support/emulator-hosts'
import { layoutShiftsOf, recordLayoutShifts } from './support/layout-shifts'
import { ONE_SIZE } from './support/one-size'
import { firstInput } from './support/open-page'
import { firstLookPaths } from '../../src/config/pages'

// A public page's HTML file carries its first look: the browser paints it before any script
// runs. The small entry script reads the page's data and draws it there (today's list, the
// pictures), then the shop's details and buttons; the app (React, MUI, the router) is asked for
// only when something needs it, the visitor's first touch at the latest.

// These tests hold requests back or watch them; a service worker answering from its cache
// would bypass both (page.route does not see what it serves).
test.use({ serviceWorkers: 'block' })

/** The app's main chunk. */
const APP_CHUNK = /\/assets\/app-[\w-]+\.js$/

/** Holds the app's main chunk back until the returned function is called. */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(APP_CHUNK, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a menu page shows itself whole without the app, which comes with the first touch', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => requests.push(request.url()))
  const appAsked = () => requests.some((url) => APP_CHUNK.test(url))

  const response = await page.goto('/helados', { waitUntil: 'commit' })
  // The spinner covers the page until it has loaded, as everywhere (the HTML file brings it: on a
  // fast load it may be gone before a check of the page could see it).
  expect(await response?.text()).toContain('id="page-loader"')
  const look = page.locator('[data-first-look]')
  await expect(look.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
  const pictures = look.getByRole('main').locator('li:not([data-today-item]) img')
  await expect(pictures.first()).toBeVisible()
  expect(
    await pictures
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true)
  // Every picture of the menu, today's list with its 'Agregar', the floating buttons and the
  // menu's structured data: the page as the app draws it.
  await expect(pictures).toHaveCount(5)
  const list = look.getByRole('region', { name: 'Hoy en la carta' })
  await expect(list.getByRole('button', { name: 'Agregar Mora' })).toBeVisible()
  await expect(look.getByRole('link', { name: 'Pedir por WhatsApp' })).toBeVisible()
  await expect(look.getByRole('button', { name: 'Compartir' })).toBeVisible()
  await expect(look.locator('script[data-json-ld="menu"]')).toHaveCount(1)
  // One list read (preloaded by the HTML file) and the fonts; the spinner has faded, and the
  // first look is not inert (its links answer a finger; taps-before-app.spec.ts follows them).
  expect(requests.filter((url) => url.includes('/documents/helados?'))).toHaveLength(1)
  expect(requests.filter((url) => url.endsWith('.woff2'))).toHaveLength(4)
  await expect(look).not.toHaveAttribute('inert')
  await expect(page.locator('#page-loader')).toHaveCount(0)
  // A visitor who only looks never pays for the app.
  await page.waitForTimeout(3_000)
  expect(appAsked()).toBe(false)

  await firstInput(page)
  await expect.poll(appAsked).toBe(true)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1, name: 'Helados' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('listitem').getByRole('img').first()).toBeVisible()
  // The app takes the first look's read over instead of asking again.
  expect(requests.filter((url) => url.includes('/documents/helados?'))).toHaveLength(1)
})

test('a part only the app draws starts it once it reaches the screen: the footer', async ({
  page,
}) => {
  await page.goto('/cono-gratis')
  await expect(page.locator('[data-first-look]')).toBeVisible()
  await expect(page.locator('#page-loader')).toHaveCount(0)
  // Scrolled there by a script, not a finger: only the footer's arrival can start the app.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin' })).toBeVisible()
})

test('the surprise page shows the newest surprise in its first look, before the app', async ({
  page,
}) => {
  await page.route(/\/assets\/app-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'))
  await page.goto('/pagina-misteriosa')
  await expect(page.getByRole('heading', { level: 1, name: 'Página misteriosa' })).toBeVisible()
  await expect(
    page.locator('[data-first-look]').getByRole('img', { name: /Imagen misteriosa/ }),
  ).toBeVisible()
})

test('an address without a first look (the dashboard, the sign-in) starts with the spinner', async ({
  page,
}) => {
  const response = await page.goto('/login')
  expect(await response?.text()).toContain('id="page-loader"')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar Sesión' })).toBeVisible()
  await expect(page.locator('#page-loader')).toHaveCount(0)
})

test('the connections for the list and the images open early, and the list read needs no preflight', async ({
  page,
}) => {
  const methods: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/documents/bebidas?')) methods.push(request.method())
  })
  await page.goto('/bebidas')
  await expect(page.getByRole('main').getByRole('listitem').getByRole('img').first()).toBeVisible()
  // One plain GET, preloaded by the HTML file: a CORS preflight (OPTIONS) would cost one more
  // round trip before the list, and a second request would mean the preload went unused.
  expect(methods).toEqual(['GET'])
  const hints = await page
    .locator('link[rel="preconnect"]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute('href')} ${link.hasAttribute('crossorigin')}`),
    )
  expect(hints).toEqual([`http://${FIRESTORE_HOST} true`, `http://${STORAGE_HOST} true`])
})

test('the first look of the public pages is styled by their HTML files, not at run time', async ({
  request,
}) => {
  for (const path of ['/', '/comidas', '/cono-gratis', '/pagina-misteriosa', '/danos-tu-opinion']) {
    const html = await (await request.get(path)).text()
    const look = html.slice(html.indexOf('<div data-first-look>'))
    const prerendered = [...html.matchAll(/<style data-emotion="css ([^"]*)"/g)].flatMap((match) =>
      (match[1] ?? '').split(' '),
    )
    // css-0 is emotion's class for no styles at all: it has no CSS to carry.
    const used = [...look.matchAll(/class="([^"]*)"/g)]
      .flatMap((match) => (match[1] ?? '').split(' '))
      .filter((name) => name.startsWith('css-') && name !== 'css-0')
      .map((name) => name.slice(4))
    expect(look).toContain('<header')
    expect(look).toContain('<h1')
    // Nothing holds the first paint back but the HTML itself: the fonts' rules are inline and
    // every script is a module (deferred).
    expect(html, path).not.toContain('rel="stylesheet"')
    expect(html, path).toContain('<style>@font-face')
    expect(
      html.match(/<script(?![^>]*type="(?:module|application\/(?:ld\+)?json)")[^>]*>/g),
      path,
    ).toBeNull()
    expect(used.length, path).toBeGreaterThan(20)
    expect(
      used.filter((id) => !prerendered.includes(id)),
      path,
    ).toEqual([])
  }
})

test("the app's first render inserts CSS only for what the first look did not show", async ({
  page,
}) => {
  // Wrapper components (the header's bar over a Paper, its ⋮ button over a ButtonBase) have a
  // class of their own that no element carries: the HTML file's styles must hold it too.
  await page.addInitScript(() => {
    const inserted: string[] = []
    Object.assign(window, { insertedRules: inserted })
    const insertRule = CSSStyleSheet.prototype.insertRule
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      inserted.push(rule)
      return insertRule.call(this, rule, index)
    }
  })
  // The footer, the floating Compartir / Pedir por WhatsApp buttons and the order's Agregar
  // buttons come after the first render, on their own (their wrapper classes with them): held
  // back here, so that only the first render's styles are counted.
  await page.route(
    /\/assets\/(footer|structured-data|page-actions|order-buttons)-[\w-]+\.js$/,
    () => undefined,
  )
  for (const path of ['/comidas', '/politica-de-cookies']) {
    await page.goto(path)
    await firstInput(page)
    await expect(page.locator('[data-first-look]')).toHaveCount(0)
    const onNoElement = await page.evaluate(() => {
      const rules = (window as unknown as { insertedRules: string[] }).insertedRules
      const ids = rules.flatMap((rule) =>
        [...rule.matchAll(/\.css-([\w-]+)/g)].map((match) => match[1] ?? ''),
      )
      return [...new Set(ids)].filter((id) => !document.querySelector(`.css-${id}`))
    })
    expect(onNoElement, path).toEqual([])
  }
})

test('when the app cannot be downloaded, the spinner gives way to a message and a retry', async ({
  page,
}) => {
  await page.route(APP_CHUNK, (route) => route.abort('internetdisconnected'))
  await page.goto('/helados')
  await firstInput(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeVisible()
  await expect(
    page.getByText('No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.'),
  ).toBeVisible()

  await page.unroute(APP_CHUNK)
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
  // The first look draws them all (the app later draws the same, in the same places).
  const images = page.getByRole('main').getByRole('listitem').getByRole('img')
  await expect(images).toHaveCount(5)
  await expect(page.getByRole('main').locator('li:not([data-today-item])')).toHaveCount(5)
  await images.last().scrollIntoViewIfNeeded()
  await expect.poll(() => new Set(events.map((event) => event.url)).size).toBeGreaterThan(1)

  const first = events[0]?.url
  const firstArrived = events.findIndex((event) => event.kind === 'finished' && event.url === first)
  const othersAsked = events.findIndex((event) => event.kind === 'request' && event.url !== first)
  expect(firstArrived).toBeGreaterThanOrEqual(0)
  expect(othersAsked).toBeGreaterThan(firstArrived)
})

/** The CSS properties the running animations inside `selector` change. */
const animatedProperties = (page: Page, selector: string) =>
  page.evaluate((within) => {
    const notProperties = ['offset', 'computedOffset', 'easing', 'composite']
    return document.getAnimations().flatMap((animation) => {
      const effect = animation.effect
      if (!(effect instanceof KeyframeEffect) || !effect.target?.closest(within)) return []
      return effect
        .getKeyframes()
        .flatMap((frame) => Object.keys(frame).filter((key) => !notProperties.includes(key)))
    })
  }, selector)

test("the first look's later parts and the service worker's code are asked for only after the page's main paint", async ({
  page,
}) => {
  // Asked for sooner, their files and reads would compete on a weak connection with what that
  // paint needs (a menu's first picture, the surprise page's image, the free cone's heading).
  for (const path of firstLookPaths()) {
    await page.goto(path)
    const times = () =>
      page.evaluate(async (imageMark) => {
        const image = document.querySelector(`[data-first-look] img[${imageMark}]`)
        const painted = await new Promise<number | undefined>((resolve) => {
          const observer = new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[]
            const entry = image
              ? entries.find((element) => element.element === image)
              : entries.find((paint) => paint.name === 'first-contentful-paint')
            if (entry) resolve(entry.startTime)
          })
          observer.observe({ type: image ? 'element' : 'paint', buffered: true })
          setTimeout(() => resolve(undefined), 500)
        })
        const requested = (file: RegExp) =>
          performance.getEntriesByType('resource').find((entry) => file.test(entry.name))?.startTime
        return {
          painted,
          later: requested(/\/assets\/first-look-later-[\w-]+\.js$/),
          serviceWorker: requested(/\/assets\/register-service-worker-[\w-]+\.js$/),
        }
      }, 'data-first-look-image')
    // All come within the load and just after it; the paint may come last, which is refused.
    await expect
      .poll(async () => Object.values(await times()).every((time) => time !== undefined), path)
      .toBe(true)
    const { painted, later, serviceWorker } = await times()
    expect(later, path).toBeGreaterThanOrEqual(painted ?? Infinity)
    expect(serviceWorker, path).toBeGreaterThanOrEqual(painted ?? Infinity)
  }
})

test('a loading spinner only turns (a transform, which the compositor animates), before and after the app', async ({
  page,
}) => {
  // The list never arrives: the menu keeps its spinner.
  await page.route(/\/documents\/helados\?/, () => undefined)
  const releaseApp = await holdApp(page)
  await page.goto('/helados')
  const spinner = '[role="progressbar"]'
  await expect(page.locator(`[data-first-look] ${spinner}`)).toBeVisible()
  const beforeApp = await animatedProperties(page, spinner)
  expect(beforeApp.length).toBeGreaterThan(0)
  expect(new Set(beforeApp)).toEqual(new Set(['transform']))

  releaseApp()
  await firstInput(page)
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(page.getByRole('progressbar', { name: 'Cargando el menú de helados' })).toBeVisible()
  const withApp = await animatedProperties(page, spinner)
  expect(withApp.length).toBeGreaterThan(0)
  expect(new Set(withApp)).toEqual(new Set(['transform']))
})

test('a visitor who scrolled the first look keeps that place when the app takes over', async ({
  page,
}) => {
  const releaseApp = await holdApp(page)
  await page.goto('/comidas')
  await expect(page.locator('[data-first-look] li img').first()).toBeVisible()
  await page.mouse.wheel(0, 400)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
  releaseApp()
  await expect(page.locator('[data-first-look]')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('listitem').getByRole('img').first()).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
})

/** A largest-contentful-paint candidate the browser reported: when, and on what. */
interface Candidate {
  at: number
  tag: string
}

test('no first-look page paints its heading or first picture again once the app has taken over', async ({
  page,
}) => {
  // The browser reports a new candidate only for a paint larger than the last: the app drawing
  // the same page anew in the first look's place would report its heading or picture again.
  await page.addInitScript(() => {
    const candidates: Candidate[] = []
    let hadFirstLook = false
    let tookOverAt: number | null = null
    Object.assign(window, { candidates, tookOverAt: () => tookOverAt })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { element } = entry as PerformanceEntry & { element?: Element | null }
        candidates.push({ at: entry.startTime, tag: element?.tagName ?? '' })
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
    new MutationObserver(() => {
      const firstLook = document.querySelector('[data-first-look]') !== null
      if (hadFirstLook && !firstLook) tookOverAt ??= performance.now()
      hadFirstLook ||= firstLook
    }).observe(document, { childList: true, subtree: true })
  })
  for (const path of firstLookPaths()) {
    await page.goto(path)
    await expect(page.locator('#page-loader')).toHaveCount(0)
    // The app starts as a first touch would start it, but from a script: a real touch would end
    // the browser's reports of largest paints (they stop at the first input).
    await page.evaluate(() => window.dispatchEvent(new Event('pointerdown')))
    await expect(page.locator('[data-first-look]')).toHaveCount(0)
    // The app's own paints (and their report) come within a few frames of its first commit.
    await page.waitForTimeout(1_000)
    const { candidates, tookOverAt } = await page.evaluate(() => {
      const seen = window as unknown as {
        candidates: Candidate[]
        tookOverAt: () => number | null
      }
      return { candidates: seen.candidates, tookOverAt: seen.tookOverAt() }
    })
    if (tookOverAt === null) throw new Error(`${path}: the app never replaced the first look`)
    const before = candidates.filter((candidate) => candidate.at < tookOverAt)
    const after = candidates.filter((candidate) => candidate.at >= tookOverAt)
    expect(before.length, `${path}: the first look's paints`).toBeGreaterThan(0)
    // The app waits for a first look's picture at most FIRST_LOOK_WAIT_MS: on a busy machine
    // a late picture may then be the app's to paint, never a text.
    const pictureInTime = before.some((candidate) => candidate.tag === 'IMG')
    const late = pictureInTime ? after : after.filter((candidate) => candidate.tag !== 'IMG')
    expect(late, `${path}: paints reported after the app took over`).toEqual([])
  }
})

/** The page's main heading: its height and its text's length (its lines' widths), as drawn now. */
const mainHeading = (page: Page) =>
  page
    .locator('h1')
    .first()
    .evaluate((heading: HTMLElement) => {
      const text = document.createRange()
      text.selectNodeContents(heading)
      const lines = Array.from(text.getClientRects())
      return {
        height: heading.offsetHeight,
        width: lines.reduce((sum, line) => sum + line.width, 0),
      }
    })

/** The pages the bench judges: Lighthouse must print their CLS as 0.000. */
const JUDGED = ['/comidas', '/cono-gratis', '/pagina-misteriosa']

test("web fonts that come after the first paint leave the main heading's place", async ({
  page,
}) => {
  // A weak connection brings the fonts after the first look has painted in stand-in faces: the
  // headings' stand-in has Abril Fatface's line metrics and about its width.
  await recordLayoutShifts(page)
  let release = () => {}
  let fontsHeld = Promise.resolve()
  await page.route(/\.woff2$/, async (route) => {
    await fontsHeld
    await route.continue()
  })
  const nextFrame = () =>
    page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))))
  const abrilFatfaceReady = () => page.evaluate(() => document.fonts.check('1rem "Abril Fatface"'))
  for (const path of firstLookPaths()) {
    fontsHeld = new Promise<void>((resolve) => (release = resolve))
    const fontsAsked = page.waitForRequest(/\.woff2$/)
    await page.goto(path, { waitUntil: 'commit' })
    await fontsAsked
    await expect(page.locator('h1').first()).toBeVisible()
    await nextFrame()
    expect(await abrilFatfaceReady(), path).toBe(false)
    const standIn = await mainHeading(page)
    release()
    await expect.poll(abrilFatfaceReady).toBe(true)
    await nextFrame()
    const drawn = await mainHeading(page)
    expect(drawn.height, `${path}: the heading's height`).toBe(standIn.height)
    // Within a few glyphs' rounding (a device serif at its own size is 9–12% wider or narrower).
    expect(Math.abs(drawn.width / standIn.width - 1), `${path}: the width`).toBeLessThan(0.08)
    if (JUDGED.includes(path)) {
      // What moved the heading, if anything, rounds to a layout shift of 0.000.
      const moves = (await layoutShiftsOf(page)).filter((shift) => shift.includes('<h1'))
      const total = moves.reduce((sum, shift) => sum + Number.parseFloat(shift), 0)
      expect(total, `${path}: ${moves.join('; ')}`).toBeLessThan(0.0005)
    }
  }
})

test(
  "today's list and its 'Agregar' wait for Poppins on a device lacking a stand-in's font",
  ONE_SIZE,
  async ({ page }) => {
    // Most phones lack one stand-in's font (Android has no Arial): its face fails at once, and a
    // wait on the whole list of faces ended with it, so the list was drawn in the stand-in and
    // moved when Poppins came. Here a stand-in of that kind fails on every machine.
    await page.addInitScript(() => {
      const missing = new FontFace('Poppins Arial', "local('No Such Font Bold')", { weight: '600' })
      // A FontFaceSet is a set of faces (TypeScript's DOM types leave out its add).
      ;(document.fonts as unknown as Set<FontFace>).add(missing)
      const drawnBeforePoppins: string[] = []
      Object.defineProperty(window, 'drawnBeforePoppins', { value: drawnBeforePoppins })
      const watched = new Map([
        ['list', '[data-today-item]'],
        ['buttons', '[data-today-item] button'],
      ])
      new MutationObserver(() => {
        for (const [part, selector] of watched) {
          if (!document.querySelector(selector)) continue
          watched.delete(part)
          if (!document.fonts.check('600 1rem Poppins')) drawnBeforePoppins.push(part)
        }
      }).observe(document, { childList: true, subtree: true })
    })
    // Poppins' 600 comes a little after the list's read, well within the page's wait for it.
    const listRead = page.waitForResponse((response) =>
      response.url().includes('/documents/helados?'),
    )
    await page.route(/poppins-600-[\w-]+\.woff2$/, async (route) => {
      await listRead
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.continue()
    })
    await page.goto('/helados')
    const list = page.getByRole('region', { name: 'Hoy en la carta' })
    await expect(list.getByRole('button', { name: 'Agregar Mora' })).toBeVisible()
    expect(await page.evaluate(() => document.fonts.check('600 1rem Poppins'))).toBe(true)
    const drawnBeforePoppins = await page.evaluate(
      () => (window as unknown as { drawnBeforePoppins: string[] }).drawnBeforePoppins,
    )
    expect(drawnBeforePoppins).toEqual([])
  },
)
