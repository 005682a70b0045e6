import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SETTINGS as shop } from '@/lib/shop/default-settings'
import {
  fetchGalleryPage,
  readOwnEntries,
  type OwnEntry,
  type GalleryPage,
} from '@/lib/free-cone/reads'
import type * as FreeConeReads from '@/lib/free-cone/reads'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { registerFreeConeEntry, storeFreeConeFile } from '../api/free-cone-upload'
import { renderWithProviders } from '@/testing/render'
import { OWN_NUMBERS_KEY } from '../api/own-numbers-store'
import { FreeConePage } from './free-cone-page'

vi.mock('@/lib/free-cone/reads', async (importOriginal) => ({
  ...(await importOriginal<typeof FreeConeReads>()),
  fetchGalleryPage: vi.fn(),
  readOwnEntries: vi.fn(),
}))
vi.mock('../api/free-cone-upload', (original) =>
  import('@/testing/free-cone').then((m) => m.uploadWritesMocked(original)),
)
const fetchPage = vi.mocked(fetchGalleryPage)
const readOwn = vi.mocked(readOwnEntries)
const store = vi.mocked(storeFreeConeFile)
const register = vi.mocked(registerFreeConeEntry)

const image = (numero: number, changes: Partial<OwnEntry> = {}): OwnEntry => ({
  id: String(numero),
  numero,
  url: `https://example.test/cono-gratis%2F${String(numero)}.png?alt=media`,
  nombre: `${String(numero)}.png`,
  fecha: new Date(2024, 4, numero),
  estado: 'publicada',
  entregadoEn: null,
  codigo: `K${String(numero)}PM`,
  ...changes,
})
const page = (images: FreeConeEntry[], more = false): GalleryPage => ({ images, more })
const PICTURE = 'Pantallazo de un cliente'
/** The gallery's tiles: no number is shown, only each one's own address. */
const tileSources = () =>
  galleryItems().map((item) => within(item).getByRole('img').getAttribute('src'))

beforeAll(() => {
  Object.assign(URL, { createObjectURL: () => 'blob:vista-previa', revokeObjectURL: vi.fn() })
})

beforeEach(() => {
  localStorage.clear()
  fetchPage.mockReset()
  readOwn.mockReset()
  store.mockReset()
  register.mockReset()
})

const galleryItems = () =>
  within(
    screen.getByRole('region', {
      name: 'Así disfrutan nuestros clientes de nuestras deliciosas comidas',
    }),
  ).queryAllByRole('listitem')

