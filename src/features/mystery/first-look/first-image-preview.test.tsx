import type { ImageDocument } from '@/lib/data/image-document'
import { screen } from '@testing-library/react'
import { arrivedNewestImage, subscribeNewestImage } from '@/lib/data/newest-image'
import { FirstLookProvider } from '@/lib/startup/first-look'
import { renderWithProviders } from '@/testing/render'
import { MYSTERY_IMAGE_ALT } from '../components/mystery-image-sizes'
import { MysteryPage } from '../components/mystery-page'
import { showNewestImage } from './first-image-preview'

vi.mock('@/lib/data/newest-image', () => ({
  arrivedNewestImage: vi.fn(),
  subscribeNewestImage: vi.fn(() => () => undefined),
}))

const image: ImageDocument = {
  id: 'reto',
  url: 'https://img.example/reto.webp',
  ancho: 1080,
  alto: 1350,
  fecha: null,
}

describe("the surprise page's first look", () => {
  beforeEach(() => {
    vi.mocked(arrivedNewestImage).mockReturnValue(undefined)
    vi.mocked(subscribeNewestImage).mockClear()
  })

  it('shows the newest surprise in place of the spinner', () => {
    renderWithProviders(
      <FirstLookProvider value={true}>
        <MysteryPage />
      </FirstLookProvider>,
    )
    const loading = screen.getByRole('status')
    expect(loading).toHaveTextContent('Cargando...')
    expect(showNewestImage(image)).not.toBeNull()
    expect(loading).not.toBeVisible()
    const shown = screen.getByRole('img', { name: MYSTERY_IMAGE_ALT })
    expect(shown).toHaveAttribute('src', image.url)
  })

  it('has no such place outside a first look', () => {
    renderWithProviders(<MysteryPage />)
    expect(showNewestImage(image)).toBeNull()
    expect(screen.queryByRole('img', { name: MYSTERY_IMAGE_ALT })).toBeNull()
  })
})
