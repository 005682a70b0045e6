import type { ShopSettings } from '../lib/shop/settings'
import defaults from './shop-defaults.json'

/**
 * What the site says about the shop until the staff's own settings (Firestore `ajustes/tienda`,
 * edited under Tienda in the dashboard) have been read, and whenever they cannot be: the seed
 * writes these same values. The staff change them from the dashboard, never here.
 */
export const DEFAULT_SETTINGS: ShopSettings = defaults

/** Fixed facts about the shop's clock. */
export const shop = {
  timeZone: 'America/Bogota',
  /** America/Bogota is UTC-5 all year (no daylight saving since 1993). */
  utcOffsetMinutes: -300,
} as const
