import { PAGE_HEADS, pageHeadAt } from './page-heads'
import { SITE_PAGES, sitemapPaths } from './pages'

describe('the page table', () => {
  it('gives every page its own title and a description long enough for a preview', () => {
    expect(Object.keys(PAGE_HEADS)).toEqual(SITE_PAGES.map((page) => page.path))
    const heads = SITE_PAGES.map((page) => pageHeadAt(page.path))
    const titles = heads.map((head) => head.title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const head of heads) expect(head.description.length).toBeGreaterThan(50)
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
