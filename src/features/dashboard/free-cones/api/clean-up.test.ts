import { deleteObject, getMetadata, listAll } from 'firebase/storage'
import { cleanOrphanFiles, largeFileOf, ORPHAN_MIN_AGE_MS } from './clean-up'

/** Large files an entry names by the time the clean-up checks each file once more. */
const namedMeanwhile = new Set<string>()
/** Entries published by the time the clean-up checks their gallery copy once more. */
const publishedMeanwhile = new Set<string>()

vi.mock('@/lib/firebase', () => ({
  getFirestoreLive: vi.fn(() => Promise.resolve({})),
  getStorageService: vi.fn(() => Promise.resolve({})),
}))
vi.mock('firebase/firestore', () => ({
  collection: vi.fn(() => 'entries'),
  where: vi.fn((_field: string, _op: string, value: string) => value),
  limit: vi.fn(),
  doc: vi.fn((_db: unknown, _collection: string, numero: string) => numero),
  getDoc: vi.fn((numero: string) =>
    Promise.resolve({
      get: (field: string) =>
        field === 'estado' && publishedMeanwhile.has(numero) ? 'publicada' : undefined,
    }),
  ),
  query: vi.fn((_entries: unknown, ruta: string) => ({ ruta })),
  getDocs: vi.fn((source: unknown) =>
    typeof source === 'object' && source !== null && 'ruta' in source
      ? Promise.resolve({ empty: !namedMeanwhile.has(String(source.ruta)) })
      : Promise.resolve({
          docs: [
            {
              id: '1',
              get: (field: string) =>
                ({
                  estado: 'publicada',
                  ruta: 'cono-gratis/a/kept.webp-1',
                  rutaMiniatura: 'cono-gratis/a/kept.webp-1-480',
                })[field],
            },
            {
              // Written before paths were stored: only its address names its file.
              id: '2',
              get: (field: string) =>
                ({
                  estado: 'oculta',
                  url: 'http://127.0.0.1:9199/v0/b/demo/o/cono-gratis%2Fviejo.png-1?alt=media&token=t',
                })[field],
            },
          ],
        }),
  ),
}))

const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const item = (fullPath: string) => ({ fullPath, name: fullPath.split('/').pop() ?? '' })
type Listed = ReturnType<typeof item>
const FOLDERS: Record<string, { items: Listed[]; prefixes: { fullPath: string }[] }> = {
  // The copies of a published entry (1), a hidden one (2), an old approval cut short (3) and
  // a fresh one (4, maybe an approval under way).
  galeria: {
    items: [item('galeria/1'), item('galeria/2'), item('galeria/3'), item('galeria/4')],
    prefixes: [],
  },
  'cono-gratis': {
    items: [item('cono-gratis/legacy.png-1'), item('cono-gratis/viejo.png-1')],
    prefixes: [{ fullPath: 'cono-gratis/a' }],
  },
  'cono-gratis/a': {
    items: [
      item('cono-gratis/a/kept.webp-1'),
      item('cono-gratis/a/kept.webp-1-480'),
      item('cono-gratis/a/orphan.webp-2'),
      item('cono-gratis/a/fresh.webp-3'),
    ],
    prefixes: [],
  },
}
const CREATED: Record<string, string> = {
  'galeria/1': ago(5 * ORPHAN_MIN_AGE_MS),
  'galeria/2': ago(5 * ORPHAN_MIN_AGE_MS),
  'galeria/3': ago(ORPHAN_MIN_AGE_MS + 1000),
  'galeria/4': ago(ORPHAN_MIN_AGE_MS - 60_000),
  'cono-gratis/legacy.png-1': ago(30 * 24 * 3600_000),
  'cono-gratis/viejo.png-1': ago(30 * 24 * 3600_000),
  'cono-gratis/a/kept.webp-1': ago(5 * ORPHAN_MIN_AGE_MS),
  'cono-gratis/a/kept.webp-1-480': ago(5 * ORPHAN_MIN_AGE_MS),
  'cono-gratis/a/orphan.webp-2': ago(ORPHAN_MIN_AGE_MS + 1000),
  'cono-gratis/a/fresh.webp-3': ago(ORPHAN_MIN_AGE_MS - 60_000),
}

vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => path),
  listAll: vi.fn(),
  getMetadata: vi.fn(),
  deleteObject: vi.fn(() => Promise.resolve()),
}))

describe('cleanOrphanFiles', () => {
  beforeEach(() => {
    namedMeanwhile.clear()
    publishedMeanwhile.clear()
    vi.mocked(deleteObject).mockClear()
  })

  it('keeps a file that an entry got, and a copy whose entry was published, while the clean-up ran (checked again just before)', async () => {
    vi.mocked(listAll).mockImplementation(((path: string) =>
      Promise.resolve(FOLDERS[path])) as unknown as typeof listAll)
    vi.mocked(getMetadata).mockImplementation(((file: { fullPath: string }) =>
      Promise.resolve({ timeCreated: CREATED[file.fullPath] })) as unknown as typeof getMetadata)
    namedMeanwhile.add('cono-gratis/a/orphan.webp-2')
    publishedMeanwhile.add('3')
    await expect(cleanOrphanFiles(NOW)).resolves.toBe(2)
    expect(vi.mocked(deleteObject).mock.calls.map(([file]) => file)).toEqual([
      item('cono-gratis/legacy.png-1'),
      item('galeria/2'),
    ])
  })

  it('names the large file of a variant', () => {
    expect(largeFileOf('cono-gratis/a/b.webp-1764000000000-480')).toBe(
      'cono-gratis/a/b.webp-1764000000000',
    )
    expect(largeFileOf('cono-gratis/a/b.webp-1764000000000-960')).toBe(
      'cono-gratis/a/b.webp-1764000000000',
    )
    expect(largeFileOf('cono-gratis/a/b.webp-1764000000000')).toBe(
      'cono-gratis/a/b.webp-1764000000000',
    )
  })

  it('deletes, in every folder, the files older than an hour that no entry points at (by path or by an old entry’s address), and the gallery copies of entries not published', async () => {
    vi.mocked(listAll).mockImplementation(((path: string) =>
      Promise.resolve(FOLDERS[path])) as unknown as typeof listAll)
    vi.mocked(getMetadata).mockImplementation(((file: { fullPath: string }) =>
      Promise.resolve({ timeCreated: CREATED[file.fullPath] })) as unknown as typeof getMetadata)
    await expect(cleanOrphanFiles(NOW)).resolves.toBe(4)
    expect(vi.mocked(deleteObject).mock.calls.map(([file]) => file)).toEqual([
      item('cono-gratis/legacy.png-1'),
      item('cono-gratis/a/orphan.webp-2'),
      // The gallery's copies of entries not published, once an hour old.
      item('galeria/2'),
      item('galeria/3'),
    ])
  })
})
