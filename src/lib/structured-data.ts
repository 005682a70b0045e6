import { shop } from '@/config/shop'

const BREADCRUMB = [
  { name: 'Inicio', path: '/' },
  { name: 'Comidas', path: '/comidas' },
  { name: 'Helados', path: '/helados' },
  { name: 'Bebidas', path: '/bebidas' },
]

export function breadcrumbList(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: BREADCRUMB.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: new URL(item.path, origin).href,
    })),
  }
}

export function iceCreamShop(origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'IceCreamShop',
    name: shop.product,
    url: origin,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      addressLocality: shop.address.locality,
      addressRegion: shop.address.region,
      addressCountry: shop.address.country,
    },
    openingHoursSpecification: shop.openingHours.map((h) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${dayName[h.codigo]}`,
      opens: h.abre,
      closes: h.cierra,
    })),
  }
}

const dayName = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
} as const

/** One picture of a menu, in words. */
export interface MenuPicture {
  name: string
  description?: string
  image: string
}

/**
 * A menu page as a schema.org Menu, each picture a section with what it says: search engines
 * get the dishes and prices as text (screen readers hear them once, as the pictures' alt text).
 */
export function menu(origin: string, name: string, path: string, pictures: readonly MenuPicture[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    url: new URL(path, origin).href,
    hasMenuSection: pictures.map((picture) => ({
      '@type': 'MenuSection',
      name: picture.name,
      ...(picture.description === undefined ? {} : { description: picture.description }),
      image: picture.image,
    })),
  }
}

/** JSON for a script tag: `<` escaped, so no text inside can end the tag. */
export const jsonLd = (data: object) => JSON.stringify(data).replaceAll('<', '\\u003c')
