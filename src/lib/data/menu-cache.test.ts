// @vitest-environment jsdom
import type { ImageDocument } from './image-document'
import type { DeviceStore } from './device-store'
import { readCachedMenu, saveCachedMenu } from './menu-cache'
import { EMPTY_TODAY_LIST, type TodayList } from './today-list'

const KEY = 'heladeria-colon:menu:helados'

const conos: ImageDocument = {
  id: 'conos',
  url: 'https://img.example/conos.webp',
  nombre: 'conos.webp',
  fecha: new Date('2026-03-01T15:30:00.000Z'),
  ruta: 'helados/conos.webp-1',
  urlMediana: 'https://img.example/conos-960.webp',
  rutaMediana: 'helados/conos.webp-1-960',
  urlMiniatura: 'https://img.example/conos-480.webp',
  rutaMiniatura: 'helados/conos-480.webp-1',
  ancho: 1080,
  alto: 1350,
}
const copas: ImageDocument = { id: 'copas', url: 'https://img.example/copas.webp', fecha: null }

describe('menu cache', () => {
  beforeEach(() => localStorage.clear())

  it('reads back what it saved, dates included, per collection', async () => {
    const savedAt = new Date('2026-03-02T10:00:00.000Z')
    await saveCachedMenu('helados', [conos, copas], EMPTY_TODAY_LIST, savedAt)
    const cached = await readCachedMenu('helados')
    expect(cached?.images).toEqual([conos, copas])
    expect(cached?.images[0]?.fecha).toBeInstanceOf(Date)
    expect(cached?.savedAt).toEqual(savedAt)
    expect(await readCachedMenu('comidas')).toBeNull()
  })

  it("keeps today's list with the time the staff last changed it", async () => {
    const today: TodayList = {
      items: [
        { id: 'mora000001', nombre: 'Mora', precio: 8000, nota: '', agotado: false },
        { id: 'chicle0001', nombre: 'Chicle', precio: null, nota: 'Sin azúcar', agotado: true },
      ],
      actualizado: new Date('2026-03-02T09:50:00.000Z'),
    }
    await saveCachedMenu('helados', [conos], today)
    expect((await readCachedMenu('helados'))?.today).toEqual(today)
  })

  it('reads a copy saved before lists existed as an empty list', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ format: 1, savedAt: '2026-03-02T10:00:00.000Z', images: [] }),
    )
    expect((await readCachedMenu('helados'))?.today).toEqual(EMPTY_TODAY_LIST)
  })

  it('stores small JSON with ISO dates', async () => {
    await saveCachedMenu('helados', [conos])
    const raw = localStorage.getItem(KEY) ?? ''
    expect(raw).toContain('"fecha":"2026-03-01T15:30:00.000Z"')
    expect(raw.length).toBeLessThan(1000)
  })

  it('keeps only the last list saved', async () => {
    await saveCachedMenu('helados', [conos, copas])
    await saveCachedMenu('helados', [copas])
    expect((await readCachedMenu('helados'))?.images).toEqual([copas])
  })

  it('keeps an empty menu as an empty list', async () => {
    await saveCachedMenu('bebidas', [])
    expect((await readCachedMenu('bebidas'))?.images).toEqual([])
  })

  it('ignores corrupted or foreign content', async () => {
    for (const raw of [
      '{not json',
      'null',
      '[]',
      '{"format":1,"savedAt":"2026-03-02T10:00:00.000Z"}',
      '{"format":99,"savedAt":"2026-03-02T10:00:00.000Z","images":[]}',
      '{"format":1,"savedAt":"ayer","images":[]}',
    ]) {
      localStorage.setItem(KEY, raw)
      expect(await readCachedMenu('helados'), raw).toBeNull()
    }
  })

  it('drops stored documents that are not usable images', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        format: 1,
        savedAt: '2026-03-02T10:00:00.000Z',
        images: [
          { id: 'ok', url: 'https://img.example/ok.webp', fecha: 'not a date', ancho: -3 },
          { id: 'no-url', fecha: null },
          { url: 'https://img.example/no-id.webp' },
          'text',
          null,
        ],
      }),
    )
    expect((await readCachedMenu('helados'))?.images).toEqual([
      { id: 'ok', url: 'https://img.example/ok.webp', fecha: null },
    ])
  })

  it('survives a storage that refuses to write or read', async () => {
    const refusing: DeviceStore = {
      getItem: () => Promise.reject(new DOMException('blocked', 'SecurityError')),
      setItem: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(
      saveCachedMenu('helados', [conos], EMPTY_TODAY_LIST, new Date(), refusing),
    ).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    await expect(readCachedMenu('helados', refusing)).resolves.toBeNull()
    expect(await readCachedMenu('helados', null)).toBeNull()
  })
})
