import { readRestDocuments, restListUrl, type RestTarget } from './documents'
import { queryRestDocuments } from './filtered-query'

const target: RestTarget = { origin: 'http://127.0.0.1:8080', projectId: 'demo-p', apiKey: 'k y' }
const DOCUMENTS = 'projects/demo-p/databases/(default)/documents'

const answer = (...bodies: unknown[]) => {
  const mock = vi.fn(() => Promise.resolve(new Response('{}')))
  for (const body of bodies) {
    mock.mockImplementationOnce(() => Promise.resolve(new Response(JSON.stringify(body))))
  }
  return mock
}

describe('readRestDocuments', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('lists the collection with a plain GET and decodes every field kind', async () => {
    const fetchMock = answer({
      documents: [
        {
          name: `${DOCUMENTS}/comidas/abc`,
          fields: {
            url: { stringValue: 'https://img.example/a.webp' },
            numero: { integerValue: '3' },
            escala: { doubleValue: 1.5 },
            visible: { booleanValue: true },
            fecha: { timestampValue: '2026-01-02T03:04:05.678Z' },
            nada: { nullValue: null },
            tamano: { mapValue: { fields: { ancho: { integerValue: '1080' } } } },
            etiquetas: { arrayValue: { values: [{ stringValue: 'x' }] } },
            vacia: { arrayValue: {} },
          },
        },
      ],
    })
    vi.stubGlobal('fetch', fetchMock)
    const [first, ...rest] = await readRestDocuments(target, { collection: 'comidas' })
    expect(rest).toEqual([])
    expect(first?.id).toBe('abc')
    const { fecha, ...plain } = first?.data ?? {}
    expect(plain).toEqual({
      url: 'https://img.example/a.webp',
      numero: 3,
      escala: 1.5,
      visible: true,
      nada: null,
      tamano: { ancho: 1080 },
      etiquetas: ['x'],
      vacia: [],
    })
    expect((fecha as { toDate(): Date }).toDate().toISOString()).toBe('2026-01-02T03:04:05.678Z')
    // One argument: a GET with no headers, nothing that would make the browser ask the server
    // first (a CORS preflight), and the request an HTML file's preload made.
    expect(fetchMock.mock.calls[0]).toEqual([
      `http://127.0.0.1:8080/v1/${DOCUMENTS}/comidas?key=k%20y&pageSize=100`,
    ])
  })

  it('asks for the newest documents first, limited, with one GET, and no further page', async () => {
    const fetchMock = answer({
      documents: [{ name: `${DOCUMENTS}/misterio/nueva`, fields: {} }],
      nextPageToken: 'more',
    })
    vi.stubGlobal('fetch', fetchMock)
    const documents = await readRestDocuments(target, {
      collection: 'misterio',
      newestBy: 'fecha',
      limit: 1,
    })
    expect(documents.map((document) => document.id)).toEqual(['nueva'])
    expect(fetchMock.mock.calls).toEqual([
      [`http://127.0.0.1:8080/v1/${DOCUMENTS}/misterio?key=k%20y&pageSize=1&orderBy=fecha%20desc`],
    ])
  })

  it('reads further pages until it has its limit, and returns none for an empty answer', async () => {
    const doc = (id: string) => ({ name: `${DOCUMENTS}/cono-gratis/${id}`, fields: {} })
    const fetchMock = answer(
      { documents: [doc('a')], nextPageToken: 't' },
      { documents: [doc('b'), doc('c')], nextPageToken: 'u' },
    )
    vi.stubGlobal('fetch', fetchMock)
    const query = { collection: 'cono-gratis', newestBy: 'fecha', limit: 2 }
    const documents = await readRestDocuments(target, query)
    expect(documents.map((document) => document.id)).toEqual(['a', 'b'])
    expect(fetchMock).toHaveBeenCalledTimes(2)
    await expect(readRestDocuments(target, query)).resolves.toEqual([])
  })

  it('reads every page of a list without a limit', async () => {
    const doc = (id: string) => ({ name: `${DOCUMENTS}/helados/${id}`, fields: {} })
    const fetchMock = answer(
      { documents: [doc('a')], nextPageToken: 't/2' },
      { documents: [doc('b')] },
    )
    vi.stubGlobal('fetch', fetchMock)
    const documents = await readRestDocuments(target, { collection: 'helados' })
    expect(documents.map((document) => document.id)).toEqual(['a', 'b'])
    expect(fetchMock.mock.calls[1]).toEqual([
      `http://127.0.0.1:8080/v1/${DOCUMENTS}/helados?key=k%20y&pageSize=100&pageToken=t%2F2`,
    ])
  })

  it('rejects when the read is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"error":{"code":403}}', { status: 403 }))),
    )
    await expect(readRestDocuments(target, { collection: 'usuarios' })).rejects.toThrow('403')
  })
})

