import { projectionOf, toFreeConeEntry, toGalleryImage } from './entry'

const objectUrl = (path: string) => `https://storage.test/v0/b/own/o/${encodeURIComponent(path)}`
const RUTA = 'cono-gratis/uid-1/historia.webp-1700000000000'
const timestamp = (iso: string) => ({ toDate: () => new Date(iso) })

describe('toFreeConeEntry', () => {
  it('makes every address from the stored paths, in the own bucket', () => {
    const entry = toFreeConeEntry(
      '7',
      {
        ruta: RUTA,
        rutaMediana: `${RUTA}-960`,
        rutaMiniatura: `${RUTA}-480`,
        numero: 7,
        estado: 'pendiente',
        fecha: timestamp('2026-11-20T15:00:00Z'),
        ancho: 1080,
        alto: 1920,
      },
      objectUrl,
    )
    expect(entry).toMatchObject({
      id: '7',
      numero: 7,
      estado: 'pendiente',
      entregadoEn: null,
      url: objectUrl(RUTA),
      urlMediana: objectUrl(`${RUTA}-960`),
      urlMiniatura: objectUrl(`${RUTA}-480`),
      ancho: 1080,
    })
  })

  it('ignores addresses stored in the document', () => {
    const entry = toFreeConeEntry(
      '3',
      {
        ruta: RUTA,
        rutaMiniatura: `${RUTA}-480`,
        url: 'https://evil.test/x.png',
        urlMiniatura: 'https://evil.test/y.png',
        urlMediana: 'https://evil.test/z.png',
        numero: 3,
        estado: 'publicada',
      },
      objectUrl,
    )
    expect(entry?.url).toBe(objectUrl(RUTA))
    expect(entry?.urlMiniatura).toBe(objectUrl(`${RUTA}-480`))
    expect(entry?.urlMediana).toBeUndefined()
  })

  it('reads when the cone was handed over', () => {
    const entry = toFreeConeEntry(
      '4',
      {
        ruta: RUTA,
        numero: 4,
        estado: 'publicada',
        entregadoEn: timestamp('2026-11-21T22:00:00Z'),
      },
      objectUrl,
    )
    expect(entry?.entregadoEn).toEqual(new Date('2026-11-21T22:00:00Z'))
  })

  it.each([
    ['no path', { numero: 1, estado: 'publicada' }],
    ['no number', { ruta: RUTA, estado: 'publicada' }],
    ['no review state (written before reviews existed)', { ruta: RUTA, numero: 1 }],
    ['an unknown state', { ruta: RUTA, numero: 1, estado: 'aprobada' }],
  ])('leaves out an entry with %s', (_case, data) => {
    expect(toFreeConeEntry('1', data, objectUrl)).toBeNull()
  })
})

describe('the public projection', () => {
  const fecha = timestamp('2026-11-20T15:00:00Z')
  const entry = {
    nombre: 'mi cono.jpg',
    numero: 7,
    fecha,
    estado: 'pendiente',
    ruta: RUTA,
    rutaMiniatura: `${RUTA}-480`,
    ancho: 1080,
    alto: 1920,
    entregadoEn: timestamp('2026-11-21T22:00:00Z'),
  }

  it('copies only the number, the date and the size, the date as stored', () => {
    const projection = projectionOf(entry)
    expect(projection).toEqual({ numero: 7, fecha, ancho: 1080, alto: 1920 })
    expect(projection.fecha).toBe(fecha)
  })

  it('leaves out a size the entry does not have', () => {
    expect(projectionOf({ numero: 3, fecha })).toEqual({ numero: 3, fecha })
  })

  it('shows a projection as its gallery copy, whatever else it names', () => {
    expect(
      toGalleryImage(
        '7',
        { numero: 7, fecha, url: 'https://evil.test/x.png', ruta: RUTA },
        objectUrl,
      ),
    ).toEqual({
      id: '7',
      numero: 7,
      estado: 'publicada',
      fecha: new Date('2026-11-20T15:00:00Z'),
      url: objectUrl('galeria/7'),
      entregadoEn: null,
    })
  })

  it.each([{}, { numero: '7' }, { numero: 0 }, { numero: 1.5 }])(
    'leaves out a projection without a whole number: %j',
    (data) => {
      expect(toGalleryImage('7', data, objectUrl)).toBeNull()
    },
  )
})
