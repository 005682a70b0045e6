import { useCallback, useEffect, useState } from 'react'
import { countEntries, DASHBOARD_PAGE, subscribeEntries } from '../api/entries'
import type { ConoGratisImage, EntryState } from '@/lib/data/cono-gratis-entry'
import { usePagedLiveList, type SubscribePage } from '../../shared/hooks/use-paged-live-list'

/** The newest entries in one review state, live, a page at a time. */
export function useEntries(estado: EntryState) {
  const subscribe = useCallback<SubscribePage<ConoGratisImage>>(
    (count, onChange, onError) =>
      subscribeEntries(
        estado,
        count,
        ({ images, more }) => onChange({ items: images, more }),
        onError,
      ),
    [estado],
  )
  return usePagedLiveList(subscribe, DASHBOARD_PAGE, 'las imágenes de clientes')
}

/**
 * How many entries each state has, counted again whenever `version` changes (each change of
 * the list on screen, each action). Null until the first count arrives or when it fails.
 */
export function useEntryCounts(version: unknown) {
  const [counts, setCounts] = useState<Record<EntryState, number> | null>(null)
  useEffect(() => {
    let active = true
    countEntries()
      .then((next) => {
        if (active) setCounts(next)
      })
      .catch((error: unknown) => console.error('No se pudieron contar las imágenes', error))
    return () => {
      active = false
    }
  }, [version])
  return counts
}
