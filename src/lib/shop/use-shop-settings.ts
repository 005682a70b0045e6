import { startTransition, useEffect, useState } from 'react'
import type { ShopSettings } from './settings'
import { currentShopSettings, subscribeShopSettings } from './settings-store'

/**
 * The settings the page shows now (the defaults at build time and until the read answers).
 * A change arrives as a transition: React redraws in short slices, never in one long task
 * that would hold a slow phone while the page starts.
 */
export function useShopSettings(): ShopSettings {
  const [settings, setSettings] = useState(currentShopSettings)
  useEffect(() => {
    const follow = () => startTransition(() => setSettings(currentShopSettings()))
    const unsubscribe = subscribeShopSettings(follow)
    // The read may have answered between this render and the subscription.
    follow()
    return unsubscribe
  }, [])
  return settings
}
