import type { MenuName } from '@/config/pages'
import { startTransition, useEffect, useState } from 'react'
import { orderSettingsOf } from '@/lib/shop/order-settings'
import { loadShopSettings } from '@/lib/shop/settings-store'
import { afterLoad } from '@/lib/startup/after-load'
import { MenuPage } from '@/features/menu/components/menu-page'
import type * as OrderButtonsModule from '@/features/order/order-buttons'

type OrderButtons = typeof OrderButtonsModule

let loaded: OrderButtons | null = null

/**
 * The order's buttons, out of the first download: fetched once the page has loaded and the
 * shop's settings say it takes orders by WhatsApp (the order itself comes on the first tap).
 */
function useOrderButtons(): OrderButtons | null {
  const [buttons, setButtons] = useState(loaded)
  useEffect(() => {
    if (buttons) return
    let active = true
    const cancel = afterLoad(() => {
      void loadShopSettings()
        .then((settings) =>
          orderSettingsOf(settings).pedidos ? import('@/features/order/order-buttons') : null,
        )
        .then((module) => {
          loaded = module
          if (module && active) startTransition(() => setButtons(module))
        })
        .catch((error: unknown) => console.warn('No se pudo cargar el pedido', error))
    })
    return () => {
      active = false
      cancel()
    }
  }, [buttons])
  return buttons
}

/**
 * A menu's page with the order by WhatsApp: 'Agregar' on today's list and the order's bar, once
 * the page has loaded and while the shop takes orders (the first look has neither). The order
 * follows each list the page reads: what the staff sell out or reprice changes it too.
 */
export function MenuWithOrder({ category }: { category: MenuName }) {
  const order = useOrderButtons()
  return (
    <MenuPage
      category={category}
      onTodayRead={order?.followTodayList}
      todayAction={
        order ? (item) => <order.AddToOrder key="pedido" item={item} menu={category} /> : undefined
      }
    >
      {order && <order.DeferredOrderBar />}
    </MenuPage>
  )
}
