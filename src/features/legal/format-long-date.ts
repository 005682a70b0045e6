import { shop } from '@/config/shop'

const longDate = new Intl.DateTimeFormat('es-CO', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: shop.timeZone,
})

/** 'en-CA' writes dates as YYYY-MM-DD, the form a <time dateTime> attribute expects. */
const isoDate = new Intl.DateTimeFormat('en-CA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: shop.timeZone,
})

/** A date as written in Spanish, in the shop's time zone: '22 de noviembre de 2026'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date)
}

/** The same day as YYYY-MM-DD. */
export function formatIsoDate(date: Date): string {
  return isoDate.format(date)
}
