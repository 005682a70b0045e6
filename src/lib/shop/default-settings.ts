import defaults from '@/config/shop-defaults.json'
import type { ShopSettings } from './settings-schema'

/**
 * What the site says about the shop until the staff's own settings (Firestore `ajustes/tienda`,
 * edited under Tienda in the dashboard) have been read, and whenever they cannot be: the seed
 * writes these same values (src/config/shop-defaults.json). The staff change them from the
 * dashboard, never here.
 */
export const DEFAULT_SETTINGS: ShopSettings = defaults
