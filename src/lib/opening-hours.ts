import type { OpeningHours, Weekday } from '@/config/shop'

/** getUTCDay() order: Sunday first. */
const WEEKDAYS: readonly Weekday[] = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/**
 * Day and minute of the day at `date` on a clock `utcOffsetMinutes` from UTC, whatever the
 * visitor's zone. Plain arithmetic rather than Intl: loading time-zone data costs a slow phone
 * a noticeable pause on every page's first render.
 */
export function localTime(date: Date, utcOffsetMinutes: number) {
  const shifted = new Date(date.getTime() + utcOffsetMinutes * 60_000)
  return {
    day: WEEKDAYS[shifted.getUTCDay()] ?? 'Su',
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  }
}

export function isOpenAt(
  date: Date,
  hours: readonly OpeningHours[],
  utcOffsetMinutes: number,
): boolean {
  const { day, minute } = localTime(date, utcOffsetMinutes)
  return hours.some(
    (h) => h.codigo === day && minute >= minutes(h.abre) && minute < minutes(h.cierra),
  )
}
