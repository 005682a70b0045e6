import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { cleanOrphanFiles } from '../api/clean-up'
import { countEntries, findEntry, subscribeEntries } from '../api/entries'
import { AlreadyDeliveredError, markDelivered, WrongClaimCodeError } from '../api/hand-over'
import type * as HandOverModule from '../api/hand-over'
import { deleteEntry, reviewEntry } from '../api/review'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { TimeoutError } from '@/lib/network/connection'
import { readStoredFileUrl } from '@/lib/storage/stored-file'
import { renderWithProviders } from '@/testing/render'
import { FreeConesScreen } from './free-cones-screen'

vi.mock('../api/entries', () => ({
  DASHBOARD_PAGE: 2,
  subscribeEntries: vi.fn(),
  countEntries: vi.fn(),
  findEntry: vi.fn(),
}))
vi.mock('../api/hand-over', async (importOriginal) => {
  const { AlreadyDeliveredError, WrongClaimCodeError, normalizeClaimCode } =
    await importOriginal<typeof HandOverModule>()
  return { AlreadyDeliveredError, WrongClaimCodeError, normalizeClaimCode, markDelivered: vi.fn() }
})
vi.mock('../api/review', () => ({ reviewEntry: vi.fn(), deleteEntry: vi.fn() }))
vi.mock('../api/clean-up', () => ({ cleanOrphanFiles: vi.fn() }))
vi.mock('@/lib/storage/stored-file', () => ({ readStoredFileUrl: vi.fn() }))

const subscribe = vi.mocked(subscribeEntries)
let emit: (images: FreeConeEntry[], more?: boolean) => void = () => undefined

const entry = (numero: number, changes: Partial<FreeConeEntry> = {}): FreeConeEntry => ({
  id: String(numero),
  numero,
  url: `https://storage.test/${String(numero)}.webp`,
  ruta: `cono-gratis/visitante/historia-${String(numero)}.webp-1764000000000`,
  rutaMiniatura: `cono-gratis/visitante/historia-${String(numero)}.webp-1764000000000-480`,
  nombre: `historia-${String(numero)}.png`,
  fecha: new Date('2026-11-20T15:00:00Z'),
  estado: 'pendiente',
  entregadoEn: null,
  ...changes,
})

beforeEach(() => {
  vi.resetAllMocks()
  subscribe.mockImplementation((_estado, count, onChange) => {
    emit = (images, more = false) => onChange({ images: images.slice(0, count), more })
    return () => undefined
  })
  vi.mocked(countEntries).mockResolvedValue({ pendiente: 3, publicada: 4, oculta: 0 })
  vi.mocked(readStoredFileUrl).mockImplementation((ruta) =>
    Promise.resolve({ url: `blob:${ruta}`, release: () => undefined }),
  )
})

/** Looks number 7 up and types `typed` as its claim code: the card found and the code's field. */
async function handOverSeven(typed: string) {
  const user = userEvent.setup()
  renderWithProviders(<FreeConesScreen />)
  await user.type(screen.getByRole('textbox', { name: 'Número del cliente' }), '7{Enter}')
  const found = await screen.findByRole('article', { name: 'N.º 7' })
  const code = within(found).getByRole('textbox', { name: 'Código del cliente' })
  await user.type(code, `${typed}{Enter}`)
  return { found, code }
}

/** The card's picture, once read from Storage, is drawn by the browser. */
async function pictureShown(numero: number) {
  const picture = await screen.findByRole('img', {
    name: `Pantallazo del número ${String(numero)}`,
  })
  await waitFor(() => expect(picture).toHaveAttribute('src'))
  fireEvent.load(picture)
}

const card = (numero: number) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: `N.º ${String(numero)}` }))

