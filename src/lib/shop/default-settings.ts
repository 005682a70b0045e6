import defaults from '@/config/shop-defaults.json'
import type { ShopSettings } from './settings-schema'

/**
 * What the site says about the shop until the staff's own settings (Firestore `ajustes/tienda`,
 * edited under Tienda in the dashboard) have been read, and whenever none were ever saved
 * (src/config/shop-defaults.json): the shop's name, address and hours, and no phone, WhatsApp,
 * email or payment number, so a new deployment never shows an example one as the shop's (each
 * line that needs one is left out). The staff change them from the dashboard, never here.
 */
export const DEFAULT_SETTINGS: ShopSettings = defaults
