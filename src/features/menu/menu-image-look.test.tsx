import type { ImageDocument } from '@/lib/data/image-document'
import { screen, within } from '@testing-library/react'
import { lookOf } from '@/testing/look'
import { renderWithProviders } from '@/testing/render'
import { MenuImage } from './components/menu-image'
import { FIRST_IMAGE_SLOT } from './first-look/first-image-slot'
import { showFirstImage } from './first-look/first-image-preview'

const sized: ImageDocument = {
  id: 'hamburguesas',
  url: 'https://img.example/hamburguesas.webp',
  ancho: 1080,
  alto: 1350,
  fecha: null,
}
const unsized: ImageDocument = { id: 'perros', url: 'https://img.example/perros.webp', fecha: null }

/** The look of the image a menu page's first look shows before the app runs. */
function previewLook(image: ImageDocument) {
  const list = document.createElement('ul')
  list.setAttribute(FIRST_IMAGE_SLOT, '')
  list.append(document.createElement('li'))
  document.body.append(list)
  void showFirstImage(image, 'Vista previa')
  const look = lookOf(within(list).getByRole('img', { name: 'Vista previa' }))
  list.remove()
  return look
}

describe("a menu image and its first look's preview", () => {
  it.each([
    ['known', sized],
    ['unknown', unsized],
  ])('look the same (sizes %s)', (_sizes, image) => {
    renderWithProviders(<MenuImage image={image} alt="En la app" priority />)
    const drawn = lookOf(screen.getByRole('img', { name: 'En la app' }))
    expect(previewLook(image)).toEqual(drawn)
    expect(drawn).toMatchObject({ 'border-radius': '36px', 'background-color': 'rgb(255,231,207)' })
  })

  it('keep the same place while the image waits its turn', () => {
    const { container } = renderWithProviders(
      <MenuImage image={sized} alt="En la app" priority={false} deferred />,
    )
    // The place kept is a bare box, with nothing to find it by but its position.
    // eslint-disable-next-line testing-library/no-node-access
    const place = container.firstElementChild
    if (!place) throw new Error('No place kept')
    expect(previewLook(sized)).toEqual(lookOf(place))
  })
})
