import type { TodayList } from '@/lib/data/today-list'
import { followTodayList, loadOrderModule } from './order-loader'
import { applyTodayLists, loadOrder } from './order-module'

vi.mock('./order-module', () => ({
  loadOrder: vi.fn(() => Promise.resolve()),
  applyTodayLists: vi.fn(),
}))

const list = (agotado: boolean): TodayList => ({
  items: [{ id: 'mora000001', nombre: 'Mora', precio: 4000, nota: '', agotado }],
  actualizado: null,
})

describe('the order following the lists the pages read', () => {
  it('takes the newest list of each menu when its code arrives, then each new one at once', async () => {
    followTodayList('helados', list(false))
    followTodayList('helados', list(true))
    followTodayList('bebidas', list(false))
    expect(applyTodayLists).not.toHaveBeenCalled()
    await loadOrderModule()
    expect(loadOrder).toHaveBeenCalledTimes(1)
    expect(applyTodayLists).toHaveBeenCalledExactlyOnceWith({
      helados: list(true),
      bebidas: list(false),
    })
    followTodayList('comidas', list(true))
    expect(applyTodayLists).toHaveBeenLastCalledWith({ comidas: list(true) })
  })
})
