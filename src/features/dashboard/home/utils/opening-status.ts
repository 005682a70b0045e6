import { hour12, hoursOn, hoursText, localTime, type HoursSource } from '@/lib/shop/opening-hours'
import { parseIntervals, type ShopSettings } from '@/lib/shop/settings'

const pad = (n: number) => String(n).padStart(2, '0')
/** A minute of the day as the footer writes it: 1380 gives '11:00 pm'. */
const clock = (minute: number) => hour12(`${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`)
/** When an interval ends: '24:00' is midnight, not '12:00 am'. */
const closing = (minute: number) =>
  minute >= 24 * 60 ? 'Cierra a la medianoche' : `Cierra a las ${clock(minute)}`

export interface OpeningStatus {
  open: boolean
  /** Today's hours as the footer writes them ('Cerrado' when none). */
  hours: string
  /** 'Cierra a las 11:00 pm' or 'Abre a las 03:00 pm'; null when nothing changes today. */
  change: string | null
  /** Where today's hours come from: the week's, the date's special hours, or 'Cerrado hoy'. */
  source: HoursSource
}

/** Whether the shop is open at `now` on its own clock, and what happens next today. */
export function openingStatus(
  now: Date,
  settings: ShopSettings,
  utcOffsetMinutes: number,
): OpeningStatus {
  const { date, day, minute } = localTime(now, utcOffsetMinutes)
  const { horas, source } = hoursOn(date, day, settings)
  const intervals = parseIntervals(horas)
  const current = intervals.find(({ from, to }) => minute >= from && minute < to)
  const next = intervals.find(({ from }) => from > minute)
  return {
    open: current !== undefined,
    hours: hoursText(horas),
    change: current ? closing(current.to) : next ? `Abre a las ${clock(next.from)}` : null,
    source,
  }
}
