import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ShopSettings } from '@/lib/shop/settings'
import { withValuesFrom, type SettingsPath } from '@/lib/shop/settings-changes'
import { replaceShopSettings, shopSettingsStore } from '@/lib/shop/settings-store'
import { useSettingsRead } from '@/lib/shop/use-shop-settings'
import { shopToday } from '../../shared/utils/shop-today'
import { saveClosedToday, saveSettingsChanges, SettingsConflictError } from '../api/save-settings'
import {
  forgetSettingsDraft,
  keepSettingsDraft,
  keptSettingsDraft,
} from '../utils/kept-settings-draft'
import { afterSave, rebaseDraft, validateDraft, type DraftOnBase } from '../utils/settings-form'
import { fromDraft, toDraft, withDraftParts, type SettingsDraft } from '../utils/settings-draft'

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready' }

/** Someone else saved other values of these parts while this person was editing them. */
export interface SettingsConflict {
  paths: SettingsPath[]
  /** The settings as stored now. */
  stored: ShopSettings
}

/** What a save ended in: saved, nothing to save, or someone else's change in the way. */
export type SaveOutcome = 'saved' | 'invalid' | 'conflict'

/**
 * The Tienda form: the stored settings as a draft the staff edit, its problems as they type, a
 * save of only the parts they changed (kept, unsaved, when they open another section), the
 * conflict when someone else changed the same part meanwhile, and the one-tap 'Cerrado hoy'.
 */
export function useSettingsDraft() {
  const read = useSettingsRead()
  const [form, setForm] = useState<DraftOnBase | null>(null)
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState<SettingsConflict | null>(null)
  const today = shopToday()
  // Editing a copy that may be stale (the device's, the code's) would overwrite newer values.
  const stored =
    read.status === 'ready' && read.data.source === 'network' ? read.data.settings : null
  const load: Load = stored
    ? { status: 'ready' }
    : { status: read.status === 'ready' ? 'failed' : 'loading' }
  // The form starts from the page's read of the settings, with edits kept from an earlier visit.
  if (stored && !form) {
    const kept = keptSettingsDraft()
    setForm(kept ? rebaseDraft(kept, stored) : { loaded: stored, draft: toDraft(stored) })
  }

  const draft = form?.draft ?? null
  const loaded = form?.loaded ?? null
  const errors = useMemo(() => (draft ? validateDraft(draft, today) : {}), [draft, today])
  const changed = useMemo(
    () =>
      draft !== null &&
      loaded !== null &&
      JSON.stringify(fromDraft(draft)) !== JSON.stringify(loaded),
    [draft, loaded],
  )

  // Unsaved edits outlive the screen; saved ones are forgotten.
  useEffect(() => {
    if (!form) return
    if (changed) keepSettingsDraft(form)
    else forgetSettingsDraft()
  }, [form, changed])

  const setDraft = useCallback((next: SettingsDraft) => {
    setForm((current) => current && { ...current, draft: next })
  }, [])

  /** Saves the parts changed from `base`; a conflict is kept to be shown, not thrown. */
  const store = useCallback(async (base: DraftOnBase): Promise<SaveOutcome> => {
    setSaving(true)
    try {
      const saved = await saveSettingsChanges(base.loaded, fromDraft(base.draft))
      replaceShopSettings(saved)
      setConflict(null)
      setForm((current) => current && afterSave({ ...current, loaded: base.loaded }, saved))
      return 'saved'
    } catch (error) {
      if (!(error instanceof SettingsConflictError)) throw error
      setConflict({ paths: error.paths, stored: error.stored })
      // The parts nobody disputes show what is stored now; the disputed ones stay as typed.
      setForm((current) => current && rebaseDraft(current, error.stored))
      return 'conflict'
    } finally {
      setSaving(false)
    }
  }, [])

  /** Saves what was changed; rejects (keeping the draft) when it cannot. */
  const save = useCallback(async (): Promise<SaveOutcome> => {
    if (!form || Object.keys(errors).length > 0) return 'invalid'
    return store(form)
  }, [form, errors, store])

  /** The conflict's parts take the stored values: the staff's own version of them is dropped. */
  const takeStored = useCallback(() => {
    if (!conflict) return
    setForm(
      (current) =>
        current && {
          loaded: withValuesFrom(current.loaded, conflict.stored, conflict.paths),
          draft: withDraftParts(current.draft, toDraft(conflict.stored), conflict.paths),
        },
    )
    setConflict(null)
  }, [conflict])

  /** Saves the staff's version over the other one, knowingly. */
  const keepMine = useCallback(async (): Promise<SaveOutcome> => {
    if (!conflict || !form || Object.keys(errors).length > 0) return 'invalid'
    return store({ ...form, loaded: withValuesFrom(form.loaded, conflict.stored, conflict.paths) })
  }, [conflict, form, errors, store])

  /** 'Cerrado hoy' on or off, saved at once, and only that (not the unsaved draft). */
  const setClosedToday = useCallback(
    async (closed: boolean) => {
      const saved = await saveClosedToday(closed ? today : '')
      replaceShopSettings(saved)
      setForm((current) => current && rebaseDraft(current, saved))
    },
    [today],
  )

  return {
    load,
    retry: () => void shopSettingsStore.reload(),
    draft,
    setDraft,
    errors,
    changed,
    saving,
    save,
    conflict,
    takeStored,
    keepMine,
    closedToday: stored?.cerradoHoy === today,
    setClosedToday,
    today,
  }
}
