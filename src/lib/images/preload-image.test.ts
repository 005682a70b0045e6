// @vitest-environment jsdom
import { preloadImage } from './preload-image'
import { preloads } from '@/testing/head'

describe('preloadImage', () => {
  beforeEach(() => (document.head.innerHTML = ''))

  it('asks for the image with the sources and sizes its <img> will use', () => {
    preloadImage(
      {
        id: 'a',
        url: 'https://img.example/a.webp',
        urlMiniatura: 'https://img.example/a-480.webp',
        ancho: 1080,
        fecha: null,
      },
      '100vw',
    )
    const [link] = preloads()
    expect(link?.as).toBe('image')
    // The same CORS mode as the <img>, or the preload goes unused and the image downloads twice.
    expect(link?.getAttribute('crossorigin')).toBe('anonymous')
    expect(link?.href).toBe('https://img.example/a.webp')
    expect(link?.getAttribute('imagesrcset')).toBe(
      'https://img.example/a-480.webp 480w, https://img.example/a.webp 1080w',
    )
    expect(link?.getAttribute('imagesizes')).toBe('100vw')
    expect(link?.getAttribute('fetchpriority')).toBe('high')
  })

  it('asks for the image alone when it has no variants', () => {
    preloadImage({ id: 'b', url: 'https://img.example/b.webp', fecha: null }, '100vw')
    const [link] = preloads()
    expect(link?.href).toBe('https://img.example/b.webp')
    expect(link?.hasAttribute('imagesrcset')).toBe(false)
    expect(link?.hasAttribute('imagesizes')).toBe(false)
  })
})
