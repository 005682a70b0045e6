import { deviceStore, type DeviceStore } from '@/lib/data/device-store'
import { fromStoredOrder, toStoredOrder, type KeptOrder } from '../utils/kept-order'

/** Kept with the device's other data (the menus, the settings), under its own key. */
export const KEPT_ORDER_KEY = 'heladeria-colon:pedido'

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
