import {
  DAYS,
  PATTERNS,
  ALL_FIELDS,
  SOCIAL_NETWORKS,
  type DayKey,
  type FieldKind,
  type KindValues,
  type SettingsField,
  type ShopSettings,
  type SocialKey,
} from './settings-schema'

// The shop's own details, hours and notices, as the staff edit them (Firestore `ajustes/tienda`)
// and as the site reads them. Every value is a plain string the security rules can check with a
// pattern: times 'HH:MM', dates 'YYYY-MM-DD', opening intervals '15:00-23:00' or
// '12:00-15:00,18:00-23:00' ('' = closed).

export {
  DAYS,
  LIMITS,
  PATTERNS,
  SOCIAL_NETWORKS,
  type DayKey,
  type ShopSettings,
} from './settings-schema'

/** The town and region of the address: the shop does not move. */
export const SHOP_TOWN = { locality: 'Colón', region: 'Putumayo', country: 'CO' } as const

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

/** Each kind's reading of a stored value over its default. */
const READERS: {
  [K in FieldKind]: (value: unknown, fallback: KindValues[K], field: SettingsField) => KindValues[K]
} = {
  text: (value, fallback, field) => {
    const text = asString(value, fallback)
    if (field.kind !== 'text') return text
    if (field.pattern && !field.pattern.test(text)) return fallback
    return field.required && text === '' ? fallback : text
  },
  links: (value, fallback) => {
    const redes = record(value)
    return Object.fromEntries(
      SOCIAL_NETWORKS.map(({ key }) => {
        const link = asString(redes[key], fallback[key])
        return [key, PATTERNS.url.test(link) ? link : '']
      }),
    ) as Record<SocialKey, string>
  },
  week: (value, fallback) => {
    const horario = record(value)
    return Object.fromEntries(
      DAYS.map(({ key }) => {
        const hours = asString(horario[key], fallback[key])
        return [key, PATTERNS.intervals.test(hours) ? hours : fallback[key]]
      }),
    ) as Record<DayKey, string>
  },
  dates: (value, fallback) =>
    Array.isArray(value)
      ? value.filter(
          (entry): entry is string => typeof entry === 'string' && PATTERNS.especial.test(entry),
        )
      : fallback,
  notice: (value) => {
    const notice = record(value)
    const hasta = asString(notice.hasta, '')
    return { texto: asString(notice.texto, ''), hasta: PATTERNS.date.test(hasta) ? hasta : '' }
  },
}

/**
 * Reads stored settings defensively over `defaults`: a missing or malformed value takes the
 * default's, so a half-written document never breaks a page.
 */
export function toShopSettings(data: unknown, defaults: ShopSettings): ShopSettings {
  const stored = record(data)
  const fallbacks: Record<string, unknown> = defaults
  const read = (field: SettingsField): unknown => {
    const reader = READERS[field.kind] as (
      value: unknown,
      fallback: unknown,
      field: SettingsField,
    ) => unknown
    return reader(stored[field.name], fallbacks[field.name], field)
  }
  return Object.fromEntries(ALL_FIELDS.map((field) => [field.name, read(field)])) as ShopSettings
}
