import { runTransaction } from 'firebase/firestore'
import type { PreparedImage } from '@/lib/images/prepare-image'
import { deleteStoredImageQuietly, storePreparedImage } from '@/lib/storage/stored-image'
import { createImage } from './image-uploads'

/** The transaction the SDK would hand over: its writes are what the tests look at. */
const transaction = vi.hoisted(() => ({
  set: vi.fn(),
  get: vi.fn(() => Promise.resolve({ data: () => ({ ultimo: 4 }) })),
}))
vi.mock('@/lib/firebase', () => ({ getFirestoreLive: vi.fn(() => Promise.resolve({})) }))
vi.mock('firebase/firestore', () => ({
  collection: vi.fn((_db: unknown, name: string) => name),
  doc: vi.fn(() => ({ id: 'nuevo' })),
  serverTimestamp: vi.fn(() => 'ahora'),
  runTransaction: vi.fn((_db: unknown, update: (t: typeof transaction) => Promise<unknown>) =>
    update(transaction),
  ),
}))
vi.mock('@/lib/storage/stored-image', () => ({
  storePreparedImage: vi.fn(),
  deleteStoredImageQuietly: vi.fn(() => Promise.resolve()),
}))
const store = vi.mocked(storePreparedImage)
const write = transaction.set

const STORED = {
  url: 'https://img.example/a.webp',
  ruta: 'helados/a.webp-1',
  urlMiniatura: 'https://img.example/a-480.webp',
  rutaMiniatura: 'helados/a.webp-1-480',
  ancho: 320,
  alto: 480,
}
const prepared = { width: 320, height: 480 } as PreparedImage
const photo = new File(['x'], 'IMG_20261124_153012.jpg', { type: 'image/jpeg' })

describe('createImage', () => {
  beforeEach(() => {
    vi.clearAllMocks()
    store.mockResolvedValue(STORED)
  })

  it('stores the prepared picture as it is and writes its descripcion, trimmed, in the same write', async () => {
    const id = await createImage('helados', {
      file: photo,
      prepared,
      descripcion: '  Copa de fresa con crema \n',
    })
    expect(id).toBe('nuevo')
    expect(store).toHaveBeenCalledWith(photo.name, prepared, expect.any(Function), undefined)
    expect(write).toHaveBeenCalledTimes(1)
    expect(write.mock.calls[0]?.[1]).toEqual({
      ...STORED,
      nombre: photo.name,
      fecha: 'ahora',
      orden: expect.any(Number),
      descripcion: 'Copa de fresa con crema',
    })
  })

  it.each([undefined, '', '   '])('writes no descripcion for %j', async (descripcion) => {
    await createImage('misterio', { file: photo, prepared, descripcion })
    expect(write.mock.calls[0]?.[1]).toEqual({ ...STORED, nombre: photo.name, fecha: 'ahora' })
  })

  it('removes the stored files again when the document cannot be written', async () => {
    const failure = Object.assign(new Error('denied'), { code: 'permission-denied' })
    vi.mocked(runTransaction).mockRejectedValue(failure)
    await expect(
      createImage('comidas', { file: photo, prepared, descripcion: 'Perro caliente' }),
    ).rejects.toBe(failure)
    expect(deleteStoredImageQuietly).toHaveBeenCalledWith(STORED)
  })
})
