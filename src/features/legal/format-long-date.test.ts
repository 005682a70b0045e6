import { formatIsoDate, formatLongDate } from './format-long-date'

describe('formatLongDate', () => {
  it('writes the day, month and year in Spanish', () => {
    expect(formatLongDate(new Date('2026-11-22T15:00:00Z'))).toBe('22 de noviembre de 2026')
    expect(formatIsoDate(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-22')
  })

  it("uses the shop's day: 3 a.m. UTC is still the evening before in Colombia", () => {
    expect(formatLongDate(new Date('2026-01-01T03:00:00Z'))).toBe('31 de diciembre de 2025')
    expect(formatIsoDate(new Date('2026-01-01T03:00:00Z'))).toBe('2025-12-31')
  })
})
