import type { OpeningHours, Weekday } from '@/config/shop'

const WEEKDAYS: Record<string, Weekday> = {
  Mon: 'Mo',
  Tue: 'Tu',
  Wed: 'We',
  Thu: 'Th',
  Fri: 'Fr',
  Sat: 'Sa',
  Sun: 'Su',
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number)
  return h * 60 + m
}

/** Day and minute of the day at `date` on the shop's clock, whatever the visitor's zone. */
export function localTime(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? ''
  return {
    day: WEEKDAYS[part('weekday')] ?? 'Su',
    minute: Number(part('hour')) * 60 + Number(part('minute')),
  }
}

export function isOpenAt(date: Date, hours: readonly OpeningHours[], timeZone: string): boolean {
  const { day, minute } = localTime(date, timeZone)
  return hours.some(
    (h) => h.codigo === day && minute >= minutes(h.abre) && minute < minutes(h.cierra),
  )
}
