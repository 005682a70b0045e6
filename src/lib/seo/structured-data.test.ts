import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
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
    const data = iceCreamShop('https://tienda.example', DEFAULT_SETTINGS)
    expect(data['@type']).toBe('IceCreamShop')
    expect(data.name).toBe(DEFAULT_SETTINGS.nombre)
    // The defaults have no phone or email (nothing saved yet): neither is said.
    expect(data).not.toHaveProperty('telephone')
    expect(data).not.toHaveProperty('email')
    expect(data.address.streetAddress).toBe('Calle 3 Cra 9 Barrio Centro')
    expect(data.openingHoursSpecification).toHaveLength(6)
    expect(data.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: 'https://schema.org/Monday',
      opens: '15:00',
      closes: '23:00',
    })
    expect(data.specialOpeningHoursSpecification).toEqual([])
  })

  it('says the staff’s hours: two intervals, closures, special hours and «Cerrado hoy»', () => {
    const data = iceCreamShop('https://tienda.example', {
      ...DEFAULT_SETTINGS,
      nombre: 'Helados La 3',
      telefono: '+57 311 222 3344',
      email: 'hola@la3.co',
      horario: { ...DEFAULT_SETTINGS.horario, sa: '10:00-14:00,16:00-23:00', do: '14:00-20:00' },
      especiales: ['2026-12-31=15:00-19:00', '2026-12-24='],
      cerradoHoy: '2026-11-24',
      redes: { instagram: 'https://instagram.com/la3', facebook: '', tiktok: '', youtube: '' },
    })
    expect(data.name).toBe('Helados La 3')
    expect(data.telephone).toBe('+57 311 222 3344')
    expect(data.email).toBe('hola@la3.co')
    expect(data.sameAs).toEqual(['https://instagram.com/la3'])
    const saturday = data.openingHoursSpecification.filter((spec) =>
      spec.dayOfWeek.endsWith('Saturday'),
    )
    expect(saturday.map(({ opens, closes }) => `${opens}-${closes}`)).toEqual([
      '10:00-14:00',
      '16:00-23:00',
    ])
    expect(data.openingHoursSpecification).toHaveLength(8)
    expect(data.specialOpeningHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-11-24',
        validThrough: '2026-11-24',
        opens: '00:00',
        closes: '00:00',
      },
      expect.objectContaining({ validFrom: '2026-12-24', opens: '00:00', closes: '00:00' }),
      expect.objectContaining({ validFrom: '2026-12-31', opens: '15:00', closes: '19:00' }),
    ])
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

  it("lists today's items as MenuItems with an offer in pesos, sold-out ones as SoldOut", () => {
    const data = menu(
      'https://tienda.example',
      'Menú de helados',
      '/helados',
      [],
      [
        { name: 'Mora', description: 'Sin azúcar', price: 8000, soldOut: false },
        { name: 'Chicle', price: null, soldOut: true },
      ],
    )
    expect(data.hasMenuItem).toEqual([
      {
        '@type': 'MenuItem',
        name: 'Mora',
        description: 'Sin azúcar',
        offers: {
          '@type': 'Offer',
          price: 8000,
          priceCurrency: 'COP',
          availability: 'https://schema.org/InStock',
        },
      },
      {
        '@type': 'MenuItem',
        name: 'Chicle',
        offers: { '@type': 'Offer', availability: 'https://schema.org/SoldOut' },
      },
    ])
  })

  it('leaves hasMenuItem out when the menu has no list today', () => {
    expect(menu('https://tienda.example', 'Menú', '/bebidas', [])).not.toHaveProperty('hasMenuItem')
  })

  it('writes JSON that no text inside can break out of its script tag', () => {
    const text = jsonLd({ description: 'Pizza </script><script>alert(1)</script>' })
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual({ description: 'Pizza </script><script>alert(1)</script>' })
  })
})
