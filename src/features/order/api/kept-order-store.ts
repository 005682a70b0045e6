import { deviceStore, type DeviceStore } from '@/lib/data/device-store'
import { KEPT_ORDER_KEY } from './kept-order-key'
import { fromStoredOrder, toStoredOrder, type KeptOrder } from '../utils/kept-order'

/** The order kept on this device, or null when there is none, it expired or storage fails. */
export async function readKeptOrder(
  now: number = Date.now(),
  store: DeviceStore | null = deviceStore(),
): Promise<KeptOrder | null> {
  try {
    return fromStoredOrder((await store?.getItem(KEPT_ORDER_KEY)) ?? null, now)
  } catch {
    return null
  }
}

/** Keeps the order; a full or blocked storage only means it lasts until the page closes. */
export async function keepOrder(
  order: KeptOrder,
  store: DeviceStore | null = deviceStore(),
): Promise<void> {
  try {
    await store?.setItem(KEPT_ORDER_KEY, toStoredOrder(order))
  } catch (error) {
    console.warn('No se pudo guardar el pedido en el teléfono', error)
  }
}
