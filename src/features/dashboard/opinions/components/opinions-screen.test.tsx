import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  deleteOpinion,
  markAllOpinionsRead,
  setOpinionRead,
  subscribeOpinions,
  type Opinion,
} from '../api/opinions-inbox'
import { firebaseError } from '@/testing/errors'
import { renderWithProviders } from '@/testing/render'
import { ActivityContext, type Activity } from '../../shared/hooks/use-activity'
import { OpinionsScreen } from './opinions-screen'

vi.mock('../api/opinions-inbox', () => ({
  OPINIONS_PAGE: 2,
  subscribeOpinions: vi.fn(),
  deleteOpinion: vi.fn(),
  setOpinionRead: vi.fn(),
  markAllOpinionsRead: vi.fn(),
}))
const subscribe = vi.mocked(subscribeOpinions)
const remove = vi.mocked(deleteOpinion)
const markRead = vi.mocked(setOpinionRead)
const markAll = vi.mocked(markAllOpinionsRead)
let emit: (opinions: Opinion[], more?: boolean) => void = () => undefined

const NEWEST: Opinion = {
  id: 'n',
  mensaje: 'El helado de maracuyá es el mejor',
  // 21:04 UTC is 4:04 p. m. in Colombia.
  fecha: new Date('2025-03-05T21:04:00Z'),
  leida: true,
}
const OLDEST: Opinion = {
  id: 'o',
  mensaje: 'Más mesas, por favor',
  fecha: new Date('2025-01-02'),
  leida: true,
}
const UNREAD: Opinion = {
  id: 'u',
  mensaje: 'Abran los domingos',
  fecha: new Date('2025-03-06T15:00:00Z'),
  leida: false,
}

/** The screen with the panel's live counts saying `unread` opinions are unread. */
function showWithUnread(unread: number) {
  const activity: Activity = {
    pending: 0,
    unread,
    alerts: { on: false, setOn: vi.fn() },
    stop: vi.fn(),
  }
  renderWithProviders(
    <ActivityContext value={activity}>
      <OpinionsScreen />
    </ActivityContext>,
  )
}

describe('OpinionsScreen', { timeout: 20_000 }, () => {
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
    const third: Opinion = {
      id: 't',
      mensaje: 'Abran los domingos',
      fecha: new Date('2024-12-01'),
      leida: true,
    }
    act(() => emit([NEWEST, OLDEST, third]))
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument()
  })
  it('shows unread opinions as new and marks one read, then unread again', async () => {
    markRead.mockResolvedValue()
    const user = userEvent.setup()
    renderWithProviders(<OpinionsScreen />)
    act(() => emit([UNREAD, NEWEST]))
    const [unread, read] = within(screen.getByRole('list', { name: 'Opiniones' })).getAllByRole(
      'listitem',
    ) as [HTMLElement, HTMLElement]
    expect(within(unread).getByText('Nueva')).toBeInTheDocument()
    expect(within(read).queryByText('Nueva')).not.toBeInTheDocument()
    expect(within(read).queryByRole('button', { name: 'Marcar como leída' })).toBeNull()

    await user.click(within(unread).getByRole('button', { name: 'Marcar como leída' }))
    expect(markRead).toHaveBeenLastCalledWith('u', true)
    await user.click(within(read).getByRole('button', { name: 'Marcar como no leída' }))
    expect(markRead).toHaveBeenLastCalledWith('n', false)
  })

  it('says in Spanish when marking fails', async () => {
    markRead.mockRejectedValue(
      firebaseError('permission-denied', 'Missing or insufficient permissions.'),
    )
    const user = userEvent.setup()
    renderWithProviders(<OpinionsScreen />)
    act(() => emit([UNREAD]))
    await user.click(screen.getByRole('button', { name: 'Marcar como leída' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^No se pudo marcar la opinión: tu cuenta ya no tiene permiso/,
    )
    expect(screen.queryByText(/insufficient/)).not.toBeInTheDocument()
  })

  it('marks every unread opinion read at once, offered only while some are unread', async () => {
    markAll.mockResolvedValue(3)
    const user = userEvent.setup()
    showWithUnread(3)
    act(() => emit([UNREAD, NEWEST]))
    await user.click(screen.getByRole('button', { name: 'Marcar todas como leídas' }))
    expect(markAll).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('3 opiniones marcadas como leídas')).toBeInTheDocument()
  })

  it('offers no «Marcar todas» when none is unread', () => {
    showWithUnread(0)
    act(() => emit([NEWEST]))
    expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).toBeNull()
  })
})
