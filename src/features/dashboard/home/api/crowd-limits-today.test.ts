import { limitsReached, startOfShopDay } from './crowd-limits-today'

const at = (iso: string) => new Date(iso)
const window = (kind: string, hour: number, filled: number, lastIso: string) =>
  Array.from({ length: filled }, (_, part) => ({
    id: `${kind}-${String(hour)}-${String(part)}`,
    lleno: part === filled - 1 ? at(lastIso) : at('2026-11-27T14:00:00Z'),
  }))

describe('limitsReached', () => {
  it('is nothing while no window has all ten parts full', () => {
    expect(limitsReached(window('entradas', 5, 9, '2026-11-27T14:30:00Z'))).toEqual({
      fotos: null,
      opiniones: null,
    })
  })

  it('is the moment the last part of a window filled, pictures and opinions apart', () => {
    expect(
      limitsReached([
        ...window('archivos', 5, 10, '2026-11-27T21:15:00Z'),
        ...window('opiniones', 5, 10, '2026-11-27T14:40:00Z'),
      ]),
    ).toEqual({ fotos: at('2026-11-27T21:15:00Z'), opiniones: at('2026-11-27T14:40:00Z') })
  })

  it('takes the latest full window of entries or files as the pictures’ moment', () => {
    expect(
      limitsReached([
        ...window('entradas', 5, 10, '2026-11-27T15:50:00Z'),
        ...window('archivos', 6, 10, '2026-11-27T16:20:00Z'),
        ...window('entradas', 7, 10, '2026-11-27T16:05:00Z'),
        { id: 'otra-7-1', lleno: at('2026-11-27T23:00:00Z') },
      ]).fotos,
    ).toEqual(at('2026-11-27T16:20:00Z'))
  })
})

describe('startOfShopDay', () => {
  it('is midnight in Colombia (UTC-5)', () => {
    expect(startOfShopDay(at('2026-11-27T14:00:00Z'))).toEqual(at('2026-11-27T05:00:00Z'))
    expect(startOfShopDay(at('2026-11-28T03:00:00Z'))).toEqual(at('2026-11-27T05:00:00Z'))
  })
})
