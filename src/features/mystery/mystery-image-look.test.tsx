import type { ImageDocument } from '@/lib/data/image-document'
import { screen, within } from '@testing-library/react'
import { lookOf } from '@/testing/look'
import { renderWithProviders } from '@/testing/render'
import { MysteryImage } from './components/mystery-image'
import { MYSTERY_IMAGE_ALT } from './components/mystery-image-sizes'
import { FIRST_IMAGE_SLOT } from './first-look/first-image-slot'
import { showNewestImage } from './first-look/first-image-preview'

const sized: ImageDocument = {
  id: 'reto',
  url: 'https://img.example/reto.webp',
  ancho: 1080,
  alto: 1350,
  fecha: null,
}
const unsized: ImageDocument = { id: 'pista', url: 'https://img.example/pista.webp', fecha: null }

/**
 * The look of the image the surprise page's first look shows before the app runs, on a screen
 * that matches every media query (`wide`) or none; with the query it asked about.
 */
function previewLook(image: ImageDocument, wide: boolean) {
  const asked: string[] = []
  vi.stubGlobal('matchMedia', (query: string) => {
    asked.push(query)
    return { matches: wide, media: query }
  })
  const place = document.createElement('div')
  const spinner = document.createElement('div')
  spinner.setAttribute(FIRST_IMAGE_SLOT, '')
  place.append(spinner)
  document.body.append(place)
  void showNewestImage(image)
  const look = lookOf(within(place).getByRole('img', { name: MYSTERY_IMAGE_ALT }))
  place.remove()
  return { look, query: asked.at(-1) }
}

describe("the newest surprise and its first look's preview", () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    ['known', sized],
    ['unknown', unsized],
  ])('look the same on narrow and wide screens (sizes %s)', (_sizes, image) => {
    renderWithProviders(<MysteryImage image={image} />)
    const drawn = screen.getByRole('img', { name: MYSTERY_IMAGE_ALT })

    expect(previewLook(image, false).look).toEqual(lookOf(drawn))

    const { look, query } = previewLook(image, true)
    expect(query).toBeDefined()
    const wide = lookOf(drawn, query)
    expect(look).toEqual(wide)
    // The wide look differs from the narrow one: the query above is the component's own.
    expect(wide).not.toEqual(lookOf(drawn))
    expect(wide).toMatchObject({ 'border-radius': '36px' })
  })
})
