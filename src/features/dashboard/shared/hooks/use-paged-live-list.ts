import { useCallback, useEffect, useState } from 'react'
import type { LiveList } from './use-live-list'

/** The first page of a live list and each 'Cargar más' hold this many more items. */
export interface LivePage<T> {
  items: T[]
  /** Older items exist beyond the ones shown. */
  more: boolean
}

export type SubscribePage<T> = (
  count: number,
  onChange: (page: LivePage<T>) => void,
  onError: (error: Error) => void,
) => () => void

export interface PagedLiveList<T> {
  list: LiveList<T>
  more: boolean
  /** A larger page is on its way: the items shown stay until it arrives. */
  loadingMore: boolean
  loadMore: () => void
  retry: () => void
}

interface Shown<T> {
  source: SubscribePage<T>
  attempt: number
  count: number
  list: LiveList<T>
  more: boolean
}

/**
 * Follows the newest `pageSize` items of a live query; `loadMore` widens it by another page,
 * keeping what is shown until the wider answer arrives. `subscribe` must be stable (module level
 * or memoised): a new one starts again from the first page.
 */
export function usePagedLiveList<T>(
  subscribe: SubscribePage<T>,
  pageSize: number,
  description: string,
): PagedLiveList<T> {
  const [attempt, setAttempt] = useState(0)
  const [wanted, setWanted] = useState({ source: subscribe, count: pageSize })
  const count = wanted.source === subscribe ? wanted.count : pageSize
  const [shown, setShown] = useState<Shown<T> | null>(null)

  useEffect(() => {
    let active = true
    const stop = subscribe(
      count,
      (page) => {
        if (active)
          setShown({
            source: subscribe,
            attempt,
            count,
            list: { status: 'loaded', items: page.items },
            more: page.more,
          })
      },
      (error) => {
        console.error(`No se pudo cargar ${description}`, error)
        if (active)
          setShown({
            source: subscribe,
            attempt,
            count,
            list: { status: 'failed', error },
            more: false,
          })
      },
    )
    return () => {
      active = false
      stop()
    }
  }, [subscribe, count, attempt, description])

  const loadMore = useCallback(
    () => setWanted({ source: subscribe, count: count + pageSize }),
    [subscribe, count, pageSize],
  )
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  const usable = shown !== null && shown.source === subscribe && shown.attempt === attempt
  if (!usable)
    return { list: { status: 'loading' }, more: false, loadingMore: false, loadMore, retry }
  return {
    list: shown.list,
    more: shown.more,
    loadingMore: shown.count !== count,
    loadMore,
    retry,
  }
}
