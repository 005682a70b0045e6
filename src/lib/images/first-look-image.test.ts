// @vitest-environment jsdom
import { FIRST_LOOK_IMAGE, showFirstLookImage } from './first-look-image'

const image = {
  id: 'a',
  url: 'https://img.example/a.webp',
  urlMediana: 'https://img.example/a-960.webp',
  urlMiniatura: 'https://img.example/a-480.webp',
  ancho: 1600,
  alto: 2000,
  fecha: null,
}

describe('showFirstLookImage', () => {
  it("draws the image as the page's own <img> would, and resolves once it is ready", async () => {
    const place = document.createElement('li')
    // jsdom decodes nothing: the browser's decode() is stood in for.
    const decode = vi.fn(() => Promise.resolve())
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: decode,
    })
    const shown = showFirstLookImage(place, {
      image,
      alt: 'Hamburguesas',
      sizes: '100vw',
      style: { borderRadius: '36px' },
    })
    const img = place.querySelector('img')
    expect(img).toHaveAttribute('src', image.url)
    expect(img).toHaveAttribute('crossorigin', 'anonymous')
    expect(img?.getAttribute('srcset')).toContain('https://img.example/a-960.webp 960w')
    expect(img).toHaveAttribute('sizes', '100vw')
    expect(img).toHaveAttribute('width', '1600')
    expect(img).toHaveAttribute('height', '2000')
    expect(img).toHaveAttribute('alt', 'Hamburguesas')
    expect(img?.style.borderRadius).toBe('36px')
    expect(img).toHaveAttribute(FIRST_LOOK_IMAGE)
    expect(img).toHaveAttribute('elementtiming', 'first-look-image')
    let done = false
    void shown.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    img?.dispatchEvent(new Event('load'))
    await shown
    expect(decode).toHaveBeenCalledTimes(1)
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode')
  })

  it('resolves when the image fails', async () => {
    const place = document.createElement('div')
    const shown = showFirstLookImage(place, { image, alt: '', sizes: '100vw', style: {} })
    place.querySelector('img')?.dispatchEvent(new Event('error'))
    await expect(shown).resolves.toBeUndefined()
  })

  it('draws a later picture without priority: fetched as the visitor nears it, not reported', () => {
    const place = document.createElement('li')
    void showFirstLookImage(place, {
      image,
      alt: 'Perros calientes',
      sizes: '100vw',
      style: {},
      priority: false,
    })
    const img = place.querySelector('img')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(img).not.toHaveAttribute(FIRST_LOOK_IMAGE)
    expect(img).not.toHaveAttribute('elementtiming')
  })
})
