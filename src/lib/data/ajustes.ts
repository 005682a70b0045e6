import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { toShopSettings, type ShopSettings } from '@/lib/shop/settings'
import { deviceStore } from './device-store'
import { readDocument } from './read-documents'

/** The one settings document: readable by anyone, written by an admin (Tienda). */
export const AJUSTES_PATH = 'ajustes/tienda'

const DEVICE_KEY = 'heladeria-colon:ajustes'

/** Where the settings came from: Firestore, the copy last seen on this device, or the code. */
export type SettingsSource = 'network' | 'device' | 'defaults'

async function readDeviceCopy(): Promise<ShopSettings | null> {
  try {
    const raw = await deviceStore()?.getItem(DEVICE_KEY)
    return raw ? toShopSettings(JSON.parse(raw), DEFAULT_SETTINGS) : null
  } catch {
    return null
  }
}

/** Keeps `settings` on this device for the next visit without a connection. */
export async function saveDeviceCopy(settings: ShopSettings): Promise<void> {
  try {
    await deviceStore()?.setItem(DEVICE_KEY, JSON.stringify(settings))
  } catch (error) {
    console.warn('No se pudieron guardar los datos de la tienda para verlos sin conexión', error)
  }
}

/**
 * The shop's settings: from Firestore (kept on the device for the next visit without a
 * connection), else the copy last seen here, else the code's defaults. Never rejects.
 */
export async function fetchShopSettings(): Promise<{
  settings: ShopSettings
  source: SettingsSource
}> {
  try {
    const data = await readDocument(AJUSTES_PATH)
    const settings = toShopSettings(data ?? {}, DEFAULT_SETTINGS)
    void saveDeviceCopy(settings)
    return { settings, source: 'network' }
  } catch (error) {
    console.warn('No se pudieron leer los datos de la tienda', error)
    const copy = await readDeviceCopy()
    return copy
      ? { settings: copy, source: 'device' }
      : { settings: DEFAULT_SETTINGS, source: 'defaults' }
  }
}
