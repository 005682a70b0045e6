// @vitest-environment jsdom
import { getDownloadURL, uploadBytesResumable } from 'firebase/storage'
import { storeFile } from './stored-file'

vi.mock('@/lib/firebase', () => ({ getStorageService: vi.fn(() => Promise.resolve({})) }))
vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  getDownloadURL: vi.fn(() => Promise.resolve('https://storage.test/o/x?alt=media&token=t')),
  uploadBytesResumable: vi.fn(() =>
    Object.assign(Promise.resolve(), { on: vi.fn(), cancel: vi.fn() }),
  ),
}))

const upload = vi.mocked(uploadBytesResumable)
const downloadUrl = vi.mocked(getDownloadURL)
const picture = new Blob(['x'], { type: 'image/webp' })

describe('storeFile: what a stored file carries', () => {
  beforeEach(() => {
    upload.mockClear()
    downloadUrl.mockClear()
  })

  it('a menu image: a year of caching, and its download link', async () => {
    const stored = await storeFile('helados/a.webp-1', picture)
    expect(upload.mock.calls[0]?.[2]).toEqual({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=31536000, immutable',
    })
    expect(stored.url).toContain('token=t')
  })

  it('a visitor’s own file: only its type, and no download link is ever asked for', async () => {
    const stored = await storeFile('cono-gratis/uid/a.webp-1', picture, undefined, {
      private: true,
    })
    expect(upload.mock.calls[0]?.[2]).toEqual({ contentType: 'image/webp' })
    expect(downloadUrl).not.toHaveBeenCalled()
    expect(stored).toEqual({
      ruta: 'cono-gratis/uid/a.webp-1',
      url: expect.stringContaining('/o/cono-gratis%2Fuid%2Fa.webp-1?alt=media') as string,
    })
    expect(stored.url).not.toContain('token')
  })
})
