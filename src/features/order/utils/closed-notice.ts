import { hour12, hoursOn, localTime } from '@/lib/shop/opening-hours'
import { parseIntervals, type ShopSettings } from '@/lib/shop/settings'

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * What the order sheet says when the shop is closed now (on its own clock): when it opens later
 * today, or that the order waits for the next opening; null while it is open.
 */
export function closedNotice(
  now: Date,
  settings: ShopSettings,
  utcOffsetMinutes: number,
): string | null {
  const { date, day, minute } = localTime(now, utcOffsetMinutes)
  const intervals = parseIntervals(hoursOn(date, day, settings).horas)
  if (intervals.some(({ from, to }) => minute >= from && minute < to)) return null
  const next = intervals.find(({ from }) => from > minute)
  if (!next)
    return 'Ahora estamos cerrados: hoy ya no abrimos. Tu pedido llegará para cuando abramos.'
  const opens = hour12(`${pad(Math.floor(next.from / 60))}:${pad(next.from % 60)}`)
  return `Ahora estamos cerrados: abrimos hoy a las ${opens}`
}
