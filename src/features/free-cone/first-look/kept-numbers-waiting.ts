import { deviceStore, type DeviceStore } from '@/lib/data/device-store'
import { readStoredNumbers } from '../api/own-numbers-store'

/**
 * Whether this phone keeps numbers of earlier uploads: the free cone's page then shows 'Tus
 * números' with each one's state, which only the app reads, so the page needs the app.
 */
export async function keptNumbersWaiting(
  store: DeviceStore | null = deviceStore(),
): Promise<boolean> {
  return (await readStoredNumbers(store)).length > 0
}
