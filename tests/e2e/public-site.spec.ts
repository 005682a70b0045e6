import { expect, test, type Page } from '@playwright/test'
import { seriousViolations } from './support/accessibility'
import { scrollToFooter } from './support/footer'
import { openPage } from './support/open-page'
import { adminDb } from './support/firebase-admin'

// Slow only in sum: 20 tests a project of 2 to 3 s each, most of it a new visitor's page load
// (the first look, then the app); the axe checks of each public page add little.

const PUBLIC_ROUTES = [
  { path: '/', heading: 'Comidas' },
  { path: '/comidas', heading: 'Comidas' },
  { path: '/helados', heading: 'Helados' },
  { path: '/bebidas', heading: 'Bebidas' },
  { path: '/cono-gratis', heading: '¿Cómo ganar un cono gratis?' },
  { path: '/danos-tu-opinion', heading: 'Nos importa mucho lo que piensas' },
  { path: '/pagina-misteriosa', heading: 'Página misteriosa' },
  { path: '/login', heading: 'Iniciar Sesión' },
  { path: '/politica-de-privacidad', heading: /Política de privacidad/i },
  { path: '/terminos-y-condiciones', heading: /Términos y condiciones/i },
  { path: '/politica-de-cookies', heading: /Política de cookies/i },
]

async function highlightSitsUnder(page: Page, tab: string) {
  const highlight = page.getByTestId('tab-highlight')
  const link = page.getByRole('navigation', { name: 'Menús' }).getByRole('link', { name: tab })
  await expect(link).toHaveAttribute('aria-current', 'page')
  // The highlight slides for 0.5 s; wait until it has settled under the tab.
  await expect
    .poll(async () => {
      const [h, l] = await Promise.all([highlight.boundingBox(), link.boundingBox()])
      return h && l ? Math.abs(h.x - l.x) + Math.abs(h.width - l.width) : Infinity
    })
    .toBeLessThan(2)
}