describe('restListUrl', () => {
  it('is the address of the first page, the one an HTML file preloads', () => {
    expect(restListUrl(target, { collection: 'comidas' })).toBe(
      `http://127.0.0.1:8080/v1/${DOCUMENTS}/comidas?key=k%20y&pageSize=100`,
    )
    expect(restListUrl(target, { collection: 'misterio', newestBy: 'fecha', limit: 1 })).toBe(
      `http://127.0.0.1:8080/v1/${DOCUMENTS}/misterio?key=k%20y&pageSize=1&orderBy=fecha%20desc`,
    )
  })
})

describe('queryRestDocuments', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const gallery = {
    collection: 'cono-gratis',
    where: { field: 'estado', equals: 'publicada' },
    newestBy: 'numero',
  }

  it('posts one filtered, ordered and limited query and decodes the documents', async () => {
    const fetchMock = answer([
      {
        document: {
          name: `${DOCUMENTS}/cono-gratis/9`,
          fields: { numero: { integerValue: '9' }, estado: { stringValue: 'publicada' } },
        },
        readTime: '2026-01-01T00:00:00Z',
      },
      { readTime: '2026-01-01T00:00:00Z' },
    ])
    vi.stubGlobal('fetch', fetchMock)
    const documents = await queryRestDocuments(target, { ...gallery, limit: 13 })
    expect(documents).toEqual([{ id: '9', data: { numero: 9, estado: 'publicada' } }])
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`http://127.0.0.1:8080/v1/${DOCUMENTS}:runQuery?key=k%20y`)
    expect(init.method).toBe('POST')
    expect(JSON.parse(init.body as string)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'cono-gratis' }],
        where: {
          fieldFilter: {
            field: { fieldPath: 'estado' },
            op: 'EQUAL',
            value: { stringValue: 'publicada' },
          },
        },
        orderBy: [{ field: { fieldPath: 'numero' }, direction: 'DESCENDING' }],
        limit: 13,
      },
    })
  })

  it('starts a later page after the last number shown', async () => {
    const fetchMock = answer([])
    vi.stubGlobal('fetch', fetchMock)
    await queryRestDocuments(target, { ...gallery, below: 8, limit: 13 })
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string).structuredQuery.startAt).toEqual({
      values: [{ integerValue: '8' }],
      before: false,
    })
  })

  it('asks for every document, in order, when no filter is given', async () => {
    const fetchMock = answer([])
    vi.stubGlobal('fetch', fetchMock)
    await queryRestDocuments(target, { collection: 'galeria', newestBy: 'numero', limit: 13 })
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(init.body as string)).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'galeria' }],
        orderBy: [{ field: { fieldPath: 'numero' }, direction: 'DESCENDING' }],
        limit: 13,
      },
    })
  })

  it('rejects a refused query', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('no', { status: 403 }))),
    )
    await expect(queryRestDocuments(target, { ...gallery, limit: 1 })).rejects.toThrow('403')
  })
})
