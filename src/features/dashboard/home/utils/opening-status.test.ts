import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import type { ShopSettings } from '@/lib/shop/settings'
import { openingStatus } from './opening-status'

const BOGOTA = -300
/** 26 Nov 2026 was a Thursday. */
const at = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00-05:00`)
const settings = (changes: Partial<ShopSettings> = {}): ShopSettings => ({
  ...DEFAULT_SETTINGS,
  horario: { ...DEFAULT_SETTINGS.horario, ju: '10:00-13:00,15:00-22:00' },
  especiales: [],
  cerradoHoy: '',
  ...changes,
})

describe('openingStatus', () => {
  it('says when an open shop closes', () => {
    expect(openingStatus(at('11:30'), settings(), BOGOTA)).toEqual({
      open: true,
      hours: '10:00 am - 01:00 pm, 03:00 pm - 10:00 pm',
      change: 'Cierra a las 01:00 pm',
      source: 'semana',
    })
  })

  it('says when a closed shop opens again today, and nothing after the last interval', () => {
    expect(openingStatus(at('14:00'), settings(), BOGOTA)).toMatchObject({
      open: false,
      change: 'Abre a las 03:00 pm',
    })
    expect(openingStatus(at('08:00'), settings(), BOGOTA).change).toBe('Abre a las 10:00 am')
    expect(openingStatus(at('22:00'), settings(), BOGOTA)).toMatchObject({
      open: false,
      change: null,
    })
  })

  it('is closed all day with «Cerrado hoy», whatever the hours say', () => {
    expect(openingStatus(at('11:30'), settings({ cerradoHoy: '2026-11-26' }), BOGOTA)).toEqual({
      open: false,
      hours: 'Cerrado',
      change: null,
      source: 'cerrado-hoy',
    })
  })

  it("takes a date's special hours over the week's", () => {
    const special = settings({ especiales: ['2026-11-26=18:00-20:00'] })
    expect(openingStatus(at('11:30'), special, BOGOTA)).toMatchObject({
      open: false,
      change: 'Abre a las 06:00 pm',
      source: 'especial',
    })
  })

  it("uses the shop's clock, not the phone's", () => {
    // 02:30 UTC on the 27th is 9:30 pm on the 26th in Colombia: open until 10 pm.
    expect(openingStatus(new Date('2026-11-27T02:30:00Z'), settings(), BOGOTA)).toMatchObject({
      open: true,
      change: 'Cierra a las 10:00 pm',
    })
  })
  it('says midnight for a day that ends at 24:00', () => {
    const late = settings({ horario: { ...DEFAULT_SETTINGS.horario, ju: '18:00-24:00' } })
    expect(openingStatus(at('23:30'), late, BOGOTA).change).toBe('Cierra a la medianoche')
  })
})