test.describe('public site', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} renders its content without serious accessibility problems`, async ({
      page,
    }) => {
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
      await expect(page.locator('#page-loader')).toHaveCount(0)
      await expect(page).toHaveTitle(/\S/)
      const description = page.locator('meta[name="description"]')
      await expect(description).toHaveCount(1)
      await expect(description).toHaveAttribute('content', /.{50,}/)
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  test('the Comidas menu shows the seeded images in order, the first one eagerly', async ({
    page,
  }) => {
    await page.goto('/comidas')
    const images = page.getByRole('main').getByRole('listitem').getByRole('img')
    await expect(images).toHaveCount(5)
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    // In the staff's order, each read out as what its picture says (the seed's descripciones).
    const alts = await images.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('alt')))
    expect(alts.map((alt) => alt?.split('.')[0])).toEqual([
      'Hamburguesas',
      'Perros calientes',
      'Salchipapas',
      'Pizza',
      'Arepas y mazorcadas',
    ])
  })

  test('a screen reader hears the dishes and prices of a menu picture', async ({ page }) => {
    await page.goto('/comidas')
    await expect(
      page.getByRole('img', {
        name: /^Hamburguesas\. Carne a la plancha .* Sencilla \(carne 120 g, queso, lechuga y tomate\): \$12\.000\./,
      }),
    ).toBeVisible()
  })

  test('the highlight slides under the active tab and unknown paths show Comidas', async ({
    page,
  }) => {
    await page.goto('/no-existe/de-verdad')
    await expect(page.getByRole('heading', { level: 1, name: 'Comidas' })).toBeVisible()
    await highlightSitsUnder(page, 'Comidas')
    await page.getByRole('link', { name: 'Bebidas' }).click()
    await expect(page).toHaveURL(/\/bebidas$/)
    await highlightSitsUnder(page, 'Bebidas')
    await page.getByRole('link', { name: 'Helados' }).click()
    await highlightSitsUnder(page, 'Helados')
  })

  test('the dots menu reaches the extra pages, where no tab is highlighted', async ({ page }) => {
    await page.goto('/helados')
    await page.getByRole('button', { name: 'Más páginas' }).click()
    await page.getByRole('menuitem', { name: 'Reclama un helado gratis' }).click()
    await expect(page).toHaveURL(/\/cono-gratis$/)
    await expect(page.getByRole('menu')).toBeHidden()
    await expect(page.locator('[aria-current="page"]')).toHaveCount(0)
    await page.getByRole('button', { name: 'Más páginas' }).click()
    await page.getByRole('menuitem', { name: 'Danos tu opinion' }).click()
    await expect(page).toHaveURL(/\/danos-tu-opinion$/)
  })

  test('a route change scrolls back to the top', async ({ page }) => {
    await openPage(page, '/comidas')
    const footer = await scrollToFooter(page)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    await footer.getByRole('link', { name: 'Política de cookies' }).click()
    await expect(page).toHaveURL(/politica-de-cookies$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('an opinion is stored in Firestore and the field clears', async ({ page }, testInfo) => {
    const mensaje = `Me encantó el helado de arazá (${testInfo.project.name} ${Date.now()})`
    await openPage(page, '/danos-tu-opinion')
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('Por favor escribe un mensaje antes de enviar')).toBeVisible()
    await page.getByPlaceholder('Mensaje').fill(mensaje)
    await page.getByRole('button', { name: 'Enviar' }).click()
    await expect(page.getByText('¡Mensaje enviado con éxito!')).toBeVisible()
    await expect(page.getByPlaceholder('Mensaje')).toHaveValue('')
    const stored = await adminDb.collection('opiniones').where('mensaje', '==', mensaje).get()
    expect(stored.size).toBe(1)
    expect(stored.docs[0]?.get('fecha').toDate().getTime()).toBeGreaterThan(Date.now() - 120_000)
  })

  test('the opinion form is on menu pages but not on the surprise or free-cone pages', async ({
    page,
  }) => {
    const form = page.getByRole('heading', { name: 'Nos importa mucho lo que piensas' })
    await page.goto('/bebidas')
    await expect(form).toBeVisible()
    await page.goto('/pagina-misteriosa')
    await expect(page.getByRole('heading', { name: 'Página misteriosa' })).toBeVisible()
    await expect(form).toHaveCount(0)
    await openPage(page, '/cono-gratis')
    await expect(page.getByRole('heading', { name: '¿Cómo ganar un cono gratis?' })).toBeVisible()
    await expect(form).toHaveCount(0)
  })

  test('the page carries the breadcrumb and shop structured data', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Comidas' })).toBeVisible()
    // Written with the footer, once the page has loaded, from the staff's settings.
    await expect
      .poll(async () => {
        const blocks = await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}') as object))
        return blocks.map((b) => (b as { '@type': string })['@type'])
      })
      .toEqual(expect.arrayContaining(['BreadcrumbList', 'IceCreamShop']))
  })

  test('the footer shows hours, the open-now state and a phone link', async ({ page }) => {
    await page.goto('/helados')
    const footer = await scrollToFooter(page)
    await expect(footer.getByText('03:00 pm - 11:00 pm')).toHaveCount(6)
    await expect(footer.getByText(/^(Abierto ahora|Cerrado)$/)).toBeVisible()
    await expect(footer.getByRole('link', { name: /\+57/ })).toHaveAttribute('href', /^tel:/)
    await expect(footer.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/login')
  })

  test('a button answers keyboard focus with a ring and a press with a darker shade, without a ripple', async ({
    page,
  }) => {
    await openPage(page, '/comidas')
    const more = page.getByRole('button', { name: 'Más páginas' })
    // Tab until the ⋮ button has the keyboard's focus (a ring only shows for the keyboard).
    for (let step = 0; step < 30; step++) {
      await page.keyboard.press('Tab')
      if (await more.evaluate((button) => button === document.activeElement)) break
    }
    await expect(more).toBeFocused()
    await expect(more).toHaveCSS('outline-style', 'solid')
    await expect(more).toHaveCSS('outline-color', 'rgb(191, 72, 0)')
    const box = await more.boundingBox()
    if (!box) throw new Error('the ⋮ button has no box')
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await expect(more).toHaveCSS('background-image', /linear-gradient/)
    await expect(page.locator('.MuiTouchRipple-root')).toHaveCount(0)
    await page.mouse.up()
  })
})
