import { toShopSettings } from './settings'
import {
  ALL_FIELDS,
  DAYS,
  SOCIAL_NETWORKS,
  type SettingsField,
  type ShopSettings,
} from './settings-schema'

/** One field with nothing given. */
function blankOf(field: SettingsField): unknown {
  switch (field.kind) {
    case 'text':
      return ''
    case 'links':
      return Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, '']))
    case 'week':
      return Object.fromEntries(DAYS.map(({ key }) => [key, '']))
    case 'dates':
      return []
    case 'notice':
      return { texto: '', hasta: '' }
  }
}

/**
 * Settings with nothing given: every text empty, no link, every day closed, no date, no notice.
 * Stored settings read over these (toShopSettings) show what the staff really saved: a value
 * that is missing or malformed reads as empty, never as the code's default.
 */
export const blankSettings = (): ShopSettings =>
  Object.fromEntries(ALL_FIELDS.map((field) => [field.name, blankOf(field)])) as ShopSettings

/**
 * The settings as the staff saved them (`stored`, the document as read): each value as stored,
 * or empty where it is missing or malformed (never the code's default); null when none were
 * ever saved.
 */
export const savedSettings = (stored: Record<string, unknown> | null): ShopSettings | null =>
  stored && toShopSettings(stored, blankSettings())
