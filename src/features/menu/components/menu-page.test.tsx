import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchMenuImages } from '@/lib/data/menu-images'
import { renderWithProviders } from '@/testing/render'
import { MenuPage } from './menu-page'

vi.mock('@/lib/data/menu-images', () => ({ fetchMenuImages: vi.fn() }))
const fetchImages = vi.mocked(fetchMenuImages)

const image = (id: string, extra: object = {}) => ({
  id,
  url: `https://img.example/${id}.webp`,
  fecha: new Date('2026-01-01'),
  ...extra,
})

describe('MenuPage', () => {
  beforeEach(() => {
    fetchImages.mockReset()
  })

  it('shows a spinner, then one image per document with nombre or the fallback as alt', async () => {
    fetchImages.mockResolvedValue([
      image('a', { nombre: 'hamburguesas.webp', ancho: 1080, alto: 1350, urlMiniatura: 'x' }),
      image('b'),
    ])
    renderWithProviders(<MenuPage category="comidas" />)
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    const first = await screen.findByRole('img', { name: 'hamburguesas.webp' })
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('width', '1080')
    expect(first).toHaveAttribute('srcset', 'x 480w, https://img.example/a.webp 1080w')
    const second = screen.getByRole('img', { name: 'Imagen del menú de comidas' })
    expect(second).toHaveAttribute('loading', 'lazy')
    expect(fetchImages).toHaveBeenCalledWith('comidas')
  })

  it('uses the same fallback form for helados', async () => {
    fetchImages.mockResolvedValue([image('h')])
    renderWithProviders(<MenuPage category="helados" />)
    expect(await screen.findByRole('img', { name: 'Imagen del menú de helados' })).toBeVisible()
  })

  it('says so when a menu is empty', async () => {
    fetchImages.mockResolvedValue([])
    renderWithProviders(<MenuPage category="bebidas" />)
    expect(await screen.findByText(/Todavía no hay imágenes en este menú/)).toBeInTheDocument()
  })

  it('logs a failed load, explains it and retries on demand', async () => {
    const user = userEvent.setup()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchImages.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([image('c')])
    renderWithProviders(<MenuPage category="comidas" />)
    expect(await screen.findByText(/No pudimos cargar el menú/)).toBeInTheDocument()
    expect(log).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('img', { name: 'Imagen del menú de comidas' })).toBeVisible()
  })
})
