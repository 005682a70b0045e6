import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SETTINGS as shop } from '@/config/shop'
import {
  fetchConoGratisImages,
  registerConoGratisImage,
  storeConoGratisFile,
  type ConoGratisImage,
} from '@/lib/data/cono-gratis'
import type * as ConoGratisModule from '@/lib/data/cono-gratis'
import { renderWithProviders } from '@/testing/render'
import { FreeConePage } from './free-cone-page'

vi.mock('@/lib/data/cono-gratis', async (importOriginal) => ({
  ...(await importOriginal<typeof ConoGratisModule>()),
  fetchConoGratisImages: vi.fn(),
  storeConoGratisFile: vi.fn(),
  registerConoGratisImage: vi.fn(),
}))
const fetchImages = vi.mocked(fetchConoGratisImages)
const store = vi.mocked(storeConoGratisFile)
const register = vi.mocked(registerConoGratisImage)

const image = (numero: number): ConoGratisImage => ({
  id: String(numero),
  numero,
  url: `https://example.test/cono-gratis%2F${String(numero)}.png?alt=media`,
  nombre: `${String(numero)}.png`,
  fecha: new Date(2024, 4, numero),
})

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:vista-previa', revokeObjectURL: vi.fn() })
})

beforeEach(() => {
  fetchImages.mockReset()
  store.mockReset()
  register.mockReset()
})

const galleryItems = () =>
  within(
    screen.getByRole('region', {
      name: 'Así disfrutan nuestros clientes de nuestras deliciosas comidas',
    }),
  ).queryAllByRole('listitem')

// Rendering MUI for the first time takes seconds on a busy two-core machine.
describe('FreeConePage', { timeout: 20_000 }, () => {
  it('tells how to win a free cone, with the shop name', async () => {
    fetchImages.mockResolvedValue([])
    renderWithProviders(<FreeConePage />)
    expect(
      screen.getByRole('heading', { level: 1, name: '¿Cómo ganar un cono gratis?' }),
    ).toBeInTheDocument()
    const instruction = `Sube una historia en ${shop.nombre} en cualquier red social y compártenos un pantallazo`
    expect(
      screen.getByText(
        (_, element) => element?.tagName === 'P' && element.textContent === instruction,
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Así disfrutan nuestros clientes de nuestras deliciosas comidas',
      }),
    ).toBeInTheDocument()
    expect(await screen.findByText(/Todavía no hay imágenes de clientes/)).toBeInTheDocument()
  })

  it('says the gallery is loading until the images arrive', async () => {
    let arrive: (images: ConoGratisImage[]) => void = () => undefined
    fetchImages.mockReturnValue(new Promise((resolve) => (arrive = resolve)))
    renderWithProviders(<FreeConePage />)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando imágenes...')
    arrive([image(1)])
    expect(
      await screen.findByRole('img', { name: 'Pantallazo del cliente número 1' }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Cargando imágenes...')).not.toBeInTheDocument()
  })

  it('shows the customers’ images in the order given (newest first), loaded lazily', async () => {
    fetchImages.mockResolvedValue([image(3), image(2), image(1)])
    renderWithProviders(<FreeConePage />)
    await screen.findByRole('img', { name: 'Pantallazo del cliente número 3' })
    const names = galleryItems().map((item) => within(item).getByRole('img').getAttribute('alt'))
    expect(names).toEqual([
      'Pantallazo del cliente número 3',
      'Pantallazo del cliente número 2',
      'Pantallazo del cliente número 1',
    ])
    const first = within(galleryItems()[0] as HTMLElement).getByRole('img')
    expect(first).toHaveAttribute('src', image(3).url)
    expect(first).toHaveAttribute('loading', 'lazy')
  })

  it('offers a retry when the gallery cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchImages.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([image(5)])
    const user = userEvent.setup()
    renderWithProviders(<FreeConePage />)
    expect(await screen.findByText(/No pudimos cargar las imágenes/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(
      await screen.findByRole('img', { name: 'Pantallazo del cliente número 5' }),
    ).toBeInTheDocument()
    expect(fetchImages).toHaveBeenCalledTimes(2)
  })

  it('puts a new upload at the top of the gallery without reloading it', async () => {
    fetchImages.mockResolvedValue([image(2), image(1)])
    store.mockResolvedValue({
      url: image(3).url,
      ruta: 'cono-gratis/3.webp-1',
      urlMediana: `${image(3).url}-960`,
      rutaMediana: 'cono-gratis/3.webp-1-960',
      urlMiniatura: `${image(3).url}-480`,
      rutaMiniatura: 'cono-gratis/3.webp-1-480',
      ancho: 1080,
      alto: 1920,
    })
    register.mockResolvedValue(image(3))
    const user = userEvent.setup()
    renderWithProviders(<FreeConePage />)
    await screen.findByRole('img', { name: 'Pantallazo del cliente número 2' })

    const png = new File([new Uint8Array([137, 80, 78, 71])], '3.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Elegir imagen'), png)
    await user.click(screen.getByRole('button', { name: 'Subir imagen' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Número asignado: 3')
    expect(galleryItems()).toHaveLength(3)
    expect(within(galleryItems()[0] as HTMLElement).getByRole('img')).toHaveAccessibleName(
      'Pantallazo del cliente número 3',
    )
    expect(fetchImages).toHaveBeenCalledTimes(1)
  })
})
