import { pageHeadAt, SITE_PAGES, sitemapPaths } from './pages'

describe('the page table', () => {
  it('gives every page its own title and a description long enough for a preview', () => {
    const titles = SITE_PAGES.map((page) => page.head.title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const page of SITE_PAGES) expect(page.head.description.length).toBeGreaterThan(50)
  })

  it('lists in the sitemap the indexed pages that are their own canonical address', () => {
    const paths = sitemapPaths()
    expect(paths).toContain('/comidas')
    expect(paths).toContain('/cono-gratis')
    expect(paths).not.toContain('/')
    expect(paths).not.toContain('/login')
  })

  it('gives unknown addresses the food menu, unindexed, canonical to /comidas', () => {
    expect(pageHeadAt('/no-existe')).toMatchObject({
      title: pageHeadAt('/comidas').title,
      canonicalPath: '/comidas',
      noindex: true,
    })
    expect(pageHeadAt('/helados/')).toMatchObject({ canonicalPath: '/helados', noindex: false })
  })
})
