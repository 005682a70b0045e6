import { deviceStore, type DeviceStore } from '@/lib/data/device-store'

/** Where this phone keeps the numbers it was given (newest first). */
export const OWN_NUMBERS_KEY = 'cono-gratis:numeros'
/** A phone remembers this many of its newest numbers. */
export const KEPT_NUMBERS = 20

/** The numbers this phone keeps, newest first; none when its storage cannot be read. */
export async function readStoredNumbers(
  store: DeviceStore | null = deviceStore(),
): Promise<number[]> {
  try {
    const parsed: unknown = JSON.parse((await store?.getItem(OWN_NUMBERS_KEY)) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, KEPT_NUMBERS)
      : []
  } catch {
    return []
  }
}

/** Keeps the numbers on this phone; a storage that cannot be written keeps none. */
export async function storeNumbers(numbers: number[]): Promise<void> {
  try {
    await deviceStore()?.setItem(OWN_NUMBERS_KEY, JSON.stringify(numbers))
  } catch (error) {
    // Private browsing or a full storage: the number is still on screen in the success message.
    console.warn('No se pudo guardar el número en este teléfono', error)
  }
}
