import { useEffect } from 'react'
import { deviceStore } from '@/lib/data/device-store'
import { afterLoad } from '@/lib/startup/after-load'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { useTakesOrders } from '@/lib/shop/use-shop-settings'
import { KEPT_ORDER_KEY } from '../api/kept-order-key'
import { loadOrderModule, useOrderModule } from '../order-loader'

/**
 * The order's bar and sheet, once the order's code is there: fetched after the page has loaded
 * only when an order is kept on the device, else on the first 'Agregar' tap.
 */
export function DeferredOrderBar() {
  const module = useOrderModule()
  const firstLook = useIsFirstLook()
  const on = useTakesOrders() && !firstLook
  useEffect(() => {
    if (!on || module) return
    return afterLoad(() => {
      deviceStore()
        ?.getItem(KEPT_ORDER_KEY)
        // Only a kept order with items brings the order's code (which checks the rest).
        .then((kept) => (kept?.includes('"cantidad"') ? loadOrderModule() : null))
        .catch((error: unknown) => console.warn('No se pudo leer el pedido guardado', error))
    })
  }, [on, module])
  return on && module ? <module.OrderBar /> : null
}
