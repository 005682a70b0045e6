import { act, render, screen } from '@testing-library/react'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { replaceShopSettings, shopSettingsStore } from './settings-store'
import { useShopSettings, useTakesOrders } from './use-shop-settings'

vi.mock('@/lib/shop/settings-read', () => ({
  fetchShopSettings: () => new Promise(() => undefined),
}))

function ShopName() {
  return <p>{useShopSettings().nombre}</p>
}

describe('the shop settings store', () => {
  beforeEach(() => replaceShopSettings(DEFAULT_SETTINGS))

  it('tells its followers only when the settings change', () => {
    const listener = vi.fn()
    const unsubscribe = shopSettingsStore.follow(listener)
    replaceShopSettings({ ...DEFAULT_SETTINGS })
    expect(listener).not.toHaveBeenCalled()
    replaceShopSettings({ ...DEFAULT_SETTINGS, nombre: 'Helados La 3' })
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('redraws the components that show them when the staff change them', async () => {
    render(<ShopName />)
    expect(screen.getByText(DEFAULT_SETTINGS.nombre)).toBeInTheDocument()
    await act(async () => replaceShopSettings({ ...DEFAULT_SETTINGS, nombre: 'Helados La 3' }))
    expect(await screen.findByText('Helados La 3')).toBeInTheDocument()
  })

  it('shows a change made between the first render and the subscription', async () => {
    function Late() {
      const name = useShopSettings().nombre
      if (name === DEFAULT_SETTINGS.nombre)
        replaceShopSettings({ ...DEFAULT_SETTINGS, nombre: 'Otra' })
      return <p>{name}</p>
    }
    render(<Late />)
    expect(await screen.findByText('Otra')).toBeInTheDocument()
  })

  it('says whether the shop takes orders, and follows a change', async () => {
    function Orders() {
      return <p>{useTakesOrders() ? 'con pedidos' : 'sin pedidos'}</p>
    }
    render(<Orders />)
    expect(screen.getByText('sin pedidos')).toBeInTheDocument()
    await act(async () =>
      replaceShopSettings({ ...DEFAULT_SETTINGS, pedidos: 'si', whatsapp: '573001234567' }),
    )
    expect(await screen.findByText('con pedidos')).toBeInTheDocument()
  })
})
