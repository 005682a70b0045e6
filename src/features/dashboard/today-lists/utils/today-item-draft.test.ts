import { fromItemDraft, parsePrice, validateItemDraft } from './today-item-draft'

describe('parsePrice', () => {
  it.each([
    ['8000', 8000],
    ['8.000', 8000],
    ['$ 8.000', 8000],
    ['12 500', 12500],
    ['', null],
    ['  ', null],
  ])('reads %j as %j', (text, pesos) => {
    expect(parsePrice(text)).toBe(pesos)
  })

  it.each(['8,50', '-500', 'ocho mil', '8.000,00'])('refuses %j', (text) => {
    expect(parsePrice(text)).toBeUndefined()
  })
})

describe('validateItemDraft', () => {
  it('accepts a name alone, and a name with price and note', () => {
    expect(validateItemDraft({ nombre: 'Mora', precio: '', nota: '' })).toEqual({})
    expect(validateItemDraft({ nombre: 'Mora', precio: '8.000', nota: 'Sin azúcar' })).toEqual({})
  })

  it('explains each problem in Spanish', () => {
    expect(validateItemDraft({ nombre: '  ', precio: '8,5', nota: 'x'.repeat(81) })).toEqual({
      nombre: 'Escribe el nombre.',
      precio: 'Escribe solo el número, sin centavos. Ej.: 8.000',
      nota: 'Máximo 80 caracteres.',
    })
    expect(validateItemDraft({ nombre: 'x'.repeat(61), precio: '99999999', nota: '' })).toEqual({
      nombre: 'Máximo 60 caracteres.',
      precio: 'Ese precio es muy alto.',
    })
  })

  it.each(['\u200b', '\u0007\u0007', '\u00a0\u2003'])(
    'asks for a name when %j shows nothing',
    (nombre) => {
      expect(validateItemDraft({ nombre, precio: '', nota: '' }).nombre).toBe('Escribe el nombre.')
    },
  )

  it('builds a trimmed, available item', () => {
    expect(fromItemDraft({ nombre: ' Mora ', precio: '8.000', nota: ' ' }, 'mora000001')).toEqual({
      id: 'mora000001',
      nombre: 'Mora',
      precio: 8000,
      nota: '',
      agotado: false,
    })
  })
})
