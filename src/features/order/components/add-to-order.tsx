import type { MenuName } from '@/config/pages'
import Box from '@mui/material/Box'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { TodayItem } from '@/lib/data/today-list'
import { useTakesOrders } from '@/lib/shop/use-shop-settings'
import { loadOrderModule, useOrderModule } from '../order-loader'
import { AddButton, AddButtonPlace } from './add-button'

/** Said under the button when the order's code could not be downloaded. */
export const ORDER_CODE_FAILED =
  'No se pudo cargar el pedido. Revisa tu conexión: lo agregamos en cuanto vuelva.'

/** A failure while the phone says it is online is tried again this much later, a few times. */
export const RETRY_WHILE_ONLINE_MS = 3_000
const RETRIES_WHILE_ONLINE = 3

/**
 * A row's 'Agregar' (one tap adds one) while the shop takes orders, for an available item with a
 * price; once the order's code is there, its own buttons (minus / quantity / plus). The first tap
 * fetches that code (the service worker keeps it once a menu has loaded) and says 'Cargando…'
 * meanwhile. When it cannot come, the row says so, and the tap is kept: the item is added as
 * soon as the connection is back, or on the next tap. A phone may say it is online a moment
 * before its connection carries anything: a failure then is tried again a little later.
 */
export function AddToOrder({ item, menu }: { item: TodayItem; menu: MenuName }) {
  const takesOrders = useTakesOrders()
  const module = useOrderModule()
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle')
  const retriesWhileOnline = useRef(0)
  const add = useCallback(() => {
    setState('loading')
    loadOrderModule()
      .then((loaded) => loaded.addOne(item, menu))
      .catch((error: unknown) => {
        console.error('No se pudo cargar el pedido', error)
        setState('failed')
      })
  }, [item, menu])
  useEffect(() => {
    if (state !== 'failed') return
    window.addEventListener('online', add)
    const retry =
      navigator.onLine && retriesWhileOnline.current < RETRIES_WHILE_ONLINE
        ? window.setTimeout(() => {
            retriesWhileOnline.current += 1
            add()
          }, RETRY_WHILE_ONLINE_MS)
        : undefined
    return () => {
      window.removeEventListener('online', add)
      window.clearTimeout(retry)
    }
  }, [state, add])
  if (!takesOrders || item.agotado || item.precio === null) return null
  if (module) return <module.QuantityControl item={item} menu={menu} />
  const failed = state === 'failed'
  return (
    <AddButtonPlace>
      <AddButton
        onClick={add}
        loading={state === 'loading'}
        label={`Agregar ${item.nombre}`}
        describedBy={failed ? `pedido-sin-codigo-${item.id}` : undefined}
      />
      {failed && (
        // Over the rows below, beside the finger: the list itself moves nothing.
        <Box
          component="span"
          role="alert"
          id={`pedido-sin-codigo-${item.id}`}
          sx={{
            position: 'absolute',
            top: 'calc(100% + 10px)',
            right: 0,
            zIndex: 2,
            width: 'max-content',
            maxWidth: 'min(260px, calc(100vw - 48px))',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: '#FDECEA',
            color: '#8A1C1C',
            boxShadow: '0 4px 12px rgba(43, 26, 16, 0.18)',
            fontSize: '0.85rem',
            lineHeight: 1.35,
            whiteSpace: 'normal',
          }}
        >
          {ORDER_CODE_FAILED}
        </Box>
      )}
    </AddButtonPlace>
  )
}
