import { shop } from '@/config/shop'
import { isOpenAt, localTime } from './opening-hours'

const at = (iso: string) => new Date(iso)
const open = (iso: string) => isOpenAt(at(iso), shop.openingHours, shop.timeZone)

describe('opening hours on Colombia time', () => {
  it('reads the weekday and minute in America/Bogota, whatever the clock zone', () => {
    // 2026-11-23 is a Monday; 01:30 UTC on Tuesday is 20:30 on Monday in Bogotá (UTC-5).
    expect(localTime(at('2026-11-24T01:30:00Z'), 'America/Bogota')).toEqual({
      day: 'Mo',
      minute: 20 * 60 + 30,
    })
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
