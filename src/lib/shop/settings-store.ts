import { remoteStore } from '@/lib/remote/remote'
import { DEFAULT_SETTINGS } from './default-settings'
import type { ShopSettings } from './settings'
import { fetchShopSettings, type SettingsRead } from './settings-read'

// The shop's settings for the whole page, read once (started by the entry script, before the
// app): every screen and component reads them here, the staff's too. No React here, so the small
// entry can start the read.

let shown = DEFAULT_SETTINGS

/** The same object for the same settings: what shows them redraws only when they change. */
function steady(read: SettingsRead): SettingsRead {
  if (JSON.stringify(read.settings) !== JSON.stringify(shown)) shown = read.settings
  return { ...read, settings: shown }
}

/** The one read of `ajustes/tienda` of this page. */
export const shopSettingsStore = remoteStore(
  async () => steady(await fetchShopSettings()),
  (a, b) => JSON.stringify(a) === JSON.stringify(b),
)

/** Starts the read once; resolves with the settings it found (it never fails). */
export const loadShopSettings = async (): Promise<ShopSettings> =>
  (await shopSettingsStore.load()).settings

/** After the staff saved new settings (as now stored): every open screen shows them at once. */
export function replaceShopSettings(settings: ShopSettings): void {
  shopSettingsStore.set(steady({ settings, source: 'network', stored: settings }))
}

/** The settings known now: the code's defaults until the read answers. */
export function currentShopSettings(): ShopSettings {
  const held = shopSettingsStore.get()
  return held.status === 'ready' ? held.data.settings : DEFAULT_SETTINGS
}
