import type { MenuImage } from '@/lib/data/image-collections'
import { prefetchMenuImages } from '@/lib/data/menu-images'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { prefetchMenu } from './prefetch-menu'

vi.mock('@/lib/data/menu-images', () => ({ prefetchMenuImages: vi.fn() }))
const prefetch = vi.mocked(prefetchMenuImages)

const image = (id: string, extra: Partial<MenuImage> = {}): MenuImage => ({
  id,
  url: `https://img.example/${id}.webp`,
  urlMediana: `https://img.example/${id}-960.webp`,
  urlMiniatura: `https://img.example/${id}-480.webp`,
  ancho: 1600,
  alto: 2000,
  fecha: null,
  ...extra,
})

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]

describe('prefetchMenu', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    prefetch.mockReset()
  })

  it('preloads the first image of the menu, with the sources MenuImage uses', async () => {
    prefetch.mockResolvedValue([image('primera'), image('segunda')])
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

  it('preloads nothing for an empty menu or a failed read', async () => {
    prefetch.mockResolvedValueOnce([])
    await prefetchMenu('helados')
    prefetch.mockResolvedValueOnce(null)
    await prefetchMenu('bebidas')
    expect(preloads()).toHaveLength(0)
  })

  it('on a first look, shows the first image in its place instead, and resolves once it is there', async () => {
    document.body.innerHTML = '<ul data-first-menu-image style="display: none"><li></li></ul>'
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    })
    prefetch.mockResolvedValue([
      image('primera', { nombre: 'hamburguesas.webp' }),
      image('segunda'),
    ])
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
    prefetch.mockResolvedValue([image('primera', { nombre: 'conos.webp', descripcion })])
    void prefetchMenu('helados')
    await vi.waitFor(() => expect(document.querySelector('li img')).not.toBeNull())
    expect(document.querySelector('li img')).toHaveAttribute('alt', descripcion)
    document.body.innerHTML = ''
  })
})
