import { type Remote } from '@/lib/remote/remote'
import { useRemoteStore } from '@/lib/remote/use-remote'
import { DEFAULT_SETTINGS } from './default-settings'
import { takesOrders } from './order-settings'
import type { ShopSettings } from './settings'
import type { SettingsRead } from './settings-read'
import { shopSettingsStore } from './settings-store'

const shownSettings = (held: Remote<SettingsRead>) =>
  held.status === 'ready' ? held.data.settings : DEFAULT_SETTINGS

/** The settings the page shows now (the defaults at build time and until the read answers). */
export const useShopSettings = (): ShopSettings => useRemoteStore(shopSettingsStore, shownSettings)

/** Whether the shop takes orders by WhatsApp, as its settings say now. */
export const useTakesOrders = (): boolean =>
  useRemoteStore(shopSettingsStore, (held) => takesOrders(shownSettings(held)))

const whole = (held: Remote<SettingsRead>) => held

/** The read itself, for the staff: loading, or where the settings came from and as stored. */
export const useSettingsRead = (): Remote<SettingsRead> => useRemoteStore(shopSettingsStore, whole)
