import { DEFAULT_SETTINGS } from './default-settings'
import { blankSettings } from './blank-settings'
import { toShopSettings } from './settings'

describe('blankSettings', () => {
  it('gives every field of the settings, each empty', () => {
    const blank = blankSettings()
    expect(Object.keys(blank).sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort())
    expect(blank.telefono).toBe('')
    expect(blank.direccion).toBe('')
    expect(Object.values(blank.horario)).toEqual(['', '', '', '', '', '', ''])
    expect(Object.values(blank.redes)).toEqual(['', '', '', ''])
    expect(blank.especiales).toEqual([])
    expect(blank.anuncio).toEqual({ texto: '', hasta: '' })
  })

  it('reads stored settings as saved: what is missing or malformed stays empty', () => {
    const saved = toShopSettings(
      { telefono: '+57 311 222 3344', whatsapp: 'no es un número', horario: { lu: '15:00-23:00' } },
      blankSettings(),
    )
    expect(saved.telefono).toBe('+57 311 222 3344')
    expect(saved.whatsapp).toBe('')
    expect(saved.direccion).toBe('')
    expect(saved.nombre).toBe('')
    expect(saved.horario).toEqual({ ...blankSettings().horario, lu: '15:00-23:00' })
  })
})
