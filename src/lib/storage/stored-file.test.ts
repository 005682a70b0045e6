import { replacementPath, safeFileName, uploadPath } from './stored-file'

describe('safe storage names', () => {
  it('keeps a readable, lower-case name and its extension', () => {
    expect(safeFileName('Historia Cono Ñame.JPG')).toBe('historia-cono-name.jpg')
  })

  it('drops folders and encoded separators so nothing escapes the folder', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd')
    expect(safeFileName('a%2F..%2Fb.png')).toBe('a-2f-2fb.png')
  })

  it('bounds the length and never returns an empty name', () => {
    expect(safeFileName(`${'x'.repeat(300)}.png`).length).toBeLessThanOrEqual(86)
    expect(safeFileName('🍦🍦.png')).toBe('imagen.png')
  })

  it('builds the two path styles of the specification', () => {
    expect(uploadPath('cono-gratis', 'Mi foto.png', 42)).toBe('cono-gratis/mi-foto.png-42')
    expect(replacementPath('helados', 'Mi foto.png', 42)).toBe('helados/42_mi-foto.png')
  })
})
