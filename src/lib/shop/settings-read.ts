import { deviceStore } from '@/lib/data/device-store'
import { readDocument } from '@/lib/data/read-documents'
import { DEFAULT_SETTINGS } from './default-settings'
import { toShopSettings, type ShopSettings } from './settings'

/** The one settings document: readable by anyone, written by an admin (Tienda). */
export const AJUSTES_PATH = 'ajustes/tienda'

const DEVICE_KEY = 'heladeria-colon:ajustes'

/** Where the settings came from: Firestore, the copy last seen on this device, or the code. */
export type SettingsSource = 'network' | 'device' | 'defaults'

/** The shop's settings as read, and where from. */
export interface SettingsRead {
  /** What the site shows: the stored values over the code's defaults. */
  settings: ShopSettings
  source: SettingsSource
  /** The stored document as read from Firestore; null when none was ever saved, or not read. */
  stored: Record<string, unknown> | null
}

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
export async function fetchShopSettings(): Promise<SettingsRead> {
  try {
    const stored = await readDocument(AJUSTES_PATH)
    const settings = toShopSettings(stored ?? {}, DEFAULT_SETTINGS)
    void saveDeviceCopy(settings)
    return { settings, source: 'network', stored }
  } catch (error) {
    console.warn('No se pudieron leer los datos de la tienda', error)
    const copy = await readDeviceCopy()
    return copy
      ? { settings: copy, source: 'device', stored: null }
      : { settings: DEFAULT_SETTINGS, source: 'defaults', stored: null }
  }
}
