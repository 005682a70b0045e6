import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { changeTodayList, subscribeTodayLists, type TodayLists } from '../api/today-lists'
import type { MenuCategory } from '@/lib/data/image-collections'
import type { TodayChange } from '../utils/today-list-changes'

type Live = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; lists: TodayLists }

interface Pending {
  id: number
  menu: MenuCategory
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
  const [attempt, setAttempt] = useState(0)
  const [live, setLive] = useState<Live>({ status: 'loading' })
  const [pending, setPending] = useState<Pending[]>([])
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    let previous: TodayLists | null = null
    const stop = subscribeTodayLists(
      (lists) => {
        const before = previous
        previous = lists
        setLive({ status: 'ready', lists })
        setPending((current) =>
          current.filter((entry) => !entry.saved || before?.[entry.menu] === lists[entry.menu]),
        )
      },
      (error) => {
        console.error('No se pudieron leer las listas de hoy', error)
        setLive({ status: 'failed' })
      },
    )
    return () => {
      mounted.current = false
      stop()
    }
  }, [attempt])

  const lists = useMemo(() => {
    if (live.status !== 'ready') return null
    const shown = { ...live.lists }
    for (const { menu, change } of pending)
      shown[menu] = { ...shown[menu], items: change(shown[menu].items) }
    return shown
  }, [live, pending])

  const change = useCallback(async (menu: MenuCategory, change: TodayChange) => {
    const id = nextPendingId++
    setPending((current) => [...current, { id, menu, change, saved: false }])
    try {
      await changeTodayList(menu, change)
      if (mounted.current)
        setPending((current) =>
          current.map((entry) => (entry.id === id ? { ...entry, saved: true } : entry)),
        )
    } catch (error) {
      if (mounted.current) setPending((current) => current.filter((entry) => entry.id !== id))
      throw error
    }
  }, [])

  return {
    status: live.status,
    lists,
    saving: pending.some((entry) => !entry.saved),
    change,
    retry: () => {
      setLive({ status: 'loading' })
      setAttempt((n) => n + 1)
    },
  }
}
