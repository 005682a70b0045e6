import { toImageDocument } from './image-document'

const fecha = new Date('2026-03-01T15:30:00.000Z')
const stamp = { toDate: () => fecha }

describe('toImageDocument', () => {
  it('reads every field of a prepared image, its two variants included', () => {
    expect(
      toImageDocument('conos', {
        url: 'https://img.example/conos.webp',
        nombre: 'conos.jpg',
        fecha: stamp,
        ruta: 'helados/conos.webp-1',
        urlMediana: 'https://img.example/conos-960.webp',
        rutaMediana: 'helados/conos.webp-1-960',
        urlMiniatura: 'https://img.example/conos-480.webp',
        rutaMiniatura: 'helados/conos.webp-1-480',
        ancho: 1600,
        alto: 1200,
      }),
    ).toEqual({
      id: 'conos',
      url: 'https://img.example/conos.webp',
      nombre: 'conos.jpg',
      fecha,
      ruta: 'helados/conos.webp-1',
      urlMediana: 'https://img.example/conos-960.webp',
      rutaMediana: 'helados/conos.webp-1-960',
      urlMiniatura: 'https://img.example/conos-480.webp',
      rutaMiniatura: 'helados/conos.webp-1-480',
      ancho: 1600,
      alto: 1200,
    })
  })

  it('leaves out the fields an older document lacks', () => {
    expect(toImageDocument('viejo', { url: 'https://img.example/viejo.jpg' })).toEqual({
      id: 'viejo',
      url: 'https://img.example/viejo.jpg',
      fecha: null,
    })
  })

  it('drops fields of the wrong type or empty, and the whole document without a url', () => {
    expect(
      toImageDocument('raro', {
        url: 'https://img.example/raro.webp',
        urlMediana: 42,
        rutaMediana: '',
        urlMiniatura: true,
        ancho: 1.5,
        alto: -1,
      }),
    ).toEqual({ id: 'raro', url: 'https://img.example/raro.webp', fecha: null })
    expect(toImageDocument('sin-url', { url: '', urlMediana: 'https://img.example/m' })).toBeNull()
  })
})
