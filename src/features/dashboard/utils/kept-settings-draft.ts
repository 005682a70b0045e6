import { DEFAULT_SETTINGS } from '@/config/shop'
import { toShopSettings } from '@/lib/shop/settings'
import { isSettingsDraft } from './settings-draft'
import type { DraftOnBase } from './settings-form'

// The Tienda form's unsaved edits, kept outside the screen: another section of the panel can be
// opened and the typed text is still there on coming back; in this tab's session storage too, so
// that a phone that drops the tab from memory, or a reload, keeps it as well. Cleared once saved.

const KEY = 'heladeria-colon:tienda-sin-guardar'

let kept: DraftOnBase | null = null

const session = (): Storage | null => {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function readSession(): DraftOnBase | null {
  try {
    const raw = session()?.getItem(KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (!isRecord(parsed) || !isRecord(parsed.loaded) || !isSettingsDraft(parsed.draft)) return null
    return { loaded: toShopSettings(parsed.loaded, DEFAULT_SETTINGS), draft: parsed.draft }
  } catch {
    return null
  }
}

/** The unsaved edits last kept in this tab, if any. */
export function keptSettingsDraft(): DraftOnBase | null {
  kept ??= readSession()
  return kept
}

/** Keeps unsaved edits (and what they were edited from) until saved or given up. */
export function keepSettingsDraft(edits: DraftOnBase): void {
  kept = edits
  try {
    session()?.setItem(KEY, JSON.stringify(edits))
  } catch {
    // Full or refused storage: the copy in memory still outlives the screen.
  }
}

/** Nothing is left unsaved. */
export function forgetSettingsDraft(): void {
  kept = null
  try {
    session()?.removeItem(KEY)
  } catch {
    // Nothing to do: the copy in memory is gone.
  }
}
