// @vitest-environment jsdom
import { prefetchNewestImage } from '@/lib/data/newest-image'
import { MYSTERY_IMAGE_SIZES } from '../components/mystery-image-sizes'
import { prefetchMystery } from './prefetch-mystery'
import { preloads } from '@/testing/head'

vi.mock('@/lib/data/newest-image', () => ({
  prefetchNewestImage: vi.fn(),
  keepNewestRead: vi.fn(),
}))
const prefetch = vi.mocked(prefetchNewestImage)

describe('prefetchMystery', () => {
  beforeEach(() => {
    document.head.innerHTML = ''
    prefetch.mockReset()
  })

  it('reads the newest surprise and preloads its image as the page will show it', async () => {
    prefetch.mockResolvedValue({
      id: 'reto',
      url: 'https://img.example/reto.webp',
      urlMiniatura: 'https://img.example/reto-480.webp',
      ancho: 1080,
      alto: 1350,
      fecha: null,
    })
    await prefetchMystery()
    expect(prefetch).toHaveBeenCalledWith('misterio')
    const [link] = preloads()
    expect(link?.href).toBe('https://img.example/reto.webp')
    expect(link?.getAttribute('imagesizes')).toBe(MYSTERY_IMAGE_SIZES)
  })

  it('preloads nothing when there is no surprise or the read failed', async () => {
    prefetch.mockResolvedValue(null)
    await prefetchMystery()
    expect(preloads()).toHaveLength(0)
  })
})
