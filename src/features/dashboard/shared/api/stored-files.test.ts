import { storedFilesOf } from './stored-files'

describe('storedFilesOf', () => {
  const base = { id: 'a', url: 'https://img.example/a.webp', fecha: null }

  it('lists the large file and both variants by path', () => {
    expect(
      storedFilesOf({
        ...base,
        ruta: 'helados/a.webp-1',
        urlMediana: 'https://img.example/a-960.webp',
        rutaMediana: 'helados/a.webp-1-960',
        urlMiniatura: 'https://img.example/a-480.webp',
        rutaMiniatura: 'helados/a.webp-1-480',
      }),
    ).toEqual(['helados/a.webp-1', 'helados/a.webp-1-960', 'helados/a.webp-1-480'])
  })

  it('falls back on the URLs, and lists only the variants a document has', () => {
    expect(
      storedFilesOf({
        ...base,
        urlMediana: 'https://img.example/a-960.webp',
        urlMiniatura: 'https://img.example/a-480.webp',
      }),
    ).toEqual([
      'https://img.example/a.webp',
      'https://img.example/a-960.webp',
      'https://img.example/a-480.webp',
    ])
    expect(storedFilesOf({ ...base, urlMiniatura: 'https://img.example/a-480.webp' })).toEqual([
      'https://img.example/a.webp',
      'https://img.example/a-480.webp',
    ])
    expect(storedFilesOf(base)).toEqual(['https://img.example/a.webp'])
  })
})
