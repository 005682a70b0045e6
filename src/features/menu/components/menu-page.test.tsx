import type { ImageDocument } from '@/lib/data/image-document'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchMenuImages, takeArrivedMenuImages } from '@/lib/data/menu-images'
import { EMPTY_TODAY_LIST, type TodayList } from '@/lib/data/today-list'
import { readTodayList } from '@/lib/data/today-list-read'
import { renderWithProviders } from '@/testing/render'
import { RETURN_GAP_MS } from '../today/follow-today-list'
import { MenuPage } from './menu-page'

vi.mock('@/lib/data/menu-images', () => ({
  fetchMenuImages: vi.fn(),
  takeArrivedMenuImages: vi.fn(() => null),
}))
const fetchImages = vi.mocked(fetchMenuImages)
// The counter's list, read again while the page is open (no answer unless a test gives one).
vi.mock('@/lib/data/today-list-read', () => ({ readTodayList: vi.fn(() => new Promise(() => {})) }))
const readToday = vi.mocked(readTodayList)
const takeArrived = vi.mocked(takeArrivedMenuImages)

const image = (id: string, extra: Partial<ImageDocument> = {}): ImageDocument => ({
  id,
  url: `https://img.example/${id}.webp`,
  fecha: new Date('2026-01-01'),
  ...extra,
})
const fromNetwork = (images: ImageDocument[], today: TodayList = EMPTY_TODAY_LIST) => ({
  images,
  today,
  source: 'network' as const,
})
const fromDevice = (images: ImageDocument[], today: TodayList = EMPTY_TODAY_LIST) => ({
  images,
  today,
  source: 'device' as const,
})
const arrived = (images: ImageDocument[]) => ({ images, today: EMPTY_TODAY_LIST })

const TODAY: TodayList = {
  items: [
    { id: 'chicle0001', nombre: 'Chicle', precio: 7000, nota: '', agotado: true },
    { id: 'mora000001', nombre: 'Mora', precio: 8000, nota: 'Sin azúcar', agotado: false },
    { id: 'coco000001', nombre: 'Coco', precio: null, nota: '', agotado: false },
  ],
  actualizado: new Date(Date.now() - 10 * 60_000),
}

const OFFLINE_NOTE = 'Estás sin conexión: este menú puede no estar actualizado.'

