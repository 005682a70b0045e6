/**
 * Everything the site says about the shop. Values marked PLACEHOLDER have not been given by
 * the shop yet: replace them here, and only here, before going live.
 */

export type Weekday = 'Mo' | 'Tu' | 'We' | 'Th' | 'Fr' | 'Sa' | 'Su'

export interface OpeningHours {
  dia: string
  horario: string
  /** schema.org day code. */
  codigo: Weekday
  /** 24-hour clock, Colombia's time. */
  abre: string
  cierra: string
}

const hours = (dia: string, codigo: Weekday): OpeningHours => ({
  dia,
  codigo,
  horario: '03:00 pm - 11:00 pm',
  abre: '15:00',
  cierra: '23:00',
})

export const shop = {
  /** PLACEHOLDER {product}: the shop's brand, as written in the spec's texts. */
  product: 'Heladería Colón',
  /** PLACEHOLDER {phone}. */
  phone: '+57 300 000 0000',
  /** PLACEHOLDER {email}: the info address at the shop's own domain. */
  email: 'info@heladeriacolon.example',
  /** PLACEHOLDER: the shop's link-aggregator page, opened by the header logo. */
  linkPageUrl: 'https://linktr.ee/heladeriacolon',
  /** PLACEHOLDER: public address of the deployed site, for structured data. */
  siteUrl: 'https://heladeriacolon.example',
  social: [
    /** PLACEHOLDER URLs. */
    { nombre: 'Instagram', url: 'https://www.instagram.com/heladeriacolon' },
    { nombre: 'YouTube', url: 'https://www.youtube.com/@heladeriacolon' },
  ],
  address: {
    street: 'Calle 3 Cra 9 Barrio Centro',
    locality: 'Colón',
    region: 'Putumayo',
    country: 'CO',
  },
  timeZone: 'America/Bogota',
  /** America/Bogota is UTC-5 all year (no daylight saving since 1993). */
  utcOffsetMinutes: -300,
  openingHours: [
    hours('Lunes', 'Mo'),
    hours('Martes', 'Tu'),
    hours('Miércoles', 'We'),
    hours('Jueves', 'Th'),
    hours('Viernes', 'Fr'),
    hours('Sábado', 'Sa'),
  ] satisfies OpeningHours[],
} as const

export const fullAddress = `${shop.address.street}, ${shop.address.locality}, ${shop.address.region}`
