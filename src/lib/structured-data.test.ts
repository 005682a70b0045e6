import { breadcrumbList, iceCreamShop, jsonLd, menu } from './structured-data'

describe('structured data', () => {
  it('lists Inicio, Comidas, Helados and Bebidas with positions and absolute URLs', () => {
    const list = breadcrumbList('https://tienda.example')
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://tienda.example/' },
      { '@type': 'ListItem', position: 2, name: 'Comidas', item: 'https://tienda.example/comidas' },
      { '@type': 'ListItem', position: 3, name: 'Helados', item: 'https://tienda.example/helados' },
      { '@type': 'ListItem', position: 4, name: 'Bebidas', item: 'https://tienda.example/bebidas' },
    ])
  })

  it('describes the shop with its address and six opening days', () => {
    const data = iceCreamShop('https://tienda.example')
    expect(data['@type']).toBe('IceCreamShop')
    expect(data.address.streetAddress).toBe('Calle 3 Cra 9 Barrio Centro')
    expect(data.openingHoursSpecification).toHaveLength(6)
    expect(data.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: 'https://schema.org/Monday',
      opens: '15:00',
      closes: '23:00',
    })
  })

  it("lists a menu page's pictures as sections, with what each one says when known", () => {
    const data = menu('https://tienda.example', 'Menú de comidas', '/comidas', [
      {
        name: 'Hamburguesas',
        description: 'Sencilla $12.000',
        image: 'https://img.example/h.webp',
      },
      { name: 'Pizza', image: 'https://img.example/p.webp' },
    ])
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      name: 'Menú de comidas',
      url: 'https://tienda.example/comidas',
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'Hamburguesas',
          description: 'Sencilla $12.000',
          image: 'https://img.example/h.webp',
        },
        { '@type': 'MenuSection', name: 'Pizza', image: 'https://img.example/p.webp' },
      ],
    })
  })

  it('writes JSON that no text inside can break out of its script tag', () => {
    const text = jsonLd({ description: 'Pizza </script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ description: 'Pizza </script><script>alert(1)</script>' })
  })
})
