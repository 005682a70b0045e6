import { deleteObject, getMetadata, listAll } from 'firebase/storage'
import { cleanOrphanFiles, largeFileOf, ORPHAN_MIN_AGE_MS } from './cono-gratis-admin'

/** Large files an entry names by the time the clean-up checks each file once more. */
const namedMeanwhile = new Set<string>()

vi.mock('@/lib/firebase', () => ({
  getFirestoreLive: vi.fn(() => Promise.resolve({})),
  getStorageService: vi.fn(() => Promise.resolve({})),
}))
vi.mock('firebase/firestore', () => ({
  collection: vi.fn(() => 'entries'),
  where: vi.fn((_field: string, _op: string, value: string) => value),
  limit: vi.fn(),
  query: vi.fn((_entries: unknown, ruta: string) => ({ ruta })),
  getDocs: vi.fn((source: unknown) =>
    typeof source === 'object' && source !== null && 'ruta' in source
      ? Promise.resolve({ empty: !namedMeanwhile.has(String(source.ruta)) })
      : Promise.resolve({
          docs: [
            {
              get: (field: string) =>
                ({
                  ruta: 'cono-gratis/a/kept.webp-1',
                  rutaMiniatura: 'cono-gratis/a/kept.webp-1-480',
                })[field],
            },
            {
              // Written before paths were stored: only its address names its file.
              get: (field: string) =>
                ({
                  url: 'http://127.0.0.1:9199/v0/b/demo/o/cono-gratis%2Fviejo.png-1?alt=media&token=t',
                })[field],
            },
          ],
        }),
  ),
}))

const NOW = Date.parse('2026-11-24T12:00:00Z')
const ago = (ms: number) => new Date(NOW - ms).toISOString()
const item = (fullPath: string) => ({ fullPath })
const FOLDERS: Record<string, { items: { fullPath: string }[]; prefixes: { fullPath: string }[] }> =
  {
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
    vi.mocked(deleteObject).mockClear()
  })

  it('keeps a file that an entry got while the clean-up ran (checked again just before)', async () => {
    vi.mocked(listAll).mockImplementation(((path: string) =>
      Promise.resolve(FOLDERS[path])) as unknown as typeof listAll)
    vi.mocked(getMetadata).mockImplementation(((file: { fullPath: string }) =>
      Promise.resolve({ timeCreated: CREATED[file.fullPath] })) as unknown as typeof getMetadata)
    namedMeanwhile.add('cono-gratis/a/orphan.webp-2')
    await expect(cleanOrphanFiles(NOW)).resolves.toBe(1)
    expect(vi.mocked(deleteObject).mock.calls.map(([file]) => file)).toEqual([
      item('cono-gratis/legacy.png-1'),
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

  it('deletes, in every folder, the files older than an hour that no entry points at (by path or by an old entry’s address)', async () => {
    vi.mocked(listAll).mockImplementation(((path: string) =>
      Promise.resolve(FOLDERS[path])) as unknown as typeof listAll)
    vi.mocked(getMetadata).mockImplementation(((file: { fullPath: string }) =>
      Promise.resolve({ timeCreated: CREATED[file.fullPath] })) as unknown as typeof getMetadata)
    await expect(cleanOrphanFiles(NOW)).resolves.toBe(2)
    expect(vi.mocked(deleteObject).mock.calls.map(([file]) => file)).toEqual([
      item('cono-gratis/legacy.png-1'),
      item('cono-gratis/a/orphan.webp-2'),
    ])
  })
})
