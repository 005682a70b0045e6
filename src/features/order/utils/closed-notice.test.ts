import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { closedNotice } from './closed-notice'

// 2026-11-27 is a Friday; the defaults open 15:00-23:00 Monday to Saturday. Bogotá is UTC-5.
const at = (utc: string) => new Date(`2026-11-27T${utc}:00Z`)

describe('closedNotice', () => {
  it('says when the shop opens later today', () => {
    expect(closedNotice(at('15:00'), DEFAULT_SETTINGS, -300)).toBe(
      'Ahora estamos cerrados: abrimos hoy a las 03:00 pm',
    )
  })

  it('says nothing while open', () => {
    expect(closedNotice(at('21:00'), DEFAULT_SETTINGS, -300)).toBeNull()
  })

  it('says the shop does not open again today after closing or on Cerrado hoy', () => {
    expect(
      closedNotice(at('21:00'), { ...DEFAULT_SETTINGS, cerradoHoy: '2026-11-27' }, -300),
    ).toMatch(/^Ahora estamos cerrados: hoy ya no abrimos/)
  })
})
