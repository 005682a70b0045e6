import { runRestQuery, type RestTarget } from './firestore-rest'

const target: RestTarget = { origin: 'http://127.0.0.1:8080', projectId: 'demo-p', apiKey: 'k y' }
const DOCUMENTS = 'projects/demo-p/databases/(default)/documents'

const answer = (body: unknown, status = 200) =>
  vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })))

describe('runRestQuery', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('posts a structured query for the collection and decodes every field kind', async () => {
    const fetchMock = answer([
      {
        readTime: '2026-11-22T00:00:00Z',
        document: {
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
      },
    ])
    vi.stubGlobal('fetch', fetchMock)
    const [first, ...rest] = await runRestQuery(target, { collection: 'comidas' })
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
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`http://127.0.0.1:8080/v1/${DOCUMENTS}:runQuery?key=k%20y`)
    // Nothing that would make the browser ask the server first (a CORS preflight).
    expect(init.headers).toEqual({ 'Content-Type': 'text/plain' })
    expect(JSON.parse(String(init.body))).toEqual({
      structuredQuery: { from: [{ collectionId: 'comidas' }] },
    })
  })

  it('asks for the newest documents first, limited, and returns none for an empty answer', async () => {
    const fetchMock = answer([{ readTime: '2026-11-22T00:00:00Z' }])
    vi.stubGlobal('fetch', fetchMock)
    await expect(
      runRestQuery(target, { collection: 'misterio', newestBy: 'fecha', limit: 1 }),
    ).resolves.toEqual([])
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({
      structuredQuery: {
        from: [{ collectionId: 'misterio' }],
        orderBy: [{ field: { fieldPath: 'fecha' }, direction: 'DESCENDING' }],
        limit: 1,
      },
    })
  })

  it('rejects when the read is refused', async () => {
    vi.stubGlobal('fetch', answer([{ error: { code: 403 } }], 403))
    await expect(runRestQuery(target, { collection: 'usuarios' })).rejects.toThrow('403')
  })
})
