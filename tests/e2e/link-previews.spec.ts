import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { pageHeadAt } from '../../src/config/page-heads'
import { SITE_PAGES, sitemapPaths } from '../../src/config/pages'
import { SHARE_IMAGE } from '../../src/config/share-image'
import { scrollToFooter } from './support/footer'
// The build for the emulators names the Hosting emulator as the site's address.
import { SITE_URL } from './support/emulator-hosts'
import { openPage } from './support/open-page'

interface HeadFacts {
  /** `<title>` elements anywhere in the document. */
  titles: number
  title: string | null
  /** Titles, metas and canonical links outside `<head>`, which scrapers do not read. */
  outsideHead: number
  canonical: (string | null)[]
  /** The contents of the head's `<meta>`s by `name` or `property`. */
  meta: Record<string, (string | null)[]>
}

/**
 * A page's HTML as a link scraper gets it: one GET, parsed without running any script (the
 * browser's DOMParser, in a blank page).
 */
async function scrape(request: APIRequestContext, page: Page, path: string): Promise<HeadFacts> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  return page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, 'text/html')
    const meta: Record<string, (string | null)[]> = {}
    for (const tag of Array.from(document.head.querySelectorAll('meta'))) {
      const key = tag.getAttribute('name') ?? tag.getAttribute('property')
      if (key) meta[key] = [...(meta[key] ?? []), tag.getAttribute('content')]
    }
    return {
      titles: document.querySelectorAll('title').length,
      title: document.head.querySelector('title')?.textContent ?? null,
      outsideHead: document.body.querySelectorAll('title, meta, link[rel="canonical"]').length,
      canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((link) =>
        link.getAttribute('href'),
      ),
      meta,
    }
  }, html)
}

/** The width and height a JPEG declares in its frame header. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let at = 2
  while (at < bytes.length) {
    const marker = bytes.readUInt16BE(at)
    if (marker >= 0xffc0 && marker <= 0xffc3) {
      return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) }
    }
    at += 2 + bytes.readUInt16BE(at + 2)
  }
  throw new Error('No frame header in the JPEG')
}

test.describe('link previews and search engines', () => {
  for (const page of SITE_PAGES.filter((row) => row.firstLook)) {
    test(`${page.path}: the HTML's head says what the page is, with a picture`, async ({
      request,
      page: browserPage,
    }) => {
      const facts = await scrape(request, browserPage, page.path)
      const head = pageHeadAt(page.path)
      const url = SITE_URL + head.canonicalPath
      expect(facts.titles).toBe(1)
      expect(facts.title).toBe(head.title)
      expect(facts.outsideHead).toBe(0)
      expect(facts.meta['description']).toEqual([head.description])
      expect(facts.canonical).toEqual([url])
      expect(facts.meta['og:title']).toEqual([head.title])
      expect(facts.meta['og:description']).toEqual([head.description])
      expect(facts.meta['og:url']).toEqual([url])
      expect(facts.meta['og:type']).toEqual(['website'])
      expect(facts.meta['og:locale']).toEqual(['es_CO'])
      expect(facts.meta['og:site_name']).toEqual(['Heladería Colón'])
      expect(facts.meta['twitter:card']).toEqual(['summary_large_image'])
      expect(facts.meta['og:image:alt']).toEqual([SHARE_IMAGE.alt])
      expect(facts.meta.robots).toEqual(head.noindex ? ['noindex'] : undefined)

      const [imageUrl] = facts.meta['og:image'] ?? []
      expect(imageUrl).toBe(SITE_URL + SHARE_IMAGE.path)
      const image = await request.get(imageUrl ?? '')
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe(SHARE_IMAGE.type)
      const bytes = await image.body()
      expect(bytes.length).toBeLessThan(300_000)
      const declared = {
        width: Number(facts.meta['og:image:width']?.[0]),
        height: Number(facts.meta['og:image:height']?.[0]),
      }
      expect(declared).toEqual({ width: 1200, height: 630 })
      expect(jpegSize(bytes)).toEqual(declared)
    })
  }

  test('an unknown address shows the food menu but asks search engines not to index it', async ({
    request,
    page,
  }) => {
    for (const path of ['/no-existe', '/login', '/dashboard']) {
      const facts = await scrape(request, page, path)
      expect(facts.meta.robots, path).toEqual(['noindex'])
      expect(facts.titles, path).toBe(1)
    }
    await openPage(page, '/no-existe')
    await expect(page.getByRole('heading', { level: 1, name: 'Comidas' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/comidas`,
    )
  })

  test('the sitemap lists every indexed page and robots.txt names it', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    )
    expect(locations).toEqual(sitemapPaths().map((path) => SITE_URL + path))
    expect(locations).toContain(`${SITE_URL}/helados`)
    expect(locations).not.toContain(`${SITE_URL}/login`)
    expect(locations).not.toContain(`${SITE_URL}/`)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
    expect(robots).toContain('Disallow: /dashboard')
  })

  test('moving between pages in the app keeps one title and the page own tags', async ({
    page,
  }) => {
    await openPage(page, '/helados')
    await page
      .getByRole('navigation', { name: 'Menús' })
      .getByRole('link', { name: 'Bebidas' })
      .click()
    await expect(page.getByRole('heading', { level: 1, name: 'Bebidas' })).toBeVisible()
    const bebidas = pageHeadAt('/bebidas')
    await expect(page).toHaveTitle(bebidas.title)
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      bebidas.description,
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}/bebidas`,
    )
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${SITE_URL}/bebidas`,
    )
    await expect(page.locator('meta[property="og:image"]')).toHaveCount(1)

    await (await scrollToFooter(page)).getByRole('link', { name: 'Política de privacidad' }).click()
    const privacy = pageHeadAt('/politica-de-privacidad')
    await expect(page).toHaveTitle(privacy.title)
    await expect(page.locator('title')).toHaveCount(1)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      privacy.description,
    )
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
  })
})
