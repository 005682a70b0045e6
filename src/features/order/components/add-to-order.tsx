import Button from '@mui/material/Button'
import { useState } from 'react'
import type { MenuCategory } from '@/lib/data/image-collections'
import type { TodayItem } from '@/lib/data/today-list'
import { orderSettingsOf } from '@/lib/shop/order-settings'
import { useShopSettings } from '@/lib/shop/use-shop-settings'
import { loadOrderModule, useOrderModule } from '../order-loader'

/**
 * A row's 'Agregar' (one tap adds one) while the shop takes orders, for an available item with a
 * price; once the order's code is there, its own buttons (minus / quantity / plus). The first tap
 * fetches that code and says 'Cargando…' meanwhile (offline, the tap can be tried again).
 */
export function AddToOrder({ item, menu }: { item: TodayItem; menu: MenuCategory }) {
  const settings = useShopSettings()
  const module = useOrderModule()
  const [loading, setLoading] = useState(false)
  if (!orderSettingsOf(settings).pedidos || item.agotado || item.precio === null) return null
  if (module) return <module.QuantityControl item={item} menu={menu} />
  const add = () => {
    setLoading(true)
    loadOrderModule()
      .then((loaded) => loaded.addOne(item, menu))
      .catch((error: unknown) => {
        console.error('No se pudo cargar el pedido', error)
        setLoading(false)
      })
  }
  return (
    <Button
      size="small"
      variant="contained"
      onClick={add}
      disabled={loading}
      aria-label={`Agregar ${item.nombre}`}
      sx={{ flexShrink: 0, my: '-6px', minWidth: 88, borderRadius: 999 }}
    >
      {loading ? 'Cargando…' : 'Agregar'}
    </Button>
  )
}
