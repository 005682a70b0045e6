import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { fetchShopSettings } from '@/lib/data/ajustes'
import type { ShopSettings } from './settings'

// The shop's settings for the whole site: the code's defaults until the one read of
// `ajustes/tienda` (started by the entry script, before the app) answers. No React here, so the
// small entry can start the read.

let current: ShopSettings = DEFAULT_SETTINGS
let read: Promise<ShopSettings> | undefined
const listeners = new Set<() => void>()

/** Takes `settings` as the current ones; tells the listeners only when something changed. */
function accept(settings: ShopSettings): void {
  if (JSON.stringify(settings) === JSON.stringify(current)) return
  current = settings
  for (const listener of listeners) listener()
}

/** Starts the read once; resolves with what it found (never rejects). */
export function loadShopSettings(): Promise<ShopSettings> {
  read ??= fetchShopSettings().then(({ settings }) => {
    accept(settings)
    return current
  })
  return read
}

/** After the staff saved new settings: every open component shows them at once. */
export function replaceShopSettings(settings: ShopSettings): void {
  accept(settings)
  read = Promise.resolve(current)
}

/** Follows the settings (and starts their read, if no one has). Returns the unsubscribe. */
export function subscribeShopSettings(listener: () => void): () => void {
  listeners.add(listener)
  void loadShopSettings()
  return () => listeners.delete(listener)
}

/** The settings known now: the defaults until the read answers. */
export const currentShopSettings = (): ShopSettings => current
