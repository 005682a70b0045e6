import { prepareImage, type PreparedImage } from '@/lib/images/prepare-image'
import { deleteStoredFile, storeFile } from './stored-file'
import {
  deleteStoredImageQuietly,
  mediumPath,
  storeImage,
  storePreparedImage,
  thumbnailPath,
  type StoredImage,
} from './stored-image'

vi.mock('@/lib/images/prepare-image', () => ({
  prepareImage: vi.fn(),
  extensionFor: (blob: Blob) => (blob.type === 'image/webp' ? 'webp' : 'jpg'),
}))
vi.mock('./stored-file', () => ({ storeFile: vi.fn(), deleteStoredFile: vi.fn() }))
const prepare = vi.mocked(prepareImage)
const store = vi.mocked(storeFile)
const remove = vi.mocked(deleteStoredFile)

const webp = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/webp' })

const PREPARED: PreparedImage = {
  large: webp(600),
  medium: webp(300),
  small: webp(100),
  width: 1600,
  height: 1200,
  mediumWidth: 960,
  mediumHeight: 720,
  smallWidth: 480,
  smallHeight: 360,
}

const photo = new File([new Uint8Array(10)], 'Foto.JPG', { type: 'image/jpeg' })
const urlOf = (ruta: string) => `https://img.example/${encodeURIComponent(ruta)}`

describe('storeImage', () => {
  beforeEach(() => {
    prepare.mockReset().mockResolvedValue(PREPARED)
    store.mockReset()
    remove.mockReset().mockResolvedValue(undefined)
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
  })

  it('uploads the large, the medium and the small variant one after the other', async () => {
    let running = 0
    store.mockImplementation(async (ruta) => {
      running += 1
      expect(running).toBe(1)
      await Promise.resolve()
      running -= 1
      return { url: urlOf(ruta), ruta }
    })
    const stored = await storeImage(photo, (name) => `helados/${name}-1`)
    expect(store.mock.calls.map(([ruta, blob]) => [ruta, blob])).toEqual([
      ['helados/Foto.webp-1', PREPARED.large],
      ['helados/Foto.webp-1-960', PREPARED.medium],
      ['helados/Foto.webp-1-480', PREPARED.small],
    ])
    expect(stored).toEqual({
      url: urlOf('helados/Foto.webp-1'),
      ruta: 'helados/Foto.webp-1',
      urlMediana: urlOf('helados/Foto.webp-1-960'),
      rutaMediana: 'helados/Foto.webp-1-960',
      urlMiniatura: urlOf('helados/Foto.webp-1-480'),
      rutaMiniatura: 'helados/Foto.webp-1-480',
      ancho: 1600,
      alto: 1200,
    })
  })

  it('reports the progress of all three uploads together', async () => {
    store.mockImplementation((ruta, _blob, onProgress) => {
      onProgress?.(0.5)
      onProgress?.(1)
      return Promise.resolve({ url: urlOf(ruta), ruta })
    })
    const progress: number[] = []
    await storeImage(
      photo,
      (name) => `helados/${name}`,
      (fraction) => progress.push(fraction),
    )
    expect(progress).toEqual([0.3, 0.6, 0.75, 0.9, 0.95, 1])
  })

  it.each([
    ['medium', 1, ['helados/Foto.webp']],
    ['small', 2, ['helados/Foto.webp', 'helados/Foto.webp-960']],
  ])('removes what was stored when the %s upload fails', async (_name, failing, removed) => {
    const failure = new Error('storage/unknown')
    store.mockImplementation((ruta) =>
      store.mock.calls.length - 1 === failing
        ? Promise.reject(failure)
        : Promise.resolve({ url: urlOf(ruta), ruta }),
    )
    await expect(storeImage(photo, (name) => `helados/${name}`)).rejects.toBe(failure)
    expect(remove.mock.calls.map(([ruta]) => ruta)).toEqual(removed)
  })

  it('stores no medium variant for a picture not wider than 960 px', async () => {
    prepare.mockResolvedValue({ ...PREPARED, medium: null, width: 739, height: 1600 })
    store.mockImplementation((ruta, _blob, onProgress) => {
      onProgress?.(1)
      return Promise.resolve({ url: urlOf(ruta), ruta })
    })
    const progress: number[] = []
    const stored = await storeImage(
      photo,
      (name) => `cono-gratis/${name}`,
      (fraction) => progress.push(fraction),
    )
    expect(store.mock.calls.map(([ruta]) => ruta)).toEqual([
      'cono-gratis/Foto.webp',
      'cono-gratis/Foto.webp-480',
    ])
    expect(stored).not.toHaveProperty('urlMediana')
    expect(stored).not.toHaveProperty('rutaMediana')
    expect(stored).toMatchObject({ ancho: 739, alto: 1600 })
    expect(progress).toEqual([600 / 700, 1])
  })

  it('uploads nothing more and removes nothing when the large upload fails', async () => {
    store.mockRejectedValue(new Error('storage/unauthorized'))
    await expect(storeImage(photo, (name) => `helados/${name}`)).rejects.toThrow(
      'storage/unauthorized',
    )
    expect(store).toHaveBeenCalledTimes(1)
    expect(remove).not.toHaveBeenCalled()
  })
})

describe('storePreparedImage', () => {
  beforeEach(() => {
    prepare.mockReset()
    store.mockReset().mockImplementation((ruta) => Promise.resolve({ url: urlOf(ruta), ruta }))
  })

  it('stores an image prepared beforehand without preparing it again', async () => {
    const stored = await storePreparedImage('Foto.JPG', PREPARED, (name) => `bebidas/${name}-2`)
    expect(prepare).not.toHaveBeenCalled()
    expect(store.mock.calls.map(([ruta, blob]) => [ruta, blob])).toEqual([
      ['bebidas/Foto.webp-2', PREPARED.large],
      ['bebidas/Foto.webp-2-960', PREPARED.medium],
      ['bebidas/Foto.webp-2-480', PREPARED.small],
    ])
    expect(stored).toMatchObject({ ruta: 'bebidas/Foto.webp-2', ancho: 1600, alto: 1200 })
  })
})

describe('deleteStoredImageQuietly', () => {
  /** An image stored at `ruta`, with or without its medium variant. */
  const storedAt = (
    ruta: string,
    size: { ancho: number; alto: number },
    withMedium: boolean,
  ): StoredImage => ({
    url: urlOf(ruta),
    ruta,
    ...(withMedium && { urlMediana: urlOf(mediumPath(ruta)), rutaMediana: mediumPath(ruta) }),
    urlMiniatura: urlOf(thumbnailPath(ruta)),
    rutaMiniatura: thumbnailPath(ruta),
    ...size,
  })

  it('removes all three variants, logging a failure without throwing', async () => {
    remove.mockReset().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const ruta = 'misterio/a.webp-1'
    await deleteStoredImageQuietly(storedAt(ruta, { ancho: 1600, alto: 1200 }, true))
    expect(remove.mock.calls.map(([path]) => path)).toEqual([
      ruta,
      'misterio/a.webp-1-960',
      'misterio/a.webp-1-480',
    ])
    expect(log).toHaveBeenCalledTimes(1)
  })

  it('removes the two variants of an image without a medium one', async () => {
    remove.mockReset().mockResolvedValue(undefined)
    const ruta = 'cono-gratis/a.webp-1'
    await deleteStoredImageQuietly(storedAt(ruta, { ancho: 739, alto: 1600 }, false))
    expect(remove.mock.calls.map(([path]) => path)).toEqual([ruta, 'cono-gratis/a.webp-1-480'])
  })
})
