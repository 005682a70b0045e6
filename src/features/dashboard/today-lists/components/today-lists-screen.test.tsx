import { act, fireEvent, screen } from '@testing-library/react'
import { changeTodayList, subscribeTodayLists, type TodayLists } from '../api/today-lists'
import { EMPTY_TODAY_LIST, type TodayItem } from '@/lib/data/today-list'
import { renderWithProviders } from '@/testing/render'
import { TodayListsScreen } from './today-lists-screen'

vi.mock('../api/today-lists', () => ({
  subscribeTodayLists: vi.fn(),
  changeTodayList: vi.fn(),
}))
const subscribe = vi.mocked(subscribeTodayLists)
const changeList = vi.mocked(changeTodayList)

/** How long 'quitado de la lista' and its Deshacer stay. */
const UNDO_SHOWN_MS = 8000

const item = (id: string, nombre: string): TodayItem => ({
  id,
  nombre,
  precio: null,
  nota: '',
  agotado: false,
})

const lists: TodayLists = {
  comidas: EMPTY_TODAY_LIST,
  helados: { items: [item('a', 'Fresa'), item('b', 'Mora')], actualizado: null },
  bebidas: EMPTY_TODAY_LIST,
}

const openEditor = (nombre: string) =>
  fireEvent.click(screen.getByRole('button', { name: `Editar ${nombre}` }))
const pressRemove = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Quitar de la lista' }))

/** Opens the screen on fake timers and takes Fresa off the list. */
function removeFresa() {
  vi.useFakeTimers()
  renderWithProviders(<TodayListsScreen />)
  openEditor('Fresa')
  pressRemove()
}

describe('TodayListsScreen', () => {
  beforeEach(() => {
    vi.resetAllMocks()
    subscribe.mockImplementation((onChange) => {
      onChange(lists)
      return () => undefined
    })
    changeList.mockResolvedValue(undefined)
  })
  afterEach(() => vi.useRealTimers())

  it('offers Deshacer for a removal, and takes the offer away after its time', () => {
    removeFresa()
    expect(screen.getByText('Fresa quitado de la lista')).toBeInTheDocument()
    expect(changeList).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(UNDO_SHOWN_MS))
    act(() => vi.runAllTimers())
    expect(screen.queryByText('Fresa quitado de la lista')).not.toBeInTheDocument()
  })

  it("offers Deshacer for a second removal even when the first one's offer times out meanwhile", () => {
    removeFresa()
    expect(screen.getByText('Fresa quitado de la lista')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(UNDO_SHOWN_MS - 1))

    // The second removal is asked for, and the first offer's timer fires before React draws it.
    openEditor('Mora')
    act(() => {
      pressRemove()
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByText('Mora quitado de la lista')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Deshacer' })).toBeInTheDocument()
  })
})