const ownRows = () =>
  within(screen.getByRole('region', { name: 'Tus números' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent)

// Rendering MUI for the first time takes seconds on a busy two-core machine.
describe('FreeConePage', { timeout: 20_000 }, () => {
  it('tells how to win a free cone, with the shop name', async () => {
    fetchPage.mockResolvedValue(page([]))
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
    // A phone that never got a number shows no 'Tus números' and reads nothing for it.
    expect(screen.queryByRole('region', { name: 'Tus números' })).not.toBeInTheDocument()
    expect(readOwn).not.toHaveBeenCalled()
  })

  it('reads the gallery only once the visitor comes near it', async () => {
    let near: (entries: { isIntersecting: boolean }[]) => void = () => undefined
    vi.stubGlobal(
      'IntersectionObserver',
      vi.fn(function (callback: typeof near) {
        near = callback
        return { observe: vi.fn(), disconnect: vi.fn() }
      }),
    )
    try {
      fetchPage.mockResolvedValue(page([image(1)]))
      renderWithProviders(<FreeConePage />)
      expect(screen.getByRole('status')).toHaveTextContent('Cargando imágenes...')
      expect(fetchPage).not.toHaveBeenCalled()
      act(() => near([{ isIntersecting: true }]))
      expect(await screen.findByRole('img', { name: PICTURE })).toHaveAttribute('src', image(1).url)
      expect(fetchPage).toHaveBeenCalledTimes(1)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('says the gallery is loading until the images arrive', async () => {
    let arrive: (value: GalleryPage) => void = () => undefined
    fetchPage.mockReturnValue(new Promise((resolve) => (arrive = resolve)))
    renderWithProviders(<FreeConePage />)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando imágenes...')
    act(() => arrive(page([image(1)])))
    expect(await screen.findByRole('img', { name: PICTURE })).toHaveAttribute('src', image(1).url)
    expect(screen.queryByText('Cargando imágenes...')).not.toBeInTheDocument()
  })

  it('shows the approved images in the order given (newest first), loaded lazily', async () => {
    fetchPage.mockResolvedValue(page([image(3), image(2), image(1)]))
    renderWithProviders(<FreeConePage />)
    await screen.findAllByRole('img', { name: PICTURE })
    expect(tileSources()).toEqual([image(3).url, image(2).url, image(1).url])
    // The public gallery never shows an entry's number: hand-over takes its claim code too.
    expect(screen.queryByText(/N\.º/)).not.toBeInTheDocument()
    const first = within(galleryItems()[0] as HTMLElement).getByRole('img')
    expect(first).toHaveAttribute('src', image(3).url)
    expect(first).toHaveAttribute('loading', 'lazy')
    expect(screen.queryByRole('button', { name: 'Ver más fotos' })).not.toBeInTheDocument()
  })

  it('adds the next page below the last number shown with «Ver más fotos»', async () => {
    fetchPage
      .mockResolvedValueOnce(page([image(9), image(8)], true))
      .mockResolvedValueOnce(page([image(6)], false))
    const user = userEvent.setup()
    renderWithProviders(<FreeConePage />)
    await screen.findAllByRole('img', { name: PICTURE })
    expect(fetchPage).toHaveBeenLastCalledWith()
    await user.click(screen.getByRole('button', { name: 'Ver más fotos' }))
    await waitFor(() => expect(tileSources()).toContain(image(6).url))
    expect(fetchPage).toHaveBeenLastCalledWith(8)
    expect(galleryItems()).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Ver más fotos' })).not.toBeInTheDocument()
  })

  it('offers a retry when the gallery cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchPage.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(page([image(5)]))
    const user = userEvent.setup()
    renderWithProviders(<FreeConePage />)
    expect(await screen.findByText(/No pudimos cargar las imágenes/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('img', { name: PICTURE })).toHaveAttribute('src', image(5).url)
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  it('keeps a new upload out of the gallery and lists it under «Tus números» as en revisión', async () => {
    fetchPage.mockResolvedValue(page([image(2), image(1)]))
    store.mockResolvedValue({
      url: image(3).url,
      ruta: 'cono-gratis/uid/3.webp-1',
      urlMiniatura: `${image(3).url}-480`,
      rutaMiniatura: 'cono-gratis/uid/3.webp-1-480',
      ancho: 1080,
      alto: 1920,
    })
    register.mockResolvedValue(image(3, { estado: 'pendiente' }))
    readOwn.mockResolvedValue([image(3, { estado: 'pendiente' })])
    const user = userEvent.setup()
    renderWithProviders(<FreeConePage />)
    await screen.findAllByRole('img', { name: PICTURE })

    const png = new File([new Uint8Array([137, 80, 78, 71])], '3.png', { type: 'image/png' })
    await user.upload(screen.getByLabelText('Elegir imagen'), png)
    await user.click(screen.getByRole('button', { name: 'Subir imagen' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Imagen subida con éxito. Número asignado: 3')
    expect(alert).toHaveTextContent('Tu código para reclamar el cono: K3PM')
    expect(alert).toHaveTextContent(
      'Tu imagen aparecerá en la galería cuando la tienda la haya revisado.',
    )
    expect(galleryItems()).toHaveLength(2)
    expect(await screen.findByText('En revisión')).toBeInTheDocument()
    expect(ownRows()).toEqual(['N.º 3Código K3PMEn revisión'])
    expect(readOwn).toHaveBeenCalledWith([3])
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(OWN_NUMBERS_KEY) ?? '[]')).toEqual([3]),
    )
  })

  it('shows the state of every number this phone got, newest first', async () => {
    localStorage.setItem(OWN_NUMBERS_KEY, JSON.stringify([7, 5, 4, 2]))
    fetchPage.mockResolvedValue(page([]))
    readOwn.mockResolvedValue([
      image(7, { estado: 'pendiente' }),
      image(5, { estado: 'publicada' }),
      image(4, { estado: 'publicada', entregadoEn: new Date() }),
      null,
    ])
    renderWithProviders(<FreeConePage />)
    expect(await screen.findByText('Entregado')).toBeInTheDocument()
    expect(ownRows()).toEqual([
      'N.º 7Código K7PMEn revisión',
      'N.º 5Código K5PMPublicada',
      'N.º 4Código K4PMEntregado',
      'N.º 2No disponible en este teléfono',
    ])
  })

  it('offers a retry when the numbers cannot be read', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    localStorage.setItem(OWN_NUMBERS_KEY, JSON.stringify([7]))
    fetchPage.mockResolvedValue(page([]))
    readOwn
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce([image(7, { estado: 'oculta' })])
    const user = userEvent.setup()
    renderWithProviders(<FreeConePage />)
    expect(await screen.findByText(/No pudimos consultar tus números/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('No publicada')).toBeInTheDocument()
  })
})
