// @vitest-environment jsdom
import { showFirstLookJsonLd } from './first-look-json-ld'

const blocks = () =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => [
    script.getAttribute('data-json-ld'),
    script.textContent,
  ])

describe('showFirstLookJsonLd', () => {
  afterEach(() => (document.body.innerHTML = ''))

  it('writes a block into the first look, and the same block again when it changes', () => {
    document.body.innerHTML = '<div id="root"><div data-first-look></div></div>'
    showFirstLookJsonLd('menu', { name: 'Helados' })
    showFirstLookJsonLd('tienda', { name: 'Heladería </script>' })
    showFirstLookJsonLd('menu', { name: 'Helados de hoy' })
    expect(blocks()).toEqual([
      ['menu', '{"name":"Helados de hoy"}'],
      ['tienda', '{"name":"Heladería \\u003c/script>"}'],
    ])
    expect(document.querySelector('[data-first-look]')?.childElementCount).toBe(2)
  })

  it('writes nothing where the page has no first look (the app writes its own)', () => {
    document.body.innerHTML = '<div id="root"></div>'
    showFirstLookJsonLd('menu', { name: 'Helados' })
    expect(blocks()).toEqual([])
  })
})
