import { OfflineError } from '@/lib/network/load-code'
import { loadOrderModule } from './order-loader'
import { loadOrder } from './order-module'

vi.mock('./order-module', () => ({
  loadOrder: vi.fn(() => Promise.resolve()),
  applyTodayLists: vi.fn(),
}))

afterEach(() => {
  vi.unstubAllGlobals()
})

it('the order code is not downloaded offline, so the first tap once online downloads it', async () => {
  vi.stubGlobal('navigator', { onLine: false })
  await expect(loadOrderModule()).rejects.toBeInstanceOf(OfflineError)
  expect(loadOrder).not.toHaveBeenCalled()
  vi.stubGlobal('navigator', { onLine: true })
  await expect(loadOrderModule()).resolves.toHaveProperty('loadOrder', loadOrder)
  expect(loadOrder).toHaveBeenCalledOnce()
})
