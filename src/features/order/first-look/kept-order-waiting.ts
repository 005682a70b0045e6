import { deviceStore, type DeviceStore } from '@/lib/data/device-store'
import { KEPT_ORDER_KEY } from '../api/kept-order-key'

/**
 * Whether an order with items is kept on this device (an order under way on an earlier visit):
 * its bar shows at once, so the page needs the app. Only the check the order's own code makes
 * first, without that code.
 */
export async function keptOrderWaiting(
  store: DeviceStore | null = deviceStore(),
): Promise<boolean> {
  try {
    return (await store?.getItem(KEPT_ORDER_KEY))?.includes('"cantidad"') ?? false
  } catch {
    return false
  }
}
