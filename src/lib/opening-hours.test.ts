import { shop } from '@/config/shop'
import { isOpenAt, localTime } from './opening-hours'

const at = (iso: string) => new Date(iso)
const open = (iso: string) => isOpenAt(at(iso), shop.openingHours, shop.utcOffsetMinutes)

describe('opening hours on Colombia time', () => {
  it('reads the weekday and minute in America/Bogota, whatever the clock zone', () => {
    // 2026-11-23 is a Monday; 01:30 UTC on Tuesday is 20:30 on Monday in Bogotá (UTC-5).
    expect(localTime(at('2026-11-24T01:30:00Z'), shop.utcOffsetMinutes)).toEqual({
      day: 'Mo',
      minute: 20 * 60 + 30,
    })
  })

  it('agrees with the time-zone database for America/Bogota on every hour of a year', () => {
    const format = new Intl.DateTimeFormat('en-US', {
      timeZone: shop.timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    const days = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa']
    for (let hour = 0; hour < 366 * 24; hour++) {
      const date = new Date(Date.UTC(2026, 0, 1, hour, 17))
      const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]))
      const expected = {
        day: days[['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(String(parts.weekday))],
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
})
