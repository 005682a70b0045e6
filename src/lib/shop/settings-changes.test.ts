import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import type { ShopSettings } from './settings'
import { changedPaths, planSettingsSave, SETTINGS_PATHS, valueAt } from './settings-changes'

const settings = (changes: Partial<ShopSettings> = {}): ShopSettings => ({
  ...structuredClone(DEFAULT_SETTINGS),
  ...changes,
})
const loaded = settings()

describe('the parts of the settings', () => {
  it('cover every field, each social network and each day on its own', () => {
    // 7 details, 4 networks, 7 days, special days, 'Cerrado hoy', notice, 8 of the orders, 3 of
    // the stamp card.
    expect(SETTINGS_PATHS).toHaveLength(7 + 4 + 7 + 3 + 8 + 3)
    expect(valueAt(loaded, 'redes.instagram')).toBe(DEFAULT_SETTINGS.redes.instagram)
    expect(valueAt(loaded, 'horario.do')).toBe(DEFAULT_SETTINGS.horario.do)
    expect(valueAt(loaded, 'anuncio')).toEqual(DEFAULT_SETTINGS.anuncio)
  })

  it("tell which of the orders' switches, minimum and payment methods changed", () => {
    const edited = settings({ pedidos: 'si', pedidoMinimo: '10000', pagos: 'efectivo,nequi' })
    expect(changedPaths(loaded, edited)).toEqual(['pedidos', 'pedidoMinimo', 'pagos'])
    expect(changedPaths(edited, settings({ ...edited, pagos: 'efectivo,nequi' }))).toEqual([])
  })

  it('tell which parts changed, and nothing for equal copies', () => {
    expect(changedPaths(loaded, settings())).toEqual([])
    const edited = settings({
      telefono: '+57 311 555 0000',
      redes: { ...loaded.redes, tiktok: 'https://tiktok.com/@la3' },
      horario: { ...loaded.horario, lu: '' },
      especiales: ['2026-12-24='],
      anuncio: { texto: 'Hola', hasta: '2026-12-01' },
    })
    expect(changedPaths(loaded, edited)).toEqual([
      'telefono',
      'redes.tiktok',
      'horario.lu',
      'especiales',
      'anuncio',
    ])
  })
})

describe('planSettingsSave', () => {
  it('writes only the fields this person changed', () => {
    const next = settings({ telefono: '+57 311 555 0000', horario: { ...loaded.horario, do: '' } })
    const plan = planSettingsSave(loaded, next, loaded)
    expect(plan).toEqual({ kind: 'save', fields: { telefono: '+57 311 555 0000' }, result: next })
  })

  it('writes one day of the week or one network, not the whole map', () => {
    const next = settings({ horario: { ...loaded.horario, sa: '10:00-14:00,16:00-24:00' } })
    const plan = planSettingsSave(loaded, next, loaded)
    expect(plan.kind === 'save' && plan.fields).toEqual({
      'horario.sa': '10:00-14:00,16:00-24:00',
    })
  })

  it('keeps someone else’s change of another field: both phones keep theirs', () => {
    const theirs = settings({ nombre: 'Helados La 3', horario: { ...loaded.horario, lu: '' } })
    const mine = settings({ telefono: '+57 311 555 0000', horario: { ...loaded.horario, ma: '' } })
    const plan = planSettingsSave(loaded, mine, theirs)
    expect(plan).toEqual({
      kind: 'save',
      fields: { telefono: '+57 311 555 0000', 'horario.ma': '' },
      result: settings({
        nombre: 'Helados La 3',
        telefono: '+57 311 555 0000',
        horario: { ...loaded.horario, lu: '', ma: '' },
      }),
    })
  })

  it('reports a field someone else changed to another value, and writes nothing', () => {
    const theirs = settings({ telefono: '+57 322 000 1111', nombre: 'Helados La 3' })
    const mine = settings({ telefono: '+57 311 555 0000', email: 'hola@la3.example' })
    expect(planSettingsSave(loaded, mine, theirs)).toEqual({
      kind: 'conflict',
      paths: ['telefono'],
    })
  })

  it('reports the notice and the special days as wholes', () => {
    const theirs = settings({
      anuncio: { texto: 'Cerrado el lunes', hasta: '2026-12-01' },
      especiales: ['2026-12-24='],
    })
    const mine = settings({
      anuncio: { texto: 'Cerrado el lunes', hasta: '2026-12-02' },
      especiales: ['2026-12-31='],
    })
    const plan = planSettingsSave(loaded, mine, theirs)
    expect(plan).toEqual({ kind: 'conflict', paths: ['especiales', 'anuncio'] })
  })

  it('is no conflict when both made the same change; nothing is left to write', () => {
    const both = settings({ cerradoHoy: '2026-11-24' })
    expect(planSettingsSave(loaded, both, both)).toEqual({ kind: 'save', fields: {}, result: both })
  })

  it('does not write back what this person did not touch, even when it changed meanwhile', () => {
    const theirs = settings({ cerradoHoy: '2026-11-24' })
    const mine = settings({ nombre: 'Helados La 3' })
    const plan = planSettingsSave(loaded, mine, theirs)
    expect(plan.kind === 'save' && plan.fields).toEqual({ nombre: 'Helados La 3' })
    expect(plan.kind === 'save' && plan.result.cerradoHoy).toBe('2026-11-24')
  })
})
