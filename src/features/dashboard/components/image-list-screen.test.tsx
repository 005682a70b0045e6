import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ImageDocument } from '@/lib/data/image-document'
import { deleteImage, saveMenuOrder, subscribeImages } from '@/lib/data/managed-images'
import { renderWithProviders } from '@/testing/render'
import { SECTIONS } from '../sections'
import { ImageListScreen } from './image-list-screen'

vi.mock('@/lib/data/managed-images', () => ({
  subscribeImages: vi.fn(),
  deleteImage: vi.fn(),
  saveMenuOrder: vi.fn(),
}))
const subscribe = vi.mocked(subscribeImages)
const remove = vi.mocked(deleteImage)
const saveOrder = vi.mocked(saveMenuOrder)

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

  it('asks before deleting, deletes the document and its file, and says so', async () => {
    remove.mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
    const target = image('b')
    act(() => emit([image('a'), target]))
    await user.click(screen.getAllByRole('button', { name: 'Eliminar' })[1] as HTMLElement)
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro de que deseas eliminar esta imagen?',
    })
    expect(within(dialog).getByText('b.png')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(remove).toHaveBeenCalledWith('helados', target)
    expect(await screen.findByText('Imagen eliminada con éxito')).toBeInTheDocument()
  })

  it('deletes nothing when the question is cancelled', async () => {
    const user = userEvent.setup()
    renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
    act(() => emit([image('a')]))
    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(remove).not.toHaveBeenCalled()
  })

  it('does not claim success when the deletion fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    remove.mockRejectedValue(new Error('offline'))
    const user = userEvent.setup()
    renderWithProviders(<ImageListScreen section={SECTIONS.helados} />)
    act(() => emit([image('a')]))
    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Eliminar' }))
    expect(await screen.findByText(/No se pudo eliminar la imagen/)).toBeInTheDocument()
    expect(screen.queryByText('Imagen eliminada con éxito')).not.toBeInTheDocument()
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
