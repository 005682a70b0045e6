import { useCallback, useState } from 'react'
import type { LivePage } from '@/lib/data/live-listener'
import { LOADING, type Remote } from '@/lib/remote/remote'
import { useRemote } from '@/lib/remote/use-remote'

export type SubscribePage<T> = (
  count: number,
  onChange: (page: LivePage<T>) => void,
  onError: (error: Error) => void,
) => () => void

export interface PagedLiveList<T> {
  list: Remote<T[]>
  /** Older items exist beyond the ones shown. */
  more: boolean
  /** A larger page is on its way: the items shown stay until it arrives. */
  loadingMore: boolean
  loadMore: () => void
  retry: () => void
}

/**
 * Follows the newest `pageSize` items of a live query (`key` names it: another key starts
 * again from the first page); `loadMore` widens it by another page, keeping what is shown until
 * the wider answer arrives.
 */
export function usePagedLiveList<T>(
  subscribe: SubscribePage<T>,
  key: string,
  pageSize: number,
  failure: string,
): PagedLiveList<T> {
  const [wanted, setWanted] = useState({ key, count: pageSize })
  const count = wanted.key === key ? wanted.count : pageSize
  const { state, retry } = useRemote<LivePage<T>>(
    (next, fail) => subscribe(count, next, fail),
    `${key}#${String(count)}`,
    failure,
  )
  const [last, setLast] = useState<{ key: string; count: number; page: LivePage<T> } | null>(null)
  if (state.status === 'ready' && last?.page !== state.data)
    setLast({ key, count, page: state.data })

  const loadMore = useCallback(
    () => setWanted({ key, count: count + pageSize }),
    [key, count, pageSize],
  )
  if (state.status === 'failed')
    return { list: state, more: false, loadingMore: false, loadMore, retry }
  // A wider page on its way: the narrower one stays on screen meanwhile.
  const widening = last?.key === key && last.count < count
  const page = state.status === 'ready' ? state.data : widening ? last.page : null
  if (!page) return { list: LOADING, more: false, loadingMore: false, loadMore, retry }
  return {
    list: { status: 'ready', data: page.items },
    more: page.more,
    loadingMore: state.status === 'loading',
    loadMore,
    retry,
  }
}
