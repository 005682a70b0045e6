import { useEffect } from 'react'
import { afterLoad } from '@/lib/startup/after-load'
import { useIsFirstLook } from '@/lib/startup/first-look'
import { useTakesOrders } from '@/lib/shop/use-shop-settings'
import { keptOrderWaiting } from '../first-look/kept-order-waiting'
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
      // Only a kept order with items brings the order's code (which checks the rest).
      void keptOrderWaiting()
        .then((kept) => (kept ? loadOrderModule() : null))
        .catch((error: unknown) => console.warn('No se pudo leer el pedido guardado', error))
    })
  }, [on, module])
  return on && module ? <module.OrderBar /> : null
}