describe('MenuPage', () => {
  beforeEach(() => {
    fetchImages.mockReset()
  })

  it('shows a spinner, then one image per document with its name in words or the fallback as alt', async () => {
    fetchImages.mockResolvedValue(
      fromNetwork([
        image('a', { nombre: 'hamburguesas.webp', ancho: 1080, alto: 1350, urlMiniatura: 'x' }),
        image('b'),
      ]),
    )
    renderWithProviders(<MenuPage category="comidas" />)
    expect(screen.getByRole('progressbar')).toBeInTheDocument()
    const first = await screen.findByRole('img', { name: 'Hamburguesas' })
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(first).toHaveAttribute('width', '1080')
    expect(first).toHaveAttribute('srcset', 'x 480w, https://img.example/a.webp 1080w')
    fireEvent.load(first)
    const second = screen.getByRole('img', { name: 'Imagen del menú de comidas' })
    expect(second).toHaveAttribute('loading', 'lazy')
    expect(fetchImages).toHaveBeenCalledWith('comidas')
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument()
  })

  it.each([
    ['loaded', fireEvent.load],
    ['failed', fireEvent.error],
  ])('keeps the places of the images below the first until it has %s', (_, settle) => {
    takeArrived.mockReturnValueOnce(arrived([image('a'), image('b'), image('c')]))
    renderWithProviders(<MenuPage category="bebidas" />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    const [first, ...others] = screen.getAllByRole('img')
    expect(others).toEqual([])
    settle(first as HTMLImageElement)
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('src'))).toEqual([
      'https://img.example/a.webp',
      'https://img.example/b.webp',
      'https://img.example/c.webp',
    ])
  })

  it('draws a list read ahead that has already arrived in its first render, reading no more', () => {
    takeArrived.mockReturnValueOnce(arrived([image('a', { nombre: 'temprano.webp' })]))
    renderWithProviders(<MenuPage category="comidas" />)
    expect(screen.getByRole('img', { name: 'Temprano' })).toHaveAttribute('fetchpriority', 'high')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    expect(takeArrived).toHaveBeenCalledWith('comidas')
    expect(fetchImages).not.toHaveBeenCalled()
  })

  it("reads out the staff's descripcion once, and offers it to search engines as a Menu", async () => {
    const descripcion = 'Hamburguesas. Sencilla (carne, queso y tomate): $12.000.'
    fetchImages.mockResolvedValue(
      fromNetwork([
        image('a', { nombre: 'hamburguesas.webp', descripcion }),
        image('b', { nombre: 'pizza.webp' }),
      ]),
    )
    renderWithProviders(<MenuPage category="comidas" />)
    const first = await screen.findByRole('img', { name: descripcion })
    fireEvent.load(first)
    expect(screen.getByRole('img', { name: 'Pizza' })).toBeInTheDocument()
    // Nothing else on the page repeats it to a screen reader.
    expect(screen.queryByText(descripcion)).not.toBeInTheDocument()
    const script = await waitFor(() => {
      // Not on screen: the script tag search engines read.
      // eslint-disable-next-line testing-library/no-node-access
      const found = document.querySelector('script[type="application/ld+json"]')
      expect(found).not.toBeNull()
      return found
    })
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({
      '@type': 'Menu',
      name: 'Menú de comidas',
      hasMenuSection: [
        { name: 'Hamburguesas', description: descripcion, image: 'https://img.example/a.webp' },
        { name: 'Pizza', image: 'https://img.example/b.webp' },
      ],
    })
  })

  it('uses the same fallback form for helados', async () => {
    fetchImages.mockResolvedValue(fromNetwork([image('h')]))
    renderWithProviders(<MenuPage category="helados" />)
    expect(await screen.findByRole('img', { name: 'Imagen del menú de helados' })).toBeVisible()
  })

  it('says so when a menu is empty', async () => {
    fetchImages.mockResolvedValue(fromNetwork([]))
    renderWithProviders(<MenuPage category="bebidas" />)
    expect(await screen.findByText(/Todavía no hay imágenes en este menú/)).toBeInTheDocument()
  })

  it('logs a failed load, explains it and retries on demand', async () => {
    const user = userEvent.setup()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchImages
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(fromNetwork([image('c')]))
    renderWithProviders(<MenuPage category="comidas" />)
    expect(await screen.findByText(/No pudimos cargar el menú/)).toBeInTheDocument()
    expect(log).toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('img', { name: 'Imagen del menú de comidas' })).toBeVisible()
  })

  it('without a saved list, a failed load shows no offline note', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    fetchImages.mockRejectedValue(new Error('offline'))
    renderWithProviders(<MenuPage category="helados" />)
    expect(await screen.findByText(/No pudimos cargar el menú/)).toBeInTheDocument()
    expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('shows the saved list with a quiet note when the network fails, and retries from it', async () => {
    const user = userEvent.setup()
    let answerRetry: (result: ReturnType<typeof fromNetwork>) => void = () => undefined
    fetchImages
      .mockResolvedValueOnce(fromDevice([image('x', { nombre: 'conos.webp' }), image('y')]))
      .mockReturnValueOnce(new Promise((resolve) => (answerRetry = resolve)))
    renderWithProviders(<MenuPage category="helados" />)

    const note = await screen.findByRole('alert')
    expect(note).toHaveTextContent(OFFLINE_NOTE)
    fireEvent.load(screen.getByRole('img', { name: 'Conos' }))
    expect(screen.getByRole('img', { name: 'Imagen del menú de helados' })).toBeVisible()
    // The note comes before the list.
    const list = screen.getByRole('list')
    expect(note.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(screen.queryByText(/No pudimos cargar el menú/)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    // While the retry runs, the saved list stays instead of a spinner.
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeDisabled()
    expect(screen.getByRole('img', { name: 'Conos' })).toBeVisible()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()

    answerRetry(fromNetwork([image('z', { nombre: 'copas.webp' })]))
    expect(await screen.findByRole('img', { name: 'Copas' })).toBeVisible()
    await waitFor(() => expect(screen.queryByText(OFFLINE_NOTE)).not.toBeInTheDocument())
    expect(screen.queryByRole('img', { name: 'Conos' })).not.toBeInTheDocument()
    expect(fetchImages).toHaveBeenCalledTimes(2)
  })

  it("shows today's list above the images: available first, sold out marked, prices in pesos", async () => {
    fetchImages.mockResolvedValue(fromNetwork([image('h')], TODAY))
    renderWithProviders(<MenuPage category="helados" />)
    const list = await screen.findByRole('region', { name: 'Hoy en la carta' })
    expect(list).toHaveTextContent('Actualizado hace 10 min')
    const rows = within(list)
      .getAllByRole('listitem')
      .map((row) => row.textContent)
    expect(rows).toEqual(['MoraSin azúcar$\u00a08.000', 'Coco', 'ChicleAgotado'])
    const picture = screen.getByRole('img', { name: 'Imagen del menú de helados' })
    expect(list.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    const script = await waitFor(() => {
      // eslint-disable-next-line testing-library/no-node-access
      const found = document.querySelector('script[type="application/ld+json"]')
      expect(found).not.toBeNull()
      return found
    })
    const data = JSON.parse(script?.textContent ?? '{}') as { hasMenuItem?: unknown[] }
    expect(data.hasMenuItem).toEqual([
      expect.objectContaining({
        name: 'Chicle',
        offers: expect.objectContaining({ availability: 'https://schema.org/SoldOut' }),
      }),
      expect.objectContaining({
        name: 'Mora',
        description: 'Sin azúcar',
        offers: expect.objectContaining({
          price: 8000,
          availability: 'https://schema.org/InStock',
        }),
      }),
      expect.objectContaining({ name: 'Coco' }),
    ])
  })

  it('shows no list box for a menu without a list, and the list even without images', async () => {
    fetchImages.mockResolvedValue(fromNetwork([image('b')]))
    const { unmount } = renderWithProviders(<MenuPage category="bebidas" />)
    await screen.findByRole('img')
    expect(screen.queryByRole('region', { name: 'Hoy en la carta' })).not.toBeInTheDocument()
    unmount()
    fetchImages.mockResolvedValue(fromNetwork([], TODAY))
    renderWithProviders(<MenuPage category="bebidas" />)
    expect(await screen.findByRole('region', { name: 'Hoy en la carta' })).toBeVisible()
    expect(screen.getByText(/Todavía no hay imágenes en este menú/)).toBeInTheDocument()
  })

  it('offline, shows the saved list with the time it was last changed', async () => {
    const saved = { ...TODAY, actualizado: new Date(Date.now() - 3 * 3_600_000) }
    fetchImages.mockResolvedValue(fromDevice([image('x')], saved))
    const onTodayRead = vi.fn()
    renderWithProviders(<MenuPage category="helados" onTodayRead={onTodayRead} />)
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_NOTE)
    const list = screen.getByRole('region', { name: 'Hoy en la carta' })
    expect(list).toHaveTextContent('Actualizado hace 3 h')
    expect(list).toHaveTextContent('Agotado')
    // An older copy is never taken for what the counter says now (an order would follow it).
    expect(onTodayRead).not.toHaveBeenCalled()
  })

  it('follows the counter: back on the tab, a list the staff changed is shown and told', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    // jsdom's document counts as not yet shown: the visitor looks at this one.
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible')
    try {
      const soldOut: TodayList = {
        ...TODAY,
        items: TODAY.items.map((item) =>
          item.id === 'mora000001' ? { ...item, agotado: true } : item,
        ),
      }
      readToday.mockResolvedValue(soldOut)
      fetchImages.mockResolvedValue(fromNetwork([image('h')], TODAY))
      const onTodayRead = vi.fn()
      renderWithProviders(<MenuPage category="helados" onTodayRead={onTodayRead} />)
      const list = await screen.findByRole('region', { name: 'Hoy en la carta' })
      await waitFor(() => expect(onTodayRead).toHaveBeenLastCalledWith('helados', TODAY))
      expect(readToday).not.toHaveBeenCalled()
      // The visitor comes back to the tab a while later: read at once (the follower's code comes
      // after the load, so it may take another turn to be there).
      await waitFor(() => {
        vi.setSystemTime(Date.now() + RETURN_GAP_MS)
        document.dispatchEvent(new Event('visibilitychange'))
        expect(readToday).toHaveBeenCalledWith('helados')
      })
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((row) => row.textContent),
        ).toEqual(['Coco', 'ChicleAgotado', 'MoraSin azúcarAgotado']),
      )
      expect(onTodayRead).toHaveBeenLastCalledWith('helados', soldOut)
    } finally {
      vi.useRealTimers()
      vi.restoreAllMocks()
    }
  })
})
