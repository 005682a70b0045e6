import { fullAddress } from '@/lib/shop/links'
import {
  DAYS,
  parseEspecial,
  SHOP_TOWN,
  SOCIAL_NETWORKS,
  type ShopSettings,
} from '@/lib/shop/settings'

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

/** '12:00-15:00,18:00-23:00' gives [['12:00', '15:00'], ['18:00', '23:00']]. */
const intervals = (horas: string) =>
  horas === '' ? [] : horas.split(',').map((interval) => interval.split('-'))

/** A date's hours as schema.org says them; a closed day opens and closes at 00:00. */
function specialHours(fecha: string, horas: string) {
  const spans = intervals(horas)
  return (spans.length > 0 ? spans : [['00:00', '00:00']]).map(([opens, closes]) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: fecha,
    validThrough: fecha,
    opens,
    closes,
  }))
}

/** The shop for search engines: the staff's details, weekly hours and special dates. */
export function iceCreamShop(origin: string, settings: ShopSettings) {
  const special = settings.especiales
    .map(parseEspecial)
    .filter(({ fecha }) => fecha !== settings.cerradoHoy)
  if (settings.cerradoHoy !== '') special.push({ fecha: settings.cerradoHoy, horas: '' })
  const sameAs = SOCIAL_NETWORKS.map(({ key }) => settings.redes[key]).filter((url) => url !== '')
  return {
    '@context': 'https://schema.org',
    '@type': 'IceCreamShop',
    name: settings.nombre,
    url: origin,
    // A shop that never saved its settings has neither: left out, never an example one.
    ...(settings.telefono !== '' && { telephone: settings.telefono }),
    ...(settings.email !== '' && { email: settings.email }),
    ...(sameAs.length > 0 && { sameAs }),
    hasMap: settings.mapaUrl || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.direccion,
      addressLocality: SHOP_TOWN.locality,
      addressRegion: SHOP_TOWN.region,
      addressCountry: SHOP_TOWN.country,
    },
    description: `Comidas rápidas, helados y bebidas en ${fullAddress(settings)}.`,
    openingHoursSpecification: DAYS.flatMap(({ key, schema }) =>
      intervals(settings.horario[key]).map(([opens, closes]) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${schema}`,
        opens,
        closes,
      })),
    ),
    specialOpeningHoursSpecification: special
      .sort((a, b) => a.fecha.localeCompare(b.fecha))
      .flatMap(({ fecha, horas }) => specialHours(fecha, horas)),
  }
}

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
/** One dish, flavour or drink of today's list. */
export interface MenuOffer {
  name: string
  description?: string
  /** In pesos; null when the shop gives none. */
  price: number | null
  soldOut: boolean
}

const menuItem = ({ name, description, price, soldOut }: MenuOffer) => ({
  '@type': 'MenuItem',
  name,
  ...(description === undefined ? {} : { description }),
  offers: {
    '@type': 'Offer',
    ...(price === null ? {} : { price, priceCurrency: 'COP' }),
    availability: soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
  },
})

export function menu(
  origin: string,
  name: string,
  path: string,
  pictures: readonly MenuPicture[],
  items: readonly MenuOffer[] = [],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name,
    url: new URL(path, origin).href,
    ...(items.length > 0 && { hasMenuItem: items.map(menuItem) }),
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
