// @vitest-environment jsdom
import { applyHead } from './apply-head'
import { pageHeadHtml, pageHeadTags, type PageHeadInput } from './head-tags'

const PAGE: PageHeadInput = {
  title: 'Helados en Colón',
  description: 'Conos & copas "de la casa"',
  canonicalPath: '/helados',
  siteUrl: 'https://heladeria.example',
  siteName: 'Heladería Colón',
}

const tagsIn = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector)).map(
    (tag) => tag.getAttribute('content') ?? tag.getAttribute('href'),
  )

describe('a page head', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
  })

  it('as HTML: one title and every tag, escaped', () => {
    const html = pageHeadHtml(pageHeadTags(PAGE))
    expect(html.match(/<title>/g)).toHaveLength(1)
    expect(html).toContain('<title>Helados en Colón</title>')
    expect(html).toContain('content="Conos &amp; copas &quot;de la casa&quot;"')
    expect(html).toContain('<link rel="canonical" href="https://heladeria.example/helados" />')
    expect(html).toContain('<meta property="og:locale" content="es_CO" />')
    expect(html).not.toContain('robots')
  })

  it('takes over the tags the HTML file carries instead of adding copies', () => {
    document.head.innerHTML = pageHeadHtml(pageHeadTags(PAGE))
    const description = document.head.querySelector('meta[name="description"]')
    applyHead(document, pageHeadTags({ ...PAGE, title: 'Bebidas', canonicalPath: '/bebidas' }))
    expect(document.title).toBe('Bebidas')
    expect(document.head.querySelectorAll('title')).toHaveLength(1)
    expect(document.head.querySelector('meta[name="description"]')).toBe(description)
    expect(tagsIn('link[rel="canonical"]')).toEqual(['https://heladeria.example/bebidas'])
    expect(tagsIn('meta[property="og:url"]')).toEqual(['https://heladeria.example/bebidas'])
    expect(tagsIn('meta[property="og:title"]')).toEqual(['Bebidas'])
  })

  it('removes what the next page does not want, and duplicates', () => {
    applyHead(document, pageHeadTags({ ...PAGE, noindex: true }))
    expect(tagsIn('meta[name="robots"]')).toEqual(['noindex'])
    const description = document.head.querySelector('meta[name="description"]')
    if (description) document.head.append(description.cloneNode())
    applyHead(document, pageHeadTags({ ...PAGE, canonicalPath: undefined }))
    expect(tagsIn('meta[name="robots"]')).toEqual([])
    expect(tagsIn('link[rel="canonical"]')).toEqual([])
    expect(tagsIn('meta[property="og:url"]')).toEqual([])
    expect(tagsIn('meta[name="description"]')).toEqual([PAGE.description])
  })
})
