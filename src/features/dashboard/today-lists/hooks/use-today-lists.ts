import type { MenuName } from '@/config/pages'
import { useCallback, useMemo, useState } from 'react'
import { useRemote } from '@/lib/remote/use-remote'
import { changeTodayList, subscribeTodayLists, type TodayLists } from '../api/today-lists'
import type { TodayChange } from '../utils/today-list-changes'

interface Pending {
  id: number
  menu: MenuName
  change: TodayChange
  /** Saved: dropped once its menu's live list has changed since (and so shows it). */
  saved: boolean
}

let nextPendingId = 1

/**
 * The three lists, live, with the staff's changes shown at once (optimistic) while they save.
 * `change` resolves when saved and rejects when not (the change then leaves the screen).
 */
export function useTodayLists() {
  const { state: live, retry } = useRemote<TodayLists>(
    subscribeTodayLists,
    'listas-de-hoy',
    'No se pudieron leer las listas de hoy',
  )
  const [pending, setPending] = useState<Pending[]>([])
  // Each new answer drops the saved changes it shows: their menu's list has changed since.
  const [seen, setSeen] = useState<TodayLists | null>(null)
  if (live.status === 'ready' && live.data !== seen) {
    setSeen(live.data)
    setPending((current) =>
      current.filter((entry) => !entry.saved || seen?.[entry.menu] === live.data[entry.menu]),
    )
  }

  const lists = useMemo(() => {
    if (live.status !== 'ready') return null
    const shown = { ...live.data }
    for (const { menu, change } of pending)
      shown[menu] = { ...shown[menu], items: change(shown[menu].items) }
    return shown
  }, [live, pending])

  const change = useCallback(async (menu: MenuName, change: TodayChange) => {
    const id = nextPendingId++
    setPending((current) => [...current, { id, menu, change, saved: false }])
    try {
      await changeTodayList(menu, change)
      setPending((current) =>
        current.map((entry) => (entry.id === id ? { ...entry, saved: true } : entry)),
      )
    } catch (error) {
      setPending((current) => current.filter((entry) => entry.id !== id))
      throw error
    }
  }, [])

  return {
    status: live.status,
    lists,
    saving: pending.some((entry) => !entry.saved),
    change,
    retry,
  }
}
