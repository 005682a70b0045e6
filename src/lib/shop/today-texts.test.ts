import { formatPrice, formatUpdated } from './today-texts'

describe('formatPrice', () => {
  it.each([
    [0, '$ 0'],
    [500, '$ 500'],
    [8000, '$ 8.000'],
    [12500, '$ 12.500'],
    [1234567, '$ 1.234.567'],
  ])('writes %i pesos as %s, the amount never split from its sign', (pesos, text) => {
    expect(formatPrice(pesos)).toBe(text.replace(' ', '\u00a0'))
  })
})

describe('formatUpdated', () => {
  const now = new Date(2026, 10, 25, 16, 0)
  const ago = (ms: number) => new Date(now.getTime() - ms)

  it.each([
    [20_000, 'Actualizado hace un momento'],
    [10 * 60_000, 'Actualizado hace 10 min'],
    [59 * 60_000 + 59_000, 'Actualizado hace 59 min'],
    [3 * 3_600_000 + 5 * 60_000, 'Actualizado hace 3 h'],
    [30 * 3_600_000, 'Actualizado ayer'],
    [4 * 86_400_000, 'Actualizado hace 4 días'],
  ])('says %i ms ago as %s', (ms, text) => {
    expect(formatUpdated(ago(ms), now)).toBe(text)
  })

  it('gives the date once a week has passed', () => {
    expect(formatUpdated(new Date(2026, 10, 2, 9, 0), now)).toBe('Actualizado el 2 de noviembre')
  })

  it('does not say a time in the future (a clock ahead of the phone)', () => {
    expect(formatUpdated(new Date(now.getTime() + 120_000), now)).toBe(
      'Actualizado hace un momento',
    )
  })
})
