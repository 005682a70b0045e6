// The shop's own details, hours and notices, as the staff edit them (Firestore `ajustes/tienda`)
// and as the site reads them. Every value is a plain string the security rules can check with a
// pattern: times 'HH:MM', dates 'YYYY-MM-DD', opening intervals '15:00-23:00' or
// '12:00-15:00,18:00-23:00' ('' = closed).

import { toOrderSettings, type OrderSettings } from './order-settings'

/** The week, Monday first, with the keys `horario` uses. */
export const DAYS = [
  { key: 'lu', name: 'Lunes', schema: 'Monday' },
  { key: 'ma', name: 'Martes', schema: 'Tuesday' },
  { key: 'mi', name: 'Miércoles', schema: 'Wednesday' },
  { key: 'ju', name: 'Jueves', schema: 'Thursday' },
  { key: 'vi', name: 'Viernes', schema: 'Friday' },
  { key: 'sa', name: 'Sábado', schema: 'Saturday' },
  { key: 'do', name: 'Domingo', schema: 'Sunday' },
] as const
export type DayKey = (typeof DAYS)[number]['key']

export const SOCIAL_NETWORKS = [
  { key: 'instagram', name: 'Instagram' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'tiktok', name: 'TikTok' },
  { key: 'youtube', name: 'YouTube' },
] as const
export type SocialKey = (typeof SOCIAL_NETWORKS)[number]['key']

export interface ShopSettings extends OrderSettings {
  nombre: string
  /** As shown and dialled: '+57 300 000 0000'. */
  telefono: string
  /** Digits only, with the country code ('573001234567'); '' = no WhatsApp link. */
  whatsapp: string
  email: string
  /** Street line; the town and region are fixed (SHOP_TOWN). */
  direccion: string
  /** '' = a maps search of the address. */
  mapaUrl: string
  /** The link page the header's logo opens; '' = the logo opens the home page. */
  enlacesUrl: string
  redes: Record<SocialKey, string>
  horario: Record<DayKey, string>
  /** Closures and special hours: 'YYYY-MM-DD=' (closed) or 'YYYY-MM-DD=15:00-19:00'. */
  especiales: string[]
  /** 'YYYY-MM-DD': 'Cerrado hoy' was switched on for that day only ('' = off). */
  cerradoHoy: string
  /** A short notice at the top of public pages until `hasta` (inclusive); '' = none. */
  anuncio: { texto: string; hasta: string }
}

/** The town and region of the address: the shop does not move. */
export const SHOP_TOWN = { locality: 'Colón', region: 'Putumayo', country: 'CO' } as const

/** Limits the form and the rules share. */
export const LIMITS = {
  nombre: 60,
  email: 100,
  direccion: 120,
  url: 300,
  anuncio: 160,
  especiales: 30,
} as const

export const TIME = '(?:[01][0-9]|2[0-3]):[0-5][0-9]'
const CLOSING = '(?:(?:[01][0-9]|2[0-3]):[0-5][0-9]|24:00)'
const INTERVAL = `${TIME}-${CLOSING}`
/** '' (closed), one interval or two, comma-separated. */
export const INTERVALS = `(?:${INTERVAL}(?:,${INTERVAL})?)?`
export const DATE = '20[0-9]{2}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])'
export const PATTERNS = {
  telefono: /^\+?[0-9][0-9 ]{6,18}[0-9]$/,
  whatsapp: /^(?:[0-9]{10,15})?$/,
  email: /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/,
  url: /^(?:https:\/\/[^\s]+)?$/,
  intervals: new RegExp(`^${INTERVALS}$`),
  especial: new RegExp(`^${DATE}=${INTERVALS}$`),
  date: new RegExp(`^(?:${DATE})?$`),
} as const

/** One opening interval, in minutes of the day. */
export interface Interval {
  from: number
  to: number
}

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** '12:00-15:00,18:00-23:00' gives the intervals, in minutes ('' gives none: closed). */
export function parseIntervals(text: string): Interval[] {
  if (text === '') return []
  return text.split(',').map((part) => {
    const [from = '', to = ''] = part.split('-')
    return { from: minutesOf(from), to: minutesOf(to) }
  })
}

/** 'YYYY-MM-DD=…' gives its date and its intervals. */
export function parseEspecial(entry: string): { fecha: string; horas: string } {
  const [fecha = '', horas = ''] = entry.split('=')
  return { fecha, horas }
}

const asString = (value: unknown, fallback: string) =>
  typeof value === 'string' ? value : fallback

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {}

/**
 * Reads stored settings defensively over `defaults`: a missing or malformed value takes the
 * default's, so a half-written document never breaks a page.
 */
export function toShopSettings(data: unknown, defaults: ShopSettings): ShopSettings {
  const stored = record(data)
  const text = (key: keyof ShopSettings & string, pattern?: RegExp) => {
    const value = asString(stored[key], defaults[key] as string)
    return pattern && !pattern.test(value) ? (defaults[key] as string) : value
  }
  const redes = record(stored.redes)
  const horario = record(stored.horario)
  const anuncio = record(stored.anuncio)
  return {
    nombre: text('nombre') || defaults.nombre,
    telefono: text('telefono', PATTERNS.telefono),
    whatsapp: text('whatsapp', PATTERNS.whatsapp),
    email: text('email', PATTERNS.email),
    direccion: text('direccion') || defaults.direccion,
    mapaUrl: text('mapaUrl', PATTERNS.url),
    enlacesUrl: text('enlacesUrl', PATTERNS.url),
    redes: Object.fromEntries(
      SOCIAL_NETWORKS.map(({ key }) => {
        const value = asString(redes[key], defaults.redes[key])
        return [key, PATTERNS.url.test(value) ? value : '']
      }),
    ) as Record<SocialKey, string>,
    horario: Object.fromEntries(
      DAYS.map(({ key }) => {
        const value = asString(horario[key], defaults.horario[key])
        return [key, PATTERNS.intervals.test(value) ? value : defaults.horario[key]]
      }),
    ) as Record<DayKey, string>,
    especiales: Array.isArray(stored.especiales)
      ? stored.especiales.filter(
          (entry): entry is string => typeof entry === 'string' && PATTERNS.especial.test(entry),
        )
      : defaults.especiales,
    cerradoHoy: text('cerradoHoy', PATTERNS.date),
    anuncio: {
      texto: asString(anuncio.texto, ''),
      hasta: PATTERNS.date.test(asString(anuncio.hasta, '')) ? asString(anuncio.hasta, '') : '',
    },
    ...toOrderSettings(stored, defaults),
  }
}
