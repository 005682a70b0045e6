import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TodayItem } from '@/lib/data/today-list'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { renderWithProviders } from '@/testing/render'
import { loadOrderModule, type OrderModule } from '../order-loader'
import { AddToOrder, ORDER_CODE_FAILED, RETRY_WHILE_ONLINE_MS } from './add-to-order'

vi.mock('../order-loader', () => ({ loadOrderModule: vi.fn(), useOrderModule: () => null }))
const load = vi.mocked(loadOrderModule)

const mora: TodayItem = { id: 'mora000001', nombre: 'Mora', precio: 4000, nota: '', agotado: false }

/** A tap on Agregar whose order code fails to download once. */
function tapWhileDownloadFails() {
  load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  renderWithProviders(<AddToOrder item={mora} menu="helados" />)
  fireEvent.click(screen.getByRole('button', { name: 'Agregar Mora' }))
}

describe('AddToOrder', () => {
  beforeEach(() => {
    replaceShopSettings({ ...DEFAULT_SETTINGS, whatsapp: '573001234567', pedidos: 'si' })
    load.mockReset()
  })
  afterEach(() => vi.restoreAllMocks())

  it('says so where the visitor tapped when the order cannot load, and adds the item once the connection is back', async () => {
    const user = userEvent.setup()
    const addOne = vi.fn()
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithProviders(<AddToOrder item={mora} menu="helados" />)
    const button = screen.getByRole('button', { name: 'Agregar Mora' })
    await user.click(button)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(ORDER_CODE_FAILED)
    expect(button).toHaveAccessibleDescription(ORDER_CODE_FAILED)
    expect(button).toBeEnabled()

    load.mockResolvedValue({ addOne } as unknown as OrderModule)
    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(addOne).toHaveBeenCalledExactlyOnceWith(mora, 'helados'))
    // Once is enough: another 'online' adds nothing more.
    window.dispatchEvent(new Event('online'))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('tries again a little later when the phone said it was online but the download failed', async () => {
    vi.useFakeTimers()
    try {
      const addOne = vi.fn()
      tapWhileDownloadFails()
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(screen.getByRole('alert')).toHaveTextContent(ORDER_CODE_FAILED)

      load.mockResolvedValue({ addOne } as unknown as OrderModule)
      await act(() => vi.advanceTimersByTimeAsync(RETRY_WHILE_ONLINE_MS - 100))
      expect(addOne).not.toHaveBeenCalled()
      await act(() => vi.advanceTimersByTimeAsync(200))
      expect(addOne).toHaveBeenCalledExactlyOnceWith(mora, 'helados')
    } finally {
      vi.useRealTimers()
    }
  })

  it('waits for the connection when the phone says it is offline', async () => {
    vi.useFakeTimers()
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      tapWhileDownloadFails()
      await act(() => vi.advanceTimersByTimeAsync(RETRY_WHILE_ONLINE_MS * 4))
      expect(load).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('tries again on the next tap', async () => {
    const user = userEvent.setup()
    const addOne = vi.fn()
    load.mockRejectedValueOnce(new TypeError('offline'))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    renderWithProviders(<AddToOrder item={mora} menu="helados" />)
    await user.click(screen.getByRole('button', { name: 'Agregar Mora' }))
    await screen.findByRole('alert')
    load.mockResolvedValue({ addOne } as unknown as OrderModule)
    await user.click(screen.getByRole('button', { name: 'Agregar Mora' }))
    await waitFor(() => expect(addOne).toHaveBeenCalledExactlyOnceWith(mora, 'helados'))
  })
})
