import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ImageDocument } from '@/lib/data/image-document'
import { deleteImage, saveMenuOrder, setImageHidden, subscribeImages } from '../api/managed-images'
import { firebaseError } from '@/testing/errors'
import { renderWithProviders } from '@/testing/render'
import { UNDO_WINDOW_MS } from '../hooks/use-undoable-deletion'
import { SECTIONS } from '../../shared/sections'
import { ImageListScreen } from './image-list-screen'

vi.mock('../api/managed-images', () => ({
  subscribeImages: vi.fn(),
  deleteImage: vi.fn(),
  saveMenuOrder: vi.fn(),
  setImageHidden: vi.fn(),
}))
const subscribe = vi.mocked(subscribeImages)
const remove = vi.mocked(deleteImage)
const saveOrder = vi.mocked(saveMenuOrder)
const setHidden = vi.mocked(setImageHidden)

let emit: (images: ImageDocument[]) => void = () => undefined
let fail: (error: Error) => void = () => undefined
const unsubscribe = vi.fn()

const image = (id: string, extra: Partial<ImageDocument> = {}): ImageDocument => ({
  id,
  url: `https://example.test/${id}.png`,
  nombre: `${id}.png`,
  fecha: new Date('2025-03-05T20:00:00Z'),
  ...extra,
})

