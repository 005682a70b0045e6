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

// The surprise's place is its image's parent: one place whatever surprise it shows.
// eslint-disable-next-line testing-library/no-node-access
const placeOf = (element: HTMLElement | undefined) => element?.parentElement

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
    expect(loading).not.toBeInTheDocument()
    const shown = screen.getByRole('img', { name: MYSTERY_IMAGE_ALT })
    expect(shown).toHaveAttribute('src', image.url)
    expect(placeOf(shown)).toHaveAttribute('aria-busy', 'false')
  })

  it('shows a newer surprise in the same place', () => {
    renderWithProviders(
      <div data-first-look>
        <FirstLookProvider value={true}>
          <MysteryPage />
        </FirstLookProvider>
      </div>,
    )
    void showNewestImage(image)
    const newer = { ...image, id: 'nuevo', url: 'https://img.example/nuevo.webp' }
    expect(showNewestImage(newer)).not.toBeNull()
    const shown = screen.getAllByRole('img', { name: MYSTERY_IMAGE_ALT })
    expect(shown.map((img) => img.getAttribute('src'))).toEqual([image.url, newer.url])
    expect(placeOf(shown[0])).toBe(placeOf(shown[1]))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('has no such place outside a first look', () => {
    renderWithProviders(<MysteryPage />)
    expect(showNewestImage(image)).toBeNull()
    expect(screen.queryByRole('img', { name: MYSTERY_IMAGE_ALT })).toBeNull()
  })
})
