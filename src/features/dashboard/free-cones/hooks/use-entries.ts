import { useState } from 'react'
import type { FreeConeEntry, EntryState } from '@/lib/free-cone/entry'
import { once } from '@/lib/remote/remote'
import { useRemote } from '@/lib/remote/use-remote'
import { usePagedLiveList, type SubscribePage } from '../../shared/hooks/use-paged-live-list'
import { countEntries, DASHBOARD_PAGE, subscribeEntries } from '../api/entries'

/** The newest entries in one review state, live, a page at a time. */
export function useEntries(estado: EntryState) {
  const subscribe: SubscribePage<FreeConeEntry> = (count, onChange, onError) =>
    subscribeEntries(
      estado,
      count,
      ({ images, more }) => onChange({ items: images, more }),
      onError,
    )
  return usePagedLiveList(
    subscribe,
    estado,
    DASHBOARD_PAGE,
    'No se pudo cargar las imágenes de clientes',
  )
}

/**
 * How many entries each state has, counted again whenever `version` changes (each change of
 * the list on screen, each action); the last counts stay while the next are counted. Null until
 * the first count arrives, or while counting fails.
 */
export function useEntryCounts(version: string): Record<EntryState, number> | null {
  const { state } = useRemote(once(countEntries), version, 'No se pudieron contar las imágenes')
  const [last, setLast] = useState<Record<EntryState, number> | null>(null)
  if (state.status === 'ready' && state.data !== last) setLast(state.data)
  return state.status === 'ready' ? state.data : last
}
