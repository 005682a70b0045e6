import { useCallback, useEffect, useState } from 'react'

export type LiveList<T> =
  { status: 'loading' } | { status: 'loaded'; items: T[] } | { status: 'failed'; error: Error }

export type Subscribe<T> = (
  onChange: (items: T[]) => void,
  onError: (error: Error) => void,
) => () => void

const LOADING = { status: 'loading' } as const

interface Result<T> {
  source: Subscribe<T>
  attempt: number
  state: LiveList<T>
}

/**
 * Follows a live query. `subscribe` must be stable (module level or memoised): a new one starts
 * a new subscription and shows 'loading' until its first answer. `retry` subscribes again.
 */
export function useLiveList<T>(
  subscribe: Subscribe<T>,
  description: string,
): { list: LiveList<T>; retry: () => void } {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<Result<T> | null>(null)

  useEffect(() => {
    let active = true
    const settle = (state: LiveList<T>) => {
      if (active) setResult({ source: subscribe, attempt, state })
    }
    const stop = subscribe(
      (items) => settle({ status: 'loaded', items }),
      (error) => {
        console.error(`No se pudo cargar ${description}`, error)
        settle({ status: 'failed', error })
      },
    )
    return () => {
      active = false
      stop()
    }
  }, [subscribe, description, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = result?.source === subscribe && result.attempt === attempt
  return { list: current ? result.state : LOADING, retry }
}
