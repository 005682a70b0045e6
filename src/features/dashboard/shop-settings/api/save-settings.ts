import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { AJUSTES_PATH, saveDeviceCopy } from '@/lib/shop/settings-read'
import { runOnlineTransaction } from '@/lib/data/online-transaction'
import { toShopSettings, type ShopSettings } from '@/lib/shop/settings'
import { SETTINGS_FIELDS } from '@/lib/shop/settings-schema'
import { planSettingsSave, type SettingsPath } from '@/lib/shop/settings-changes'

/**
 * Someone else changed these parts of the settings, to other values, since this person loaded
 * them: nothing was saved. `stored` is what the server holds now.
 */
export class SettingsConflictError extends Error {
  constructor(
    readonly paths: SettingsPath[],
    readonly stored: ShopSettings,
  ) {
    super(`settings changed meanwhile: ${paths.join(', ')}`)
    this.name = 'SettingsConflictError'
  }
}

/** The document's version: each write makes it one larger (the rules insist); none before. */
const versionOf = (data: Record<string, unknown>) =>
  typeof data.version === 'number' && Number.isInteger(data.version) ? data.version : 0

/** What to save, decided once the settings as stored now (the defaults when none) are known. */
type Edit = (stored: ShopSettings) => { loaded: ShopSettings; next: ShopSettings }

/**
 * Saves what changed from `loaded` to `next`, and only that, over the settings as the server
 * holds them now, in one transaction (admins only; the rules check every field and that the
 * version grows by one). Resolves with the settings as stored after it; rejects with
 * SettingsConflictError when someone else changed one of the same parts meanwhile (nothing is
 * written), and with TimeoutError after `timeoutMs` without an answer (nothing is written later).
 */
async function saveEdit(edit: Edit, timeoutMs?: number): Promise<ShopSettings> {
  const saved = await runOnlineTransaction(async (transaction, { doc }, db) => {
    const ref = doc(db, AJUSTES_PATH)
    const data = (await transaction.get(ref)).data()
    if (!data) {
      const { next } = edit(DEFAULT_SETTINGS)
      transaction.set(ref, { ...next, version: 1 })
      return next
    }
    const stored = toShopSettings(data, DEFAULT_SETTINGS)
    const { loaded, next } = edit(stored)
    const plan = planSettingsSave(loaded, next, stored)
    if (plan.kind === 'conflict') throw new SettingsConflictError(plan.paths, stored)
    // A document written before a field existed gets it too (the rules want every field).
    const missing = Object.fromEntries(
      SETTINGS_FIELDS.filter(({ name }) => !(name in data)).map(({ name }) => [
        name,
        plan.result[name],
      ]),
    )
    if (Object.keys(plan.fields).length > 0)
      transaction.update(ref, { ...missing, ...plan.fields, version: versionOf(data) + 1 })
    return plan.result
  }, timeoutMs)
  void saveDeviceCopy(saved)
  return saved
}

/** Saves what the staff changed in the Tienda form, from `loaded` to `next` (see saveEdit). */
export const saveSettingsChanges = (
  loaded: ShopSettings,
  next: ShopSettings,
  timeoutMs?: number,
): Promise<ShopSettings> => saveEdit(() => ({ loaded, next }), timeoutMs)

/**
 * 'Cerrado hoy' on (the shop's date of today) or off (''), saved at once over whatever is stored,
 * and only that. Resolves with the settings as stored after it.
 */
export const saveClosedToday = (cerradoHoy: string): Promise<ShopSettings> =>
  saveEdit((stored) => ({ loaded: stored, next: { ...stored, cerradoHoy } }))
