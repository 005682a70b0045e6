// @vitest-environment jsdom
import type { ImageDocument } from '@/lib/data/image-document'
import { followNewestImage } from '@/lib/data/newest-image'
import { followFirstLookNewest } from './follow-first-look-newest'

vi.mock('@/lib/data/newest-image', () => ({ followNewestImage: vi.fn(() => () => undefined) }))

const image = (id: string): ImageDocument => ({
  id,
  url: `https://img.example/${id}.webp`,
  ancho: 1080,
  alto: 1350,
  fecha: null,
})

/** What the live query reports, as followNewestImage hands it over. */
function live() {
  const [[, onImage, onError] = []] = vi.mocked(followNewestImage).mock.calls.slice(-1)
  if (!onImage || !onError) throw new Error('Nothing follows the newest image')
  return { onImage, onError }
}

describe('followFirstLookNewest', () => {
  beforeEach(() => {
    document.body.innerHTML = `<div data-first-look><div aria-live="polite">
      <img data-first-look-image src="https://img.example/reto.webp" /></div></div>`
  })

  const shown = () =>
    [...document.querySelectorAll<HTMLImageElement>('img')].map((img) => [
      img.getAttribute('src'),
      img.style.display,
    ])

  it('shows a newer surprise in place of the old once it is ready, and nothing for the same', () => {
    const onOther = vi.fn()
    followFirstLookNewest(image('reto'), onOther)
    live().onImage(image('reto'))
    expect(shown()).toHaveLength(1)
    live().onImage(image('nuevo'))
    expect(shown()).toEqual([
      ['https://img.example/reto.webp', ''],
      ['https://img.example/nuevo.webp', 'none'],
    ])
    document.querySelectorAll('img')[1]?.dispatchEvent(new Event('error'))
    return vi.waitFor(() => {
      expect(shown()).toEqual([['https://img.example/nuevo.webp', 'block']])
      expect(onOther).not.toHaveBeenCalled()
    })
  })

  it('hands over to the app what the first look cannot show: no surprise, a stopped query', () => {
    const onOther = vi.fn()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    followFirstLookNewest(image('reto'), onOther)
    live().onImage(null)
    live().onError(new Error('sin conexión'))
    expect(onOther.mock.calls).toEqual([['sin-sorpresa'], ['sorpresa-en-vivo']])
  })
})