describe('ImageListScreen', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    subscribe.mockImplementation((_collection, onChange, onError) => {
      emit = onChange
      fail = onError
      return unsubscribe
    })
  })

  it("says 'Cargando imágenes...' until the first answer", () => {
    renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando imágenes...')
    expect(subscribe).toHaveBeenCalledWith('helados', expect.any(Function), expect.any(Function))
  })

  it('says an empty collection is empty instead of loading forever', () => {
    renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
    act(() => emit([]))
    expect(screen.getByText('No hay imágenes en Helados.')).toBeInTheDocument()
    expect(screen.queryByText('Cargando imágenes...')).not.toBeInTheDocument()
  })

  it("shows each image with 'Editar' and 'Eliminar', and 'Crear' in the header", () => {
    renderWithProviders(<ImageListScreen section={SECTIONS.comidas} />)
    act(() => emit([image('a', { numero: 1 }), image('b', { nombre: undefined, numero: 2 })]))
    expect(screen.getByRole('heading', { level: 1, name: 'Comidas' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Crear' })).toHaveAttribute(
      'href',
      '/dashboard/menu/crear',
    )
    const cards = within(screen.getByRole('list', { name: 'Imágenes de Comidas' })).getAllByRole(
      'listitem',
    )
    expect(cards).toHaveLength(2)
    const [first, second] = cards as [HTMLElement, HTMLElement]
    expect(within(first).getByRole('img', { name: 'a.png' })).toHaveAttribute(
      'src',
      'https://example.test/a.png',
    )
    expect(within(first).getByText(/N\.º 1/)).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/dashboard/menu/a',
    )
    expect(within(first).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument()
    expect(within(second).getByRole('img', { name: 'Imagen de comidas' })).toBeInTheDocument()
  })

  it("offers only 'Eliminar' on the customers' images, and no 'Crear'", () => {
    renderWithProviders(<ImageListScreen section={SECTIONS.clientes} />)
    act(() => emit([image('7', { numero: 7 })]))
    expect(subscribe).toHaveBeenCalledWith(
      'cono-gratis',
      expect.any(Function),
      expect.any(Function),
    )
    expect(screen.queryByRole('link', { name: 'Crear' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeInTheDocument()
  })

  it('follows the collection live', () => {
    renderWithProviders(<ImageListScreen section={SECTIONS.bebidas} />)
    act(() => emit([image('a')]))
    expect(screen.getAllByRole('button', { name: 'Eliminar' })).toHaveLength(1)
    act(() => emit([image('a'), image('b')]))
    expect(screen.getAllByRole('button', { name: 'Eliminar' })).toHaveLength(2)
  })

  it('stops listening when closed', () => {
    const { unmount } = renderWithProviders(<ImageListScreen section={SECTIONS.bebidas} />)
    unmount()
    expect(unsubscribe).toHaveBeenCalled()
  })

  describe("'Eliminar': the question, then 'Deshacer'", () => {
    beforeEach(() => {
      // Only the window's timer: React's own scheduling keeps running.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      remove.mockResolvedValue()
    })
    afterEach(() => vi.useRealTimers())
    const cardNamed = (nombre: string) =>
      screen.queryByRole('listitem', { name: nombre }) as HTMLElement | null
    const question = () =>
      screen.getByRole('dialog', { name: '¿Estás seguro de que deseas eliminar esta imagen?' })
    /** Long enough for the answered question to close (the page is hidden behind it till then). */
    const CLOSING_MS = 300
    /** 'Eliminar' on the card, then 'Eliminar' in the question, which closes. */
    const deleteConfirmed = (nombre: string) => {
      fireEvent.click(
        within(cardNamed(nombre) as HTMLElement).getByRole('button', { name: 'Eliminar' }),
      )
      fireEvent.click(within(question()).getByRole('button', { name: 'Eliminar' }))
      act(() => vi.advanceTimersByTime(CLOSING_MS))
    }

    it("asks the specification's question, naming the image, before anything goes", () => {
      renderWithProviders(<ImageListScreen section={SECTIONS.comidas} />)
      act(() => emit([image('a', { numero: 1 }), image('b', { nombre: undefined, numero: 2 })]))
      fireEvent.click(
        within(cardNamed('a.png') as HTMLElement).getByRole('button', { name: 'Eliminar' }),
      )
      const dialog = question()
      expect(within(dialog).getByRole('heading')).toHaveTextContent(
        /^¿Estás seguro de que deseas eliminar esta imagen\?$/,
      )
      expect(dialog).toHaveTextContent('a.png')
      // The list waits behind the question, untouched.
      expect(screen.getByRole('listitem', { name: 'a.png', hidden: true })).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument()
      // An image without a name is named by its number.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
      act(() => vi.advanceTimersByTime(CLOSING_MS))
      fireEvent.click(
        within(cardNamed('Sin nombre') as HTMLElement).getByRole('button', {
          name: 'Eliminar',
        }),
      )
      expect(question()).toHaveTextContent('N.º 2')
    })

    it("keeps the image with 'Cancelar' and deletes nothing", async () => {
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      act(() => emit([image('a'), image('b')]))
      fireEvent.click(
        within(cardNamed('b.png') as HTMLElement).getByRole('button', { name: 'Eliminar' }),
      )
      fireEvent.click(within(question()).getByRole('button', { name: 'Cancelar' }))
      await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(cardNamed('b.png')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument()
      expect(remove).not.toHaveBeenCalled()
    })

    it('once confirmed, takes the image off at once, offers Deshacer, and deletes it only once the time has passed', async () => {
      remove.mockResolvedValue()
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      const target = image('b')
      act(() => emit([image('a'), target]))
      deleteConfirmed('b.png')
      expect(cardNamed('b.png')).toBeNull()
      // The specification's success message, letter for letter, with 'Deshacer' beside it.
      expect(screen.getByRole('alert')).toHaveTextContent(/^Imagen eliminada con éxitoDeshacer$/)
      expect(screen.getByRole('button', { name: 'Deshacer' })).toHaveFocus()
      expect(screen.getByText('1 imagen')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - CLOSING_MS - 1))
      expect(remove).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(remove).toHaveBeenCalledWith('helados', target)
      await act(() => vi.advanceTimersByTimeAsync(1000))
      expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument()
    })

    it('brings the image back with Deshacer, deletes nothing, and gives its card the focus', async () => {
      renderWithProviders(<ImageListScreen section={SECTIONS.bebidas} />)
      act(() => emit([image('a'), image('b')]))
      deleteConfirmed('a.png')
      fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }))
      const card = cardNamed('a.png') as HTMLElement
      expect(card).toBeInTheDocument()
      expect(within(card).getByRole('button', { name: 'Eliminar' })).toHaveFocus()
      await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2))
      expect(remove).not.toHaveBeenCalled()
    })

    it('counts the images deleted within the time, and brings them all back', async () => {
      renderWithProviders(<ImageListScreen section={SECTIONS.comidas} />)
      act(() => emit([image('a'), image('b'), image('c')]))
      for (const nombre of ['a.png', 'c.png']) deleteConfirmed(nombre)
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^2 imágenes eliminadas con éxitoDeshacer$/,
      )
      fireEvent.click(screen.getByRole('button', { name: 'Deshacer' }))
      expect(screen.getAllByRole('listitem')).toHaveLength(3)
      // While it slides away, it still says what it said.
      expect(screen.getByRole('alert')).toHaveTextContent(/^2 imágenes eliminadas con éxito/)
    })

    it('deletes at once when the screen is left', async () => {
      remove.mockResolvedValue()
      const { unmount } = renderWithProviders(<ImageListScreen section={SECTIONS.misterio} />)
      const target = image('a')
      act(() => emit([target]))
      deleteConfirmed('a.png')
      unmount()
      expect(remove).toHaveBeenCalledWith('misterio', target)
    })

    it('says in Spanish why the deletion failed, and lists the image again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      remove.mockRejectedValue(
        firebaseError('permission-denied', 'Missing or insufficient permissions.'),
      )
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      act(() => emit([image('a')]))
      deleteConfirmed('a.png')
      await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS))
      const alert = screen.getByText(/^No se pudo eliminar la imagen/)
      expect(alert).toHaveTextContent(
        /^No se pudo eliminar la imagen: tu cuenta ya no tiene permiso/,
      )
      expect(alert).not.toHaveTextContent('insufficient')
      expect(cardNamed('a.png')).toBeInTheDocument()
    })
  })

  describe("'Ocultar' and 'Mostrar'", () => {
    it('hides a shown image and says what that means', async () => {
      setHidden.mockResolvedValue()
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      act(() => emit([image('a')]))
      await user.click(screen.getByRole('button', { name: 'Ocultar' }))
      expect(setHidden).toHaveBeenCalledWith('helados', 'a', true)
      expect(await screen.findByRole('alert')).toHaveTextContent('Imagen oculta')
    })

    it("marks a hidden image 'Oculta', counts it, and shows it again with 'Mostrar'", async () => {
      setHidden.mockResolvedValue()
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.misterio} />)
      act(() => emit([image('a', { oculto: true }), image('b')]))
      const hidden = screen.getByRole('listitem', { name: 'a.png' })
      expect(within(hidden).getByText('Oculta')).toBeInTheDocument()
      expect(within(hidden).getByText(/No se ve en la página/)).toBeInTheDocument()
      expect(within(hidden).queryByRole('button', { name: 'Ocultar' })).not.toBeInTheDocument()
      const shown = screen.getByRole('listitem', { name: 'b.png' })
      expect(within(shown).queryByText('Oculta')).not.toBeInTheDocument()
      expect(screen.getByText('2 imágenes · 1 oculta')).toBeInTheDocument()
      await user.click(within(hidden).getByRole('button', { name: 'Mostrar' }))
      expect(setHidden).toHaveBeenCalledWith('misterio', 'a', false)
      expect(await screen.findByRole('alert')).toHaveTextContent('Imagen visible otra vez')
    })

    it('says in Spanish when it cannot be saved', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      setHidden.mockRejectedValue(firebaseError('unavailable', 'offline'))
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.bebidas} />)
      act(() => emit([image('a')]))
      await user.click(screen.getByRole('button', { name: 'Ocultar' }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(/^No se pudo ocultar la imagen: no hay conexión/)
      expect(alert).not.toHaveTextContent('offline')
    })

    it("offers no 'Ocultar' on the customers' images", () => {
      renderWithProviders(<ImageListScreen section={SECTIONS.clientes} />)
      act(() => emit([image('7', { numero: 7 })]))
      expect(screen.queryByRole('button', { name: 'Ocultar' })).not.toBeInTheDocument()
    })
  })

  it('offers to retry when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const user = userEvent.setup()
    renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
    act(() => fail(new Error('permission-denied')))
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(subscribe).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Cargando imágenes...')).toBeInTheDocument()
  })

  describe("a menu's order", () => {
    const cards = () =>
      within(screen.getByRole('list', { name: /^Imágenes de/ })).getAllByRole('listitem')
    const button = (card: HTMLElement | undefined, name: 'Subir' | 'Bajar') =>
      within(card as HTMLElement).getByRole('button', { name })

    it("gives every card 'Subir' and 'Bajar', but the first no 'Subir' and the last no 'Bajar'", () => {
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      act(() =>
        emit([image('a', { orden: 1 }), image('b', { orden: 2 }), image('c', { orden: 3 })]),
      )
      const [first, middle, last] = cards()
      expect(within(first as HTMLElement).queryByRole('button', { name: 'Subir' })).toBeNull()
      expect(button(first, 'Bajar')).toHaveAccessibleDescription('a.png')
      expect(button(middle, 'Subir')).toHaveAccessibleDescription('b.png')
      expect(button(middle, 'Bajar')).toHaveAccessibleDescription('b.png')
      expect(button(last, 'Subir')).toHaveAccessibleDescription('c.png')
      expect(within(last as HTMLElement).queryByRole('button', { name: 'Bajar' })).toBeNull()
    })

    it.each([SECTIONS.misterio, SECTIONS.clientes])(
      'has no order to change in $label',
      (section) => {
        renderWithProviders(<ImageListScreen section={section} />)
        act(() => emit([image('a'), image('b')]))
        expect(screen.queryByRole('button', { name: 'Subir' })).not.toBeInTheDocument()
        expect(screen.queryByRole('button', { name: 'Bajar' })).not.toBeInTheDocument()
      },
    )

    it('swaps two neighbours, keeps the focus on the moved card and says where it went', async () => {
      saveOrder.mockResolvedValue()
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.comidas} />)
      const [a, b, c] = [
        image('a', { orden: 1 }),
        image('b', { orden: 2 }),
        image('c', { orden: 9 }),
      ]
      act(() => emit([a, b, c]))
      await user.click(button(cards()[0], 'Bajar'))
      expect(saveOrder).toHaveBeenCalledWith('comidas', [
        { id: 'a', orden: 2 },
        { id: 'b', orden: 1 },
      ])
      // The live list answers with the new order; the moved card keeps the focus.
      act(() => emit([{ ...b, orden: 1 }, { ...a, orden: 2 }, c]))
      expect(button(cards()[1], 'Bajar')).toHaveFocus()
      expect(await screen.findByText('«a.png» está ahora en el puesto 2 de 3.')).toBeInTheDocument()
    })

    it('moves the focus to the other button when the card reaches an end', async () => {
      saveOrder.mockResolvedValue()
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.bebidas} />)
      const [a, b] = [image('a', { orden: 1 }), image('b', { orden: 2 })]
      act(() => emit([a, b]))
      await user.click(button(cards()[1], 'Subir'))
      act(() =>
        emit([
          { ...b, orden: 1 },
          { ...a, orden: 2 },
        ]),
      )
      expect(button(cards()[0], 'Bajar')).toHaveFocus()
    })

    it('numbers the whole list 1..n with the move when an image has no orden yet', async () => {
      saveOrder.mockResolvedValue()
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      act(() => emit([image('a', { orden: 4 }), image('b'), image('c')]))
      await user.click(button(cards()[2], 'Subir'))
      const [collection, changes] = saveOrder.mock.calls[0] ?? []
      expect(collection).toBe('helados')
      expect([...(changes ?? [])].sort((x, y) => x.id.localeCompare(y.id))).toEqual([
        { id: 'a', orden: 1 },
        { id: 'b', orden: 3 },
        { id: 'c', orden: 2 },
      ])
    })

    it('says so when the move cannot be saved', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined)
      saveOrder.mockRejectedValue(new Error('permission-denied'))
      const user = userEvent.setup()
      renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
      act(() => emit([image('a', { orden: 1 }), image('b', { orden: 2 })]))
      await user.click(button(cards()[0], 'Bajar'))
      expect(await screen.findByText(/No se pudo cambiar el orden/)).toBeInTheDocument()
    })
  })
})
