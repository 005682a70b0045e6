import {
  byMenuOrder,
  isShown,
  sameImageDocument,
  storedDescripcion,
  toImageDocument,
  type ImageDocument,
} from './image-document'

const fecha = new Date('2026-03-01T15:30:00.000Z')
const stamp = { toDate: () => fecha }

describe('toImageDocument', () => {
  it('reads every field of a prepared image, its two variants included', () => {
    // Read as they are stored; only the date changes form.
    const asStored = {
      url: 'https://img.example/conos.webp',
      nombre: 'conos.jpg',
      ruta: 'helados/conos.webp-1',
      urlMediana: 'https://img.example/conos-960.webp',
      rutaMediana: 'helados/conos.webp-1-960',
      urlMiniatura: 'https://img.example/conos-480.webp',
      rutaMiniatura: 'helados/conos.webp-1-480',
      ancho: 1600,
      alto: 1200,
    }
    expect(toImageDocument('conos', { ...asStored, fecha: stamp })).toEqual({
      id: 'conos',
      ...asStored,
      fecha,
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

  it('reads the place the staff gave an image and what it says', () => {
    expect(
      toImageDocument('conos', {
        url: 'https://img.example/conos.webp',
        orden: 0,
        descripcion: '  Conos: una bola $4.000.\n',
      }),
    ).toEqual({
      id: 'conos',
      url: 'https://img.example/conos.webp',
      fecha: null,
      orden: 0,
      descripcion: 'Conos: una bola $4.000.',
    })
  })

  it.each<[string, unknown]>([
    ['a negative orden', -1],
    ['a fractional orden', 1.5],
    ['an orden as text', '2'],
  ])('leaves out %s', (_name, orden) => {
    expect(toImageDocument('x', { url: 'https://img.example/x.webp', orden })).not.toHaveProperty(
      'orden',
    )
  })

  it('leaves out a blank or non-text descripcion', () => {
    for (const descripcion of ['', '   ', 42]) {
      expect(
        toImageDocument('x', { url: 'https://img.example/x.webp', descripcion }),
      ).not.toHaveProperty('descripcion')
    }
  })

  it('reads oculto only when it is true: absent or anything else is shown', () => {
    const url = 'https://img.example/x.webp'
    const hidden = toImageDocument('x', { url, oculto: true })
    expect(hidden?.oculto).toBe(true)
    expect(hidden && isShown(hidden)).toBe(false)
    for (const oculto of [false, 'true', 1, null, undefined]) {
      const image = toImageDocument('x', { url, oculto })
      expect(image).not.toHaveProperty('oculto')
      expect(image && isShown(image)).toBe(true)
    }
  })
})

describe('byMenuOrder', () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day))
  const image = (id: string, extra: Partial<ImageDocument> = {}): ImageDocument => ({
    id,
    url: `https://img.example/${id}.webp`,
    fecha: null,
    ...extra,
  })
  const ids = (images: ImageDocument[]) => [...images].sort(byMenuOrder).map((i) => i.id)

  it('without orden, keeps the upload order: numero, then the oldest first, then the id', () => {
    expect(
      ids([
        image('c', { numero: 3, fecha: at(1) }),
        image('a', { numero: 1, fecha: at(9) }),
        image('b', { numero: 2, fecha: at(5) }),
      ]),
    ).toEqual(['a', 'b', 'c'])
    expect(
      ids([
        image('z', { fecha: at(2) }),
        image('y', { fecha: at(1) }),
        image('x', { fecha: at(2) }),
      ]),
    ).toEqual(['y', 'x', 'z'])
  })

  it('puts the smaller orden first, whatever the upload order', () => {
    expect(
      ids([
        image('a', { numero: 1, fecha: at(1), orden: 3 }),
        image('b', { numero: 2, fecha: at(2), orden: 1 }),
        image('c', { numero: 3, fecha: at(3), orden: 1_760_000_000_000 }),
        image('d', { numero: 4, fecha: at(4), orden: 2 }),
      ]),
    ).toEqual(['b', 'd', 'a', 'c'])
  })

  it('puts the images without orden after those with one, in upload order among themselves', () => {
    expect(
      ids([
        image('viejo-2', { fecha: at(2) }),
        image('nuevo', { fecha: at(9), orden: 7 }),
        image('viejo-1', { fecha: at(1) }),
        image('primero', { fecha: at(8), orden: 0 }),
      ]),
    ).toEqual(['primero', 'nuevo', 'viejo-1', 'viejo-2'])
  })

  it('settles equal ordens by the upload order', () => {
    expect(
      ids([image('b', { fecha: at(2), orden: 5 }), image('a', { fecha: at(1), orden: 5 })]),
    ).toEqual(['a', 'b'])
  })
})

describe('sameImageDocument', () => {
  const stored = (): ImageDocument => ({
    id: 'a',
    url: 'https://img.example/a.webp',
    fecha: new Date('2026-11-01T12:00:00Z'),
    orden: 2,
  })

  it('takes a copy with equal fields and an equal date for the same image', () => {
    expect(sameImageDocument(stored(), stored())).toBe(true)
    expect(sameImageDocument(null, null)).toBe(true)
  })

  it('tells apart a changed field, a field more, another date and null', () => {
    expect(sameImageDocument(stored(), { ...stored(), orden: 3 })).toBe(false)
    expect(sameImageDocument(stored(), { ...stored(), descripcion: 'Arazá' })).toBe(false)
    expect(sameImageDocument(stored(), { ...stored(), fecha: new Date(0) })).toBe(false)
    expect(sameImageDocument(stored(), { ...stored(), fecha: null })).toBe(false)
    expect(sameImageDocument(stored(), null)).toBe(false)
  })
})

describe('storedDescripcion', () => {
  it('trims the text, and leaves out one with nothing but spaces', () => {
    expect(storedDescripcion('  Hamburguesa doble con papas \n')).toBe(
      'Hamburguesa doble con papas',
    )
    expect(storedDescripcion(' \n\t ')).toBeUndefined()
    expect(storedDescripcion('')).toBeUndefined()
    expect(storedDescripcion(undefined)).toBeUndefined()
  })
})
