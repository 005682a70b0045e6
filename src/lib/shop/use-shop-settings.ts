import { useSyncExternalStore } from 'react'
import { DEFAULT_SETTINGS } from '@/config/shop'
import type { ShopSettings } from './settings'
import { currentShopSettings, subscribeShopSettings } from './settings-store'

/** The settings the page shows now (the defaults at build time and until the read answers). */
export function useShopSettings(): ShopSettings {
  return useSyncExternalStore(subscribeShopSettings, currentShopSettings, () => DEFAULT_SETTINGS)
}
