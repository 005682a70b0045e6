import { menuImageAlt } from './menu-image-alt'

const FALLBACK = 'Imagen del menú de comidas'

describe('menuImageAlt', () => {
  it('says the descripcion when the staff wrote one', () => {
    const descripcion = 'Hamburguesas: sencilla $12.000, doble carne $18.000.'
    expect(menuImageAlt({ descripcion, nombre: 'hamburguesas.webp' }, FALLBACK)).toBe(descripcion)
  })

  it('reads the file name as words without one', () => {
    expect(menuImageAlt({ nombre: 'hamburguesas.webp' }, FALLBACK)).toBe('Hamburguesas')
    expect(menuImageAlt({ nombre: 'perros-calientes_2.png' }, FALLBACK)).toBe('Perros calientes 2')
  })

  it('falls back on the page text when there is no name either', () => {
    expect(menuImageAlt({}, FALLBACK)).toBe(FALLBACK)
    expect(menuImageAlt({ nombre: '.webp' }, FALLBACK)).toBe(FALLBACK)
  })
})