describe('FreeConesScreen', { timeout: 20_000 }, () => {
  it('starts on the pending pictures, with the count of each state in its tab', async () => {
    renderWithProviders(<FreeConesScreen />)
    expect(subscribe).toHaveBeenLastCalledWith(
      'pendiente',
      2,
      expect.any(Function),
      expect.any(Function),
    )
    act(() => emit([entry(9), entry(8)], true))
    expect(await screen.findByRole('tab', { name: 'Pendientes (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('tab', { name: 'Publicadas (4)' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Ocultas (0)' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Imágenes pendientes' })
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['N.º 9', 'N.º 8'])
  })

  it('widens the page with «Cargar más» and switches state with the tabs', async () => {
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    act(() => emit([entry(9), entry(8)], true))
    await user.click(screen.getByRole('button', { name: 'Cargar más' }))
    expect(subscribe).toHaveBeenLastCalledWith(
      'pendiente',
      4,
      expect.any(Function),
      expect.any(Function),
    )
    await user.click(screen.getByRole('tab', { name: /Publicadas/ }))
    expect(subscribe).toHaveBeenLastCalledWith(
      'publicada',
      2,
      expect.any(Function),
      expect.any(Function),
    )
    act(() => emit([entry(4, { estado: 'publicada' })]))
    const published = card(4) as HTMLElement
    expect(within(published).queryByRole('button', { name: 'Aprobar' })).not.toBeInTheDocument()
    expect(within(published).getByRole('button', { name: 'Ocultar' })).toBeEnabled()
  })

  it('approves and hides, saying so', async () => {
    vi.mocked(reviewEntry).mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    act(() => emit([entry(9), entry(8)]))
    const approve = within(card(9) as HTMLElement).getByRole('button', { name: 'Aprobar' })
    // Only a picture on screen may be approved: the gallery gets a copy of exactly that file.
    expect(approve).toBeDisabled()
    expect(readStoredFileUrl).toHaveBeenCalledWith(entry(9).rutaMiniatura)
    await pictureShown(9)
    await user.click(approve)
    expect(reviewEntry).toHaveBeenCalledWith(expect.objectContaining({ numero: 9 }), 'publicada')
    expect(await screen.findByText('Imagen publicada en la galería')).toBeInTheDocument()
    await user.click(within(card(8) as HTMLElement).getByRole('button', { name: 'Ocultar' }))
    expect(reviewEntry).toHaveBeenCalledWith(expect.objectContaining({ numero: 8 }), 'oculta')
    expect(await screen.findByText('Imagen ocultada de la galería')).toBeInTheDocument()
  })

  it('says when a picture cannot be loaded and does not let it be approved', async () => {
    vi.mocked(readStoredFileUrl).mockRejectedValue(new Error('storage/object-not-found'))
    renderWithProviders(<FreeConesScreen />)
    act(() => emit([entry(9)]))
    const broken = card(9) as HTMLElement
    expect(await within(broken).findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la imagen. Elimínala en lugar de aprobarla.',
    )
    expect(within(broken).getByRole('button', { name: 'Aprobar' })).toBeDisabled()
    expect(within(broken).getByRole('button', { name: 'Eliminar' })).toBeEnabled()
  })

  it('says when a stored file is not a picture the browser can draw', async () => {
    renderWithProviders(<FreeConesScreen />)
    act(() => emit([entry(9)]))
    const picture = await screen.findByRole('img', { name: 'Pantallazo del número 9' })
    await waitFor(() => expect(picture).toHaveAttribute('src'))
    fireEvent.error(picture)
    expect(within(card(9) as HTMLElement).getByRole('button', { name: 'Aprobar' })).toBeDisabled()
    expect(within(card(9) as HTMLElement).getByRole('alert')).toBeInTheDocument()
  })

  it('hides or deletes several chosen pictures of the queue at once', async () => {
    vi.mocked(reviewEntry).mockResolvedValue()
    vi.mocked(deleteEntry).mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    act(() => emit([entry(9), entry(8)]))
    const hide = screen.getAllByRole('button', { name: 'Ocultar' })[0] as HTMLElement
    expect(hide).toBeDisabled()
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar N.º 9' }))
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar N.º 8' }))
    expect(screen.getByText('2 seleccionadas')).toBeInTheDocument()
    await user.click(hide)
    expect(vi.mocked(reviewEntry).mock.calls.map(([e, estado]) => [e.numero, estado])).toEqual([
      [9, 'oculta'],
      [8, 'oculta'],
    ])
    expect(await screen.findByText('2 imágenes ocultadas')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todas' }))
    await user.click(screen.getAllByRole('button', { name: 'Eliminar' })[0] as HTMLElement)
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro de que deseas eliminar estas 2 imágenes?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(vi.mocked(deleteEntry).mock.calls.map(([e]) => e.numero)).toEqual([9, 8])
    expect(await screen.findByText('2 imágenes eliminadas con éxito')).toBeInTheDocument()
  })

  it('deletes after the specification’s confirmation', async () => {
    vi.mocked(deleteEntry).mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    act(() => emit([entry(9)]))
    await user.click(within(card(9) as HTMLElement).getByRole('button', { name: 'Eliminar' }))
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro de que deseas eliminar esta imagen?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(deleteEntry).toHaveBeenCalledWith(expect.objectContaining({ numero: 9 }))
    expect(await screen.findByText('Imagen eliminada con éxito')).toBeInTheDocument()
  })

  it('finds a number and hands the cone over once', async () => {
    vi.mocked(findEntry)
      .mockResolvedValueOnce(entry(7, { estado: 'publicada' }))
      .mockResolvedValueOnce(
        entry(7, { estado: 'publicada', entregadoEn: new Date('2026-11-23T21:04:00Z') }),
      )
    vi.mocked(markDelivered).mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    const search = screen.getByRole('search')
    await user.type(within(search).getByRole('textbox', { name: 'Número del cliente' }), '7')
    await user.click(within(search).getByRole('button', { name: 'Buscar' }))
    expect(findEntry).toHaveBeenCalledWith(7)
    const found = await screen.findByRole('article', { name: 'N.º 7' })
    expect(found).toHaveTextContent('Publicada')
    const deliver = within(found).getByRole('button', { name: 'Cono entregado' })
    expect(deliver).toBeDisabled()
    await user.type(within(found).getByRole('textbox', { name: 'Código del cliente' }), 'k7pm')
    await user.click(deliver)
    expect(markDelivered).toHaveBeenCalledWith(7, 'k7pm')
    expect(await screen.findByText('Cono entregado al número 7')).toBeInTheDocument()
    const delivered = await screen.findByRole('article', { name: 'N.º 7' })
    expect(await within(delivered).findByText('Ya entregado')).toBeInTheDocument()
    expect(delivered).toHaveTextContent(
      /Cono entregado el 23 de noviembre de 2026, 4:04\sp\.\s?m\./,
    )
    expect(
      within(delivered).queryByRole('button', { name: 'Cono entregado' }),
    ).not.toBeInTheDocument()
  })

  it('refuses a wrong claim code with a clear message and keeps it typed', async () => {
    vi.mocked(findEntry).mockResolvedValue(entry(7, { estado: 'publicada' }))
    vi.mocked(markDelivered).mockRejectedValue(new WrongClaimCodeError(7))
    const { found, code } = await handOverSeven('AAAA')
    expect(
      await within(found).findByText(
        'El código no coincide con el del número 7. Pide al cliente el código que aparece en su teléfono, en «Tus números».',
      ),
    ).toBeInTheDocument()
    expect(code).toHaveValue('AAAA')
    expect(code).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText('Cono entregado al número 7')).not.toBeInTheDocument()
  })

  it('gives up on a hand-over without a connection, and keeps the card and the code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(findEntry).mockResolvedValue(entry(7, { estado: 'publicada' }))
    vi.mocked(markDelivered).mockRejectedValue(new TimeoutError(15_000))
    const { found, code } = await handOverSeven('K7PM')
    expect(
      await screen.findByText(
        'No se pudo marcar la entrega: no hay conexión o es muy lenta. Revisa la señal e inténtalo de nuevo.',
      ),
    ).toBeInTheDocument()
    expect(code).toHaveValue('K7PM')
    expect(within(found).getByRole('button', { name: 'Cono entregado' })).toBeEnabled()
    expect(findEntry).toHaveBeenCalledTimes(1)
  })

  it('says when another phone handed the cone over first, and shows it delivered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.mocked(findEntry)
      .mockResolvedValueOnce(entry(7))
      .mockResolvedValueOnce(entry(7, { entregadoEn: new Date('2026-11-23T21:04:00Z') }))
    vi.mocked(markDelivered).mockRejectedValue(new AlreadyDeliveredError(7))
    await handOverSeven('K7PM')
    expect(
      await screen.findByText('Este cono ya se había entregado: otro teléfono marcó la entrega.'),
    ).toBeInTheDocument()
    const again = await screen.findByRole('article', { name: 'N.º 7' })
    expect(await within(again).findByText('Ya entregado')).toBeInTheDocument()
  })

  it('says a refused account is a permission problem when a list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    subscribe.mockImplementation((_estado, _count, _onChange, onError) => {
      onError(
        Object.assign(new Error('Missing or insufficient permissions.'), {
          code: 'permission-denied',
          name: 'FirebaseError',
        }),
      )
      return () => undefined
    })
    renderWithProviders(<FreeConesScreen />)
    const alert = await screen.findByText(
      /^No pudimos cargar la lista: tu cuenta ya no tiene permiso/,
    )
    expect(alert).not.toHaveTextContent(/conexión|Missing/)
  })

  it('says when a number does not exist, and refuses what is not a number', async () => {
    vi.mocked(findEntry).mockResolvedValue(null)
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    const field = screen.getByRole('textbox', { name: 'Número del cliente' })
    await user.type(field, 'doce')
    expect(screen.getByText('Escribe solo el número, por ejemplo 12.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeDisabled()
    await user.clear(field)
    await user.type(field, '12{Enter}')
    expect(await screen.findByText('No hay ninguna imagen con el número 12.')).toBeInTheDocument()
  })

  it('cleans up files without an entry and says how many', async () => {
    vi.mocked(cleanOrphanFiles).mockResolvedValueOnce(2).mockResolvedValueOnce(0)
    const user = userEvent.setup()
    renderWithProviders(<FreeConesScreen />)
    await user.click(screen.getByRole('button', { name: 'Limpiar archivos sin entrada' }))
    expect(await screen.findByText('Se borraron 2 archivos sin entrada.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpiar archivos sin entrada' }))
    expect(await screen.findByText('No había archivos sin entrada.')).toBeInTheDocument()
  })
})
