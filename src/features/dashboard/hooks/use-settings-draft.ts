import { useCallback, useEffect, useMemo, useState } from 'react'
import { shop } from '@/config/shop'
import { fetchShopSettings, saveShopSettings } from '@/lib/data/ajustes'
import { localTime } from '@/lib/shop/opening-hours'
import type { ShopSettings } from '@/lib/shop/settings'
import { replaceShopSettings } from '@/lib/shop/settings-store'
import { fromDraft, toDraft, validateDraft, type SettingsDraft } from '../utils/settings-form'

/** Today on the shop's calendar, 'YYYY-MM-DD'. */
export const shopToday = (now: Date = new Date()) => localTime(now, shop.utcOffsetMinutes).date

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'ready' }

/**
 * The Tienda form: the stored settings as a draft the staff edit, its problems as they type,
 * saving the whole of it, and the one-tap 'Cerrado hoy' that is saved at once.
 */
export function useSettingsDraft() {
  const [attempt, setAttempt] = useState(0)
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [saved, setSaved] = useState<ShopSettings | null>(null)
  const [draft, setDraft] = useState<SettingsDraft | null>(null)
  const [saving, setSaving] = useState(false)
  const today = shopToday()

  useEffect(() => {
    let active = true
    fetchShopSettings()
      .then(({ settings, source }) => {
        if (!active) return
        // Editing a copy that may be stale would overwrite the staff's newer values.
        if (source !== 'network') {
          setLoad({ status: 'failed' })
          return
        }
        setSaved(settings)
        setDraft(toDraft(settings))
        setLoad({ status: 'ready' })
      })
      .catch(() => {
        if (active) setLoad({ status: 'failed' })
      })
    return () => {
      active = false
    }
  }, [attempt])

  const errors = useMemo(() => (draft ? validateDraft(draft, today) : {}), [draft, today])
  const changed = useMemo(
    () =>
      draft !== null &&
      saved !== null &&
      JSON.stringify(fromDraft(draft)) !== JSON.stringify(saved),
    [draft, saved],
  )

  const store = useCallback(async (settings: ShopSettings) => {
    setSaving(true)
    try {
      await saveShopSettings(settings)
      setSaved(settings)
      replaceShopSettings(settings)
    } finally {
      setSaving(false)
    }
  }, [])

  /** Saves the whole form; rejects (keeping the draft) when it cannot. */
  const save = useCallback(async () => {
    if (!draft || Object.keys(errors).length > 0) return false
    await store(fromDraft(draft))
    return true
  }, [draft, errors, store])

  /** 'Cerrado hoy' on or off, saved at once over the stored settings (not the unsaved draft). */
  const setClosedToday = useCallback(
    async (closed: boolean) => {
      if (!saved) return
      const cerradoHoy = closed ? today : ''
      await store({ ...saved, cerradoHoy })
      setDraft((current) => current && { ...current, cerradoHoy })
    },
    [saved, store, today],
  )

  return {
    load,
    retry: () => setAttempt((n) => n + 1),
    draft,
    setDraft,
    errors,
    changed,
    saving,
    save,
    closedToday: saved?.cerradoHoy === today,
    setClosedToday,
    today,
  }
}
