// @vitest-environment jsdom
import { reviseMenuToday } from '@/lib/data/menu-images'
import type { TodayList } from '@/lib/data/today-list'
import { readTodayList } from '@/lib/data/today-list-read'
import { FOLLOW_INTERVAL_MS } from '../today/follow-interval'
import { followFirstLookToday } from './follow-first-look-today'

vi.mock('@/lib/data/today-list-read', () => ({ readTodayList: vi.fn() }))
vi.mock('@/lib/data/menu-images', () => ({ reviseMenuToday: vi.fn() }))

const list = (nombre: string, agotado = false): TodayList => ({
  items: [{ id: 'mora000001', nombre, precio: 4000, nota: '', agotado }],
  actualizado: new Date('2026-12-01T15:00:00Z'),
})

describe('followFirstLookToday', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it("draws the counter's newer list in the first look, and hands it to the app", async () => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div data-first-today-list></div>'
    vi.mocked(readTodayList).mockResolvedValue(list('Mora', true))
    const onChange = vi.fn()
    const stop = followFirstLookToday('helados', list('Mora'), onChange)
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS)
    expect(readTodayList).toHaveBeenCalledWith('helados')
    expect(document.querySelector('[data-today-item]')).toHaveAttribute(
      'data-today-item',
      'agotado',
    )
    expect(reviseMenuToday).toHaveBeenCalledWith('helados', list('Mora', true))
    expect(onChange).toHaveBeenCalledWith(list('Mora', true))
    stop()
    await vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 2)
    expect(readTodayList).toHaveBeenCalledTimes(1)
  })
})
