// @vitest-environment jsdom
import type { ImageDocument } from '@/lib/data/image-document'
import { keepMenuRead, prefetchMenuImages } from '@/lib/data/menu-images'
import { EMPTY_TODAY_LIST, type TodayList } from '@/lib/data/today-list'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { prefetchMenu } from './prefetch-menu'
import { preloads } from '@/testing/head'

vi.mock('@/lib/data/menu-images', () => ({ prefetchMenuImages: vi.fn(), keepMenuRead: vi.fn() }))
const prefetch = vi.mocked(prefetchMenuImages)

const image = (id: string, extra: Partial<ImageDocument> = {}): ImageDocument => ({
  id,
  url: `https://img.example/${id}.webp`,
  urlMediana: `https://img.example/${id}-960.webp`,
  urlMiniatura: `https://img.example/${id}-480.webp`,
  ancho: 1600,
  alto: 2000,
  fecha: null,
  ...extra,
})

const content = (images: ImageDocument[], today: TodayList = EMPTY_TODAY_LIST) => ({
  images,
  today,
})

describe('prefetchMenu', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    prefetch.mockReset()
  })

  it('preloads the first image of the menu, with the sources ImageDocument uses', async () => {
    prefetch.mockResolvedValue(content([image('primera'), image('segunda')]))
    await prefetchMenu('comidas')
    expect(prefetch).toHaveBeenCalledWith('comidas')
    const [link, ...others] = preloads()
    expect(others).toHaveLength(0)
    expect(link?.as).toBe('image')
    expect(link?.href).toBe('https://img.example/primera.webp')
    expect(link?.getAttribute('imagesrcset')).toContain('https://img.example/primera-960.webp 960w')
    expect(link?.getAttribute('imagesizes')).toBe(MENU_IMAGE_SIZES)
    expect(link?.getAttribute('fetchpriority')).toBe('high')
  })

  it('preloads nothing for an empty menu or a failed read, and says what it read', async () => {
    prefetch.mockResolvedValueOnce(content([]))
    await expect(prefetchMenu('helados')).resolves.toEqual(content([]))
    prefetch.mockResolvedValueOnce(null)
    await expect(prefetchMenu('bebidas')).resolves.toBeNull()
    expect(preloads()).toHaveLength(0)
    expect(keepMenuRead).not.toHaveBeenCalled()
  })

  it('on a first look, shows the first image in its place instead, and resolves once it is there', async () => {
    document.body.innerHTML = '<ul data-first-menu-image style="display: none"><li></li></ul>'
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    })
    prefetch.mockResolvedValue(
      content([image('primera', { nombre: 'hamburguesas.webp' }), image('segunda')]),
    )
    let done = false
    const prefetched = prefetchMenu('comidas').then(() => (done = true))
    await vi.waitFor(() => expect(document.querySelector('li img')).not.toBeNull())
    const img = document.querySelector('li img')
    expect(img).toHaveAttribute('alt', 'Hamburguesas')
    expect(preloads()).toHaveLength(0)
    expect(done).toBe(false)
    img?.dispatchEvent(new Event('load'))
    await prefetched
    expect(done).toBe(true)
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
    document.body.innerHTML = ''
  })

  it("gives the first look's image the menu's alt text: the descripcion when there is one", async () => {
    document.body.innerHTML = '<ul data-first-menu-image style="display: none"><li></li></ul>'
    const descripcion = 'Conos. Una bola: $4.000. Dos bolas: $6.000.'
    prefetch.mockResolvedValue(content([image('primera', { nombre: 'conos.webp', descripcion })]))
    void prefetchMenu('helados')
    await vi.waitFor(() => expect(document.querySelector('li img')).not.toBeNull())
    expect(document.querySelector('li img')).toHaveAttribute('alt', descripcion)
    document.body.innerHTML = ''
  })

  it("on a first look, draws today's list above the first image, in the same go", async () => {
    document.body.innerHTML =
      '<div data-first-today-list style="display: none"></div>' +
      '<ul data-first-menu-image style="display: none"><li></li></ul>'
    const today: TodayList = {
      items: [
        { id: 'chicle0001', nombre: 'Chicle', precio: 8000, nota: '', agotado: true },
        { id: 'mora000001', nombre: 'Mora', precio: 8000, nota: 'Sin azúcar', agotado: false },
      ],
      actualizado: new Date(),
    }
    prefetch.mockResolvedValue(content([image('primera')], today))
    void prefetchMenu('helados')
    await vi.waitFor(() => expect(document.querySelector('li img')).not.toBeNull())
    const place = document.querySelector<HTMLElement>('[data-first-today-list]')
    expect(place?.style.display).toBe('')
    expect(place?.querySelector('h2')).toHaveTextContent('Hoy en la carta')
    const rows = [...(place?.querySelectorAll('li') ?? [])].map((li) => li.textContent)
    expect(rows).toEqual(['MoraSin azúcar$\u00a08.000', 'ChicleAgotado'])
    document.body.innerHTML = ''
  })

  it('draws no list box when the menu has no list today', async () => {
    document.body.innerHTML =
      '<div data-first-today-list style="display: none"></div>' +
      '<ul data-first-menu-image style="display: none"><li></li></ul>'
    prefetch.mockResolvedValue(content([image('primera')]))
    void prefetchMenu('bebidas')
    await vi.waitFor(() => expect(document.querySelector('li img')).not.toBeNull())
    const place = document.querySelector<HTMLElement>('[data-first-today-list]')
    expect(place?.style.display).toBe('none')
    expect(place?.childElementCount).toBe(0)
    document.body.innerHTML = ''
  })

  it('on a first look, draws the pictures below the first once it has loaded, and keeps the read', async () => {
    document.body.innerHTML =
      '<ul data-first-menu-image style="display: none"><li class="columna"></li></ul>'
    prefetch.mockResolvedValue(
      content([image('primera'), image('segunda', { nombre: 'perros.webp' }), image('tercera')]),
    )
    const prefetched = prefetchMenu('comidas')
    await vi.waitFor(() => expect(document.querySelector('li img')).not.toBeNull())
    expect(document.querySelectorAll('li')).toHaveLength(1)
    expect(keepMenuRead).toHaveBeenCalledWith('comidas')
    document.querySelector('li img')?.dispatchEvent(new Event('error'))
    await expect(prefetched).resolves.toEqual(
      expect.objectContaining({ images: expect.any(Array) }),
    )
    const places = [...document.querySelectorAll('li')]
    expect(places.map((li) => li.className)).toEqual(['columna', 'columna', 'columna'])
    const later = places.slice(1).map((li) => li.querySelector('img'))
    expect(later.map((img) => img?.getAttribute('alt'))).toEqual([
      'Perros',
      'Imagen del menú de comidas',
    ])
    expect(later.every((img) => img?.getAttribute('loading') === 'lazy')).toBe(true)
    document.body.innerHTML = ''
  })
})
