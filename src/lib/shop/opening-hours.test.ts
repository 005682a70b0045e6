import { shop } from '@/config/shop'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { hoursText, isOpenAt, localTime, weeklyHours } from './opening-hours'
import type { ShopSettings } from './settings'

const at = (iso: string) => new Date(iso)
const openWith = (settings: ShopSettings, iso: string) =>
  isOpenAt(at(iso), settings, shop.utcOffsetMinutes)
const open = (iso: string) => openWith(DEFAULT_SETTINGS, iso)
const withChanges = (changes: Partial<ShopSettings>): ShopSettings => ({
  ...DEFAULT_SETTINGS,
  ...changes,
})

describe('opening hours on Colombia time', () => {
  it('reads the weekday, date and minute in America/Bogota, whatever the clock zone', () => {
    // 2026-11-23 is a Monday; 01:30 UTC on Tuesday is 20:30 on Monday in Bogotá (UTC-5).
    expect(localTime(at('2026-11-24T01:30:00Z'), shop.utcOffsetMinutes)).toEqual({
      day: 'lu',
      date: '2026-11-23',
      minute: 20 * 60 + 30,
    })
  })

  it('agrees with the time-zone database for America/Bogota on every hour of a year', () => {
    const format = new Intl.DateTimeFormat('en-CA', {
      timeZone: shop.timeZone,
      weekday: 'short',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const days = ['do', 'lu', 'ma', 'mi', 'ju', 'vi', 'sa']
    const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
    for (let hour = 0; hour < 366 * 24; hour++) {
      const date = new Date(Date.UTC(2026, 0, 1, hour, 17))
      const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]))
      const expected = {
        day: days[weekdays.indexOf(String(parts.weekday))],
        date: `${String(parts.year)}-${String(parts.month)}-${String(parts.day)}`,
        minute: Number(parts.hour) * 60 + Number(parts.minute),
      }
      expect(localTime(date, shop.utcOffsetMinutes)).toEqual(expected)
    }
  })

  it('is open Monday to Saturday from 3 pm until just before 11 pm', () => {
    expect(open('2026-11-23T20:00:00Z')).toBe(true) // Monday 15:00
    expect(open('2026-11-29T03:59:00Z')).toBe(true) // Saturday 22:59
    expect(open('2026-11-24T03:30:00Z')).toBe(true) // Monday 22:30
  })

  it('is closed before opening, from 11 pm, and all Sunday', () => {
    expect(open('2026-11-23T19:59:00Z')).toBe(false) // Monday 14:59
    expect(open('2026-11-24T04:00:00Z')).toBe(false) // Monday 23:00
    expect(open('2026-11-22T21:00:00Z')).toBe(false) // Sunday 16:00
  })

  it('opens twice a day with two intervals, and not in between', () => {
    const split = withChanges({
      horario: { ...DEFAULT_SETTINGS.horario, lu: '11:00-14:00,17:00-22:00' },
    })
    expect(openWith(split, '2026-11-23T16:30:00Z')).toBe(true) // Monday 11:30
    expect(openWith(split, '2026-11-23T20:00:00Z')).toBe(false) // Monday 15:00
    expect(openWith(split, '2026-11-23T22:00:00Z')).toBe(true) // Monday 17:00
    expect(openWith(split, '2026-11-24T03:00:00Z')).toBe(false) // Monday 22:00
  })

  it('opens on a Sunday the week says so, until midnight', () => {
    const sunday = withChanges({ horario: { ...DEFAULT_SETTINGS.horario, do: '14:00-24:00' } })
    expect(openWith(sunday, '2026-11-23T04:59:00Z')).toBe(true) // Sunday 23:59
    expect(openWith(sunday, '2026-11-23T05:00:00Z')).toBe(false) // Monday 00:00
  })

  it('is closed all day on a closure date, and back to the week the day after', () => {
    const closure = withChanges({ especiales: ['2026-12-24=', '2026-12-25='] })
    expect(openWith(closure, '2026-12-24T21:00:00Z')).toBe(false) // Thursday 16:00
    expect(openWith(closure, '2026-12-25T21:00:00Z')).toBe(false) // Friday 16:00
    expect(openWith(closure, '2026-12-26T21:00:00Z')).toBe(true) // Saturday 16:00
  })

  it('follows a date’s special hours instead of the week’s', () => {
    const newYearsEve = withChanges({ especiales: ['2026-12-31=15:00-19:00'] })
    expect(openWith(newYearsEve, '2026-12-31T23:30:00Z')).toBe(true) // Thursday 18:30
    expect(openWith(newYearsEve, '2027-01-01T00:30:00Z')).toBe(false) // Thursday 19:30
    const sundayOpening = withChanges({ especiales: ['2026-11-22=10:00-13:00'] })
    expect(openWith(sundayOpening, '2026-11-22T16:00:00Z')).toBe(true) // Sunday 11:00
  })

  it('«Cerrado hoy» closes the rest of that day in Colombia and lapses at midnight', () => {
    const closedToday = withChanges({ cerradoHoy: '2026-11-23' })
    expect(openWith(closedToday, '2026-11-23T21:00:00Z')).toBe(false) // Monday 16:00
    // 23:30 in Bogotá is already Tuesday in UTC: still Monday for the shop.
    expect(openWith(closedToday, '2026-11-24T04:30:00Z')).toBe(false)
    expect(openWith(closedToday, '2026-11-24T21:00:00Z')).toBe(true) // Tuesday 16:00
  })

  it('writes the hours as the footer shows them and lists only open days', () => {
    expect(hoursText('15:00-23:00')).toBe('03:00 pm - 11:00 pm')
    expect(hoursText('09:30-12:00,18:00-24:00')).toBe('09:30 am - 12:00 pm, 06:00 pm - 12:00 am')
    expect(hoursText('')).toBe('Cerrado')
    expect(weeklyHours(DEFAULT_SETTINGS).map((d) => d.dia)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
    ])
  })
})
