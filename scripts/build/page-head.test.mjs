import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './site-files-plugin.mjs'
import { withNoindex, withPageHead } from './page-head.mjs'

const INDEX = `<head>
    <title>Sitio</title>
    <meta
      data-static
      name="description"
      content="Del sitio"
    />
  </head>`

describe('the page head in the HTML file', () => {
  it("puts the page's tags in place of the site's title and description", () => {
    const html = withPageHead(INDEX, '<title>Helados</title>')
    expect(html).toContain('<title>Helados</title>')
    expect(html).not.toContain('Sitio')
    expect(html).not.toContain('Del sitio')
    expect(() => withPageHead('<head></head>', '<title>x</title>')).toThrow(/changed shape/)
    expect(() => withPageHead(INDEX, '<meta name="description" content="d" />')).toThrow(
      /exactly one <title>/,
    )
  })

  it('marks the shell noindex', () => {
    expect(withNoindex(INDEX)).toContain('<meta name="robots" content="noindex" />')
  })
})

describe('sitemap and robots.txt', () => {
  it('list the pages at the site address and name the sitemap', () => {
    const xml = sitemapXml('https://heladeria.example', ['/', '/helados'])
    expect(xml).toContain('<loc>https://heladeria.example/</loc>')
    expect(xml).toContain('<loc>https://heladeria.example/helados</loc>')
    expect(robotsTxt('https://heladeria.example')).toContain(
      'Sitemap: https://heladeria.example/sitemap.xml',
    )
  })
})
