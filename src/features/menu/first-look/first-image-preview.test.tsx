import type { ImageDocument } from '@/lib/data/image-document'
import { screen } from '@testing-library/react'
import { fetchMenuImages } from '@/lib/data/menu-images'
import { FirstLookProvider } from '@/lib/startup/first-look'
import { renderWithProviders } from '@/testing/render'
import { MenuPage } from '../components/menu-page'
import { showFirstImage } from './first-image-preview'

vi.mock('@/lib/data/menu-images', () => ({
  fetchMenuImages: vi.fn(),
  takeArrivedMenuImages: vi.fn(() => null),
}))

const image: ImageDocument = {
  id: 'hamburguesas',
  url: 'https://img.example/hamburguesas.webp',
  urlMediana: 'https://img.example/hamburguesas-960.webp',
  ancho: 1080,
  alto: 1350,
  fecha: null,
}

describe("a menu page's first look", () => {
  beforeEach(() => {
    vi.mocked(fetchMenuImages).mockReturnValue(new Promise(() => undefined))
  })

  it('shows the first image in the place the list gives it, in place of the spinner', () => {
    renderWithProviders(
      <FirstLookProvider value={true}>
        <MenuPage category="comidas" />
      </FirstLookProvider>,
    )
    const spinner = screen.getByRole('progressbar', { name: 'Cargando el menú de comidas' })
    expect(spinner).toBeVisible()
    expect(screen.queryByRole('list')).toBeNull()

    const shown = showFirstImage(image, 'Hamburguesas')
    expect(shown).not.toBeNull()
    const first = screen.getByRole('listitem')
    expect(screen.getByRole('list')).toBeVisible()
    expect(first).toContainElement(screen.getByRole('img', { name: 'Hamburguesas' }))
    expect(screen.getByRole('img')).toHaveStyle({ aspectRatio: '1080 / 1350' })
    expect(spinner).not.toBeVisible()
  })

  it('has no such place outside a first look: nothing is shown', () => {
    renderWithProviders(<MenuPage category="helados" />)
    expect(showFirstImage(image, 'Conos')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
  })
})
