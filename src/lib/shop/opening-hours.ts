import { DAYS, parseEspecial, parseIntervals, type DayKey, type ShopSettings } from './settings'

/** getUTCDay() order: Sunday first. */
const DAY_BY_UTC_INDEX: readonly DayKey[] = ['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sa']

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Day, date ('YYYY-MM-DD') and minute of the day at `date` on a clock `utcOffsetMinutes` from
 * UTC, whatever the visitor's zone. Plain arithmetic rather than Intl: loading time-zone data
 * costs a slow phone a noticeable pause on every page's first render.
 */
export function localTime(date: Date, utcOffsetMinutes: number) {
  const shifted = new Date(date.getTime() + utcOffsetMinutes * 60_000)
  return {
    day: DAY_BY_UTC_INDEX[shifted.getUTCDay()] ?? 'do',
    date: `${String(shifted.getUTCFullYear())}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`,
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  }
}

/** Where a day's hours come from: the week's, a date's special hours, or 'Cerrado hoy'. */
export type HoursSource = 'semana' | 'especial' | 'cerrado-hoy'

/** The opening intervals ('15:00-23:00,…', '' = closed) that apply on `date` ('YYYY-MM-DD'). */
export function hoursOn(
  date: string,
  day: DayKey,
  settings: ShopSettings,
): { horas: string; source: HoursSource } {
  if (settings.cerradoHoy === date) return { horas: '', source: 'cerrado-hoy' }
  const special = settings.especiales.map(parseEspecial).find((entry) => entry.fecha === date)
  if (special) return { horas: special.horas, source: 'especial' }
  return { horas: settings.horario[day], source: 'semana' }
}

/**
 * Whether the shop is open at `date` on its own clock: 'Cerrado hoy' closes the whole of that
 * day (and lapses at midnight), a date's special hours replace the week's, and otherwise the
 * week's hours apply.
 */
export function isOpenAt(date: Date, settings: ShopSettings, utcOffsetMinutes: number): boolean {
  const now = localTime(date, utcOffsetMinutes)
  const { horas } = hoursOn(now.date, now.day, settings)
  return parseIntervals(horas).some(({ from, to }) => now.minute >= from && now.minute < to)
}

/** '15:00' as the footer writes it: '03:00 pm'. */
export const hour12 = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  const suffix = h >= 12 && h < 24 ? 'pm' : 'am'
  const shown = h % 12 === 0 ? 12 : h % 12
  return `${pad(shown)}:${pad(m)} ${suffix}`
}

/** '15:00-23:00,…' as the footer writes it: '03:00 pm - 11:00 pm, …' ('' gives 'Cerrado'). */
export function hoursText(horas: string): string {
  if (horas === '') return 'Cerrado'
  return horas
    .split(',')
    .map((interval) => {
      const [from = '', to = ''] = interval.split('-')
      return `${hour12(from)} - ${hour12(to)}`
    })
    .join(', ')
}

/** The days the shop opens, Monday first, with their hours as the footer writes them. */
export const weeklyHours = (settings: ShopSettings) =>
  DAYS.filter(({ key }) => settings.horario[key] !== '').map(({ key, name }) => ({
    key,
    dia: name,
    horario: hoursText(settings.horario[key]),
  }))
