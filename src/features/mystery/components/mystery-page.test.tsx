import type { ImageDocument } from '@/lib/data/image-document'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { arrivedNewestImage, subscribeNewestImage } from '@/lib/data/newest-image'
import { renderWithProviders } from '@/testing/render'
import { MysteryPage } from './mystery-page'

vi.mock('@/lib/data/newest-image', () => ({
  subscribeNewestImage: vi.fn(),
  arrivedNewestImage: vi.fn(() => undefined),
}))
const subscribe = vi.mocked(subscribeNewestImage)

interface Subscription {
  onImage: (image: ImageDocument | null) => void
  onError: (error: Error) => void
  unsubscribe: ReturnType<typeof vi.fn>
}

/** Every subscription the page opened, newest last, so a test can push snapshots into it. */
let subscriptions: Subscription[] = []

const latest = () => {
  const subscription = subscriptions.at(-1)
  if (!subscription) throw new Error('The page did not subscribe')
  return subscription
}

const image = (id: string, extra: Partial<ImageDocument> = {}): ImageDocument => ({
  id,
  url: `https://img.example/${id}.webp`,
  nombre: `${id}.webp`,
  fecha: new Date('2026-11-01T12:00:00Z'),
  ...extra,
})

const ALT = 'Imagen misteriosa: la sorpresa del momento'

describe('MysteryPage', () => {
  beforeEach(() => {
    subscriptions = []
    subscribe.mockReset()
    subscribe.mockImplementation((_collection, onImage, onError) => {
      const unsubscribe = vi.fn()
      subscriptions.push({ onImage, onError, unsubscribe })
      return unsubscribe
    })
  })

  it('shows the heading, the text and Cargando... until an image arrives', async () => {
    renderWithProviders(<MysteryPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Página misteriosa' })).toBeVisible()
    expect(
      screen.getByText(
        'Espacio creado para hacer promociones, retos, actividades, productos de temporada',
      ),
    ).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(subscribe).toHaveBeenCalledWith('misterio', expect.any(Function), expect.any(Function))
  })

  it('shows the newest image and replaces it when a newer one is delivered', () => {
    renderWithProviders(<MysteryPage />)
    act(() => latest().onImage(image('primera')))
    const shown = screen.getByRole('img', { name: ALT })
    expect(shown).toHaveAttribute('src', 'https://img.example/primera.webp')
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument()

    act(() => latest().onImage(image('segunda')))
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      'https://img.example/segunda.webp',
    )
    expect(screen.getAllByRole('img')).toHaveLength(1)
    expect(subscribe).toHaveBeenCalledTimes(1)
  })

  it('shows an image read ahead that has already arrived in its first render, and listens on', () => {
    vi.mocked(arrivedNewestImage).mockReturnValueOnce(image('temprana'))
    renderWithProviders(<MysteryPage />)
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      'https://img.example/temprana.webp',
    )
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument()
    act(() => latest().onImage(image('nueva')))
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      'https://img.example/nueva.webp',
    )
  })

  it('reserves the image size and offers the variants when the document has them', () => {
    renderWithProviders(<MysteryPage />)
    act(() =>
      latest().onImage(
        image('grande', {
          ancho: 1080,
          alto: 1350,
          urlMiniatura: 'https://img.example/mini.webp',
          urlMediana: 'https://img.example/mediana.webp',
        }),
      ),
    )
    const shown = screen.getByRole('img', { name: ALT })
    expect(shown).toHaveAttribute('width', '1080')
    expect(shown).toHaveAttribute('height', '1350')
    expect(shown).toHaveAttribute(
      'srcset',
      'https://img.example/mini.webp 480w, https://img.example/mediana.webp 960w, ' +
        'https://img.example/grande.webp 1080w',
    )
    expect(shown).toHaveAttribute('sizes')
  })

  it('leaves out width, height and srcset when the document does not have them', () => {
    renderWithProviders(<MysteryPage />)
    act(() => latest().onImage(image('sencilla')))
    const shown = screen.getByRole('img', { name: ALT })
    expect(shown).not.toHaveAttribute('width')
    expect(shown).not.toHaveAttribute('srcset')
  })

  it('says so when there is no mystery document at all', () => {
    renderWithProviders(<MysteryPage />)
    act(() => latest().onImage(null))
    expect(screen.getByRole('status')).toHaveTextContent(
      'Todavía no hay ninguna sorpresa publicada. ¡Vuelve pronto!',
    )
    expect(screen.queryByText('Cargando...')).not.toBeInTheDocument()
  })

  it('logs an error, explains it in Spanish and subscribes again on Reintentar', async () => {
    const user = userEvent.setup()
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithProviders(<MysteryPage />)
    const failure = new Error('permission-denied')
    act(() => latest().onError(failure))
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No pudimos cargar la sorpresa. Revisa tu conexión e inténtalo de nuevo.',
    )
    expect(log).toHaveBeenCalledWith(expect.any(String), failure)

    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(subscribe).toHaveBeenCalledTimes(2)
    expect(subscriptions[0]?.unsubscribe).toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('Cargando...')
    act(() => latest().onImage(image('recuperada')))
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      'https://img.example/recuperada.webp',
    )
    log.mockRestore()
  })

  it('keeps the last image on screen with a warning when the live query fails later', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithProviders(<MysteryPage />)
    act(() => latest().onImage(image('vigente')))
    act(() => latest().onError(new Error('unavailable')))
    expect(screen.getByRole('img', { name: ALT })).toHaveAttribute(
      'src',
      'https://img.example/vigente.webp',
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/puede que esta no sea la sorpresa/)
    log.mockRestore()
  })

  it('suggests checking the connection when the answer takes long, and keeps waiting', () => {
    vi.useFakeTimers()
    try {
      renderWithProviders(<MysteryPage />)
      expect(screen.queryByText(/Está tardando más de lo normal/)).not.toBeInTheDocument()
      act(() => vi.advanceTimersByTime(12_000))
      expect(screen.getByRole('status')).toHaveTextContent(/Cargando\.\.\..*Revisa tu conexión/)
      act(() => latest().onImage(image('tardia')))
      expect(screen.getByRole('img', { name: ALT })).toBeInTheDocument()
      expect(screen.queryByText(/Está tardando más de lo normal/)).not.toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('stops listening when the page closes', () => {
    const { unmount } = renderWithProviders(<MysteryPage />)
    unmount()
    expect(latest().unsubscribe).toHaveBeenCalled()
  })
})
