import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { deleteOpinion, subscribeOpinions, type Opinion } from '@/lib/data/opiniones'
import { renderWithProviders } from '@/testing/render'
import { OpinionsScreen } from './opinions-screen'

vi.mock('@/lib/data/opiniones', () => ({
  OPINIONS_PAGE: 2,
  subscribeOpinions: vi.fn(),
  deleteOpinion: vi.fn(),
}))
const subscribe = vi.mocked(subscribeOpinions)
const remove = vi.mocked(deleteOpinion)
let emit: (opinions: Opinion[], more?: boolean) => void = () => undefined

const NEWEST: Opinion = {
  id: 'n',
  mensaje: 'El helado de maracuyá es el mejor',
  // 21:04 UTC is 4:04 p. m. in Colombia.
  fecha: new Date('2025-03-05T21:04:00Z'),
}
const OLDEST: Opinion = { id: 'o', mensaje: 'Más mesas, por favor', fecha: new Date('2025-01-02') }

describe('OpinionsScreen', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    subscribe.mockImplementation((count, onChange) => {
      emit = (items, more = false) => onChange({ items: items.slice(0, count), more })
      return () => undefined
    })
  })

  it('loads, then shows an empty list as empty', () => {
    renderWithProviders(<OpinionsScreen />)
    expect(screen.getByRole('status')).toHaveTextContent('Cargando opiniones...')
    act(() => emit([]))
    expect(screen.getByText('Todavía no hay opiniones.')).toBeInTheDocument()
  })

  it('shows each opinion in the given order with its date and time in Colombia', () => {
    renderWithProviders(<OpinionsScreen />)
    act(() => emit([NEWEST, OLDEST]))
    const items = within(screen.getByRole('list', { name: 'Opiniones' })).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('El helado de maracuyá es el mejor')
    expect(items[1]).toHaveTextContent('Más mesas, por favor')
    const time = within(items[0] as HTMLElement).getByText(/5 de marzo de 2025/)
    expect(time).toHaveTextContent(/4:04\sp\.\s?m\./)
    expect(time).toHaveAttribute('datetime', '2025-03-05T21:04:00.000Z')
  })

  it('deletes an opinion after confirmation', async () => {
    remove.mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<OpinionsScreen />)
    act(() => emit([NEWEST, OLDEST]))
    await user.click(screen.getAllByRole('button', { name: 'Eliminar' })[1] as HTMLElement)
    const dialog = screen.getByRole('dialog', {
      name: '¿Estás seguro de que deseas eliminar esta opinión?',
    })
    expect(dialog).toHaveTextContent('Más mesas, por favor')
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }))
    expect(remove).toHaveBeenCalledWith('o')
    expect(await screen.findByText('Opinión eliminada con éxito')).toBeInTheDocument()
  })

  it('shows the newest page first and widens it with «Cargar más»', async () => {
    const user = userEvent.setup()
    renderWithProviders(<OpinionsScreen />)
    expect(subscribe).toHaveBeenLastCalledWith(2, expect.any(Function), expect.any(Function))
    act(() => emit([NEWEST, OLDEST], true))
    await user.click(screen.getByRole('button', { name: 'Cargar más' }))
    expect(subscribe).toHaveBeenLastCalledWith(4, expect.any(Function), expect.any(Function))
    // What is shown stays until the wider page arrives.
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    const third: Opinion = { id: 't', mensaje: 'Abran los domingos', fecha: new Date('2024-12-01') }
    act(() => emit([NEWEST, OLDEST, third]))
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument()
  })
})
