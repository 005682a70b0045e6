import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import type { ShopSettings } from '@/lib/shop/settings'
import { fromDraft, toDraft, type SettingsDraft } from './settings-draft'
import { afterSave, describePart, rebaseDraft, validateDraft } from './settings-form'

/** Settings as a shop stored them: the code's defaults with its phone and email. */
const STORED: ShopSettings = {
  ...DEFAULT_SETTINGS,
  telefono: '+57 300 111 2222',
  email: 'info@tienda.co',
}

const TODAY = '2026-11-24'
const draft = (changes: Partial<SettingsDraft> = {}): SettingsDraft => ({
  ...toDraft(STORED),
  ...changes,
})

describe('the Tienda form', () => {
  it('round-trips the stored settings unchanged', () => {
    expect(fromDraft(toDraft(STORED))).toEqual(STORED)
    expect(validateDraft(draft(), TODAY)).toEqual({})
  })

  it('stores two intervals, a closed day and sorted special days', () => {
    const edited = draft()
    edited.horario = {
      ...edited.horario,
      lu: {
        abierto: true,
        intervalos: [
          { abre: '11:00', cierra: '14:00' },
          { abre: '17:00', cierra: '24:00' },
        ],
      },
      ma: { abierto: false, intervalos: [{ abre: '15:00', cierra: '23:00' }] },
    }
    edited.especiales = [
      { fecha: '2026-12-31', cerrado: false, abre: '15:00', cierra: '19:00' },
      { fecha: '2026-12-24', cerrado: true, abre: '', cierra: '' },
    ]
    edited.whatsapp = '+57 300 123 4567'
    const stored = fromDraft(edited)
    expect(stored.horario.lu).toBe('11:00-14:00,17:00-24:00')
    expect(stored.horario.ma).toBe('')
    expect(stored.especiales).toEqual(['2026-12-24=', '2026-12-31=15:00-19:00'])
    expect(stored.whatsapp).toBe('573001234567')
    expect(validateDraft(edited, TODAY)).toEqual({})
  })

  it.each<[string, Partial<SettingsDraft>, string, RegExp]>([
    ['an empty name', { nombre: '  ' }, 'nombre', /nombre de la tienda/],
    ['a phone with letters', { telefono: '300 CALL' }, 'telefono', /solo números/],
    ['a WhatsApp number too short', { whatsapp: '3001' }, 'whatsapp', /código del país/],
    ['an email without @', { email: 'info.tienda.com' }, 'email', /correo válido/],
    ['an http: link', { enlacesUrl: 'http://linktr.ee/x' }, 'enlacesUrl', /https:\/\//],
    ['a javascript: link', { mapaUrl: 'javascript:alert(1)' }, 'mapaUrl', /https:\/\//],
    ['a notice of 161 characters', { anuncioTexto: 'a'.repeat(161) }, 'anuncioTexto', /160/],
    ['a notice without an end date', { anuncioTexto: 'Hola' }, 'anuncioHasta', /hasta qué día/],
    [
      'a notice that already ended',
      { anuncioTexto: 'Hola', anuncioHasta: '2026-11-01' },
      'anuncioHasta',
      /ya pasó/,
    ],
  ])('says what is wrong with %s', (_case, changes, field, message) => {
    expect(validateDraft(draft(changes), TODAY)[field]).toMatch(message)
  })

  it('checks the hours: closing after opening, the second interval after the first', () => {
    const edited = draft()
    edited.horario = {
      ...edited.horario,
      lu: { abierto: true, intervalos: [{ abre: '15:00', cierra: '14:00' }] },
      ma: {
        abierto: true,
        intervalos: [
          { abre: '11:00', cierra: '15:00' },
          { abre: '14:00', cierra: '20:00' },
        ],
      },
      mi: { abierto: true, intervalos: [{ abre: '', cierra: '20:00' }] },
      ju: { abierto: false, intervalos: [{ abre: '', cierra: '' }] },
    }
    const errors = validateDraft(edited, TODAY)
    expect(errors['horario.lu.0']).toMatch(/después de la de abrir/)
    expect(errors['horario.ma.1']).toMatch(/después del primero/)
    expect(errors['horario.mi.0']).toMatch(/hora de abrir y la de cerrar/)
    expect(errors['horario.ju.0']).toBeUndefined()
  })

  it('checks the special days: a date, no repeats, hours when open', () => {
    const errors = validateDraft(
      draft({
        especiales: [
          { fecha: '', cerrado: true, abre: '', cierra: '' },
          { fecha: '2026-12-24', cerrado: true, abre: '', cierra: '' },
          { fecha: '2026-12-24', cerrado: true, abre: '', cierra: '' },
          { fecha: '2026-12-31', cerrado: false, abre: '19:00', cierra: '15:00' },
        ],
      }),
      TODAY,
    )
    expect(errors['especiales.0']).toMatch(/Elige la fecha/)
    expect(errors['especiales.1']).toBeUndefined()
    expect(errors['especiales.2']).toMatch(/ya está en la lista/)
    expect(errors['especiales.3']).toMatch(/después de la de abrir/)
  })
})

describe('unsaved edits over newer stored settings', () => {
  const loaded = STORED
  const newer = (changes: Partial<ShopSettings>): ShopSettings => ({ ...loaded, ...changes })

  it('show what others saved in the parts not touched, and keep the typed ones as typed', () => {
    const typed = draft({ telefono: '300 12', anuncioTexto: 'Hoy 2x1 ' })
    const stored = newer({ nombre: 'Helados La 3', telefono: '+57 322 000 1111' })
    const rebased = rebaseDraft({ loaded, draft: typed }, stored)
    expect(rebased.draft).toMatchObject({
      nombre: 'Helados La 3',
      telefono: '300 12',
      anuncioTexto: 'Hoy 2x1 ',
    })
    // Edited parts keep the value they were edited from: a save still sees the other change.
    expect(rebased.loaded).toEqual(newer({ nombre: 'Helados La 3' }))
  })

  it('after a save, everything is edited from what was saved and nothing is left to save', () => {
    const typed = draft({ telefono: ' +57 311 555 0000 ' })
    const saved = newer({ telefono: '+57 311 555 0000', cerradoHoy: '2026-11-24' })
    const after = afterSave({ loaded, draft: typed }, saved)
    expect(after.loaded).toBe(saved)
    expect(after.draft.telefono).toBe(' +57 311 555 0000 ')
    expect(after.draft.cerradoHoy).toBe('2026-11-24')
    expect(fromDraft(after.draft)).toEqual(saved)
  })

  it('describe a stored part in words', () => {
    const stored = newer({
      telefono: '+57 322 000 1111',
      mapaUrl: '',
      horario: { ...loaded.horario, lu: '11:00-14:00,17:00-22:00', do: '' },
      especiales: ['2026-12-24=', '2026-12-31=15:00-19:00'],
    })
    expect(describePart(stored, 'telefono')).toBe('Teléfono: «+57 322 000 1111»')
    expect(describePart(stored, 'mapaUrl')).toBe('Enlace del mapa (Cómo llegar): «vacío»')
    expect(describePart(stored, 'horario.lu')).toBe(
      'Horario del lunes: «11:00 a 14:00 y 17:00 a 22:00»',
    )
    expect(describePart(stored, 'horario.do')).toBe('Horario del domingo: «cerrado»')
    expect(describePart(stored, 'especiales')).toBe(
      'Cierres y horarios especiales: «2026-12-24 cerrado; 2026-12-31 15:00 a 19:00»',
    )
    expect(describePart(stored, 'anuncio')).toBe('Aviso: «sin aviso»')
  })
})
