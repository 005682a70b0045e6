import { useCallback, useEffect, useRef, useState } from 'react'
import { readOwnEntries, type OwnEntry } from '@/lib/free-cone/reads'
import { afterLoad } from '@/lib/startup/after-load'
import { KEPT_NUMBERS, readStoredNumbers, storeNumbers } from '../api/own-numbers-store'

/** One remembered number and what the shop did with it (null: this phone cannot read it). */
export interface OwnNumber {
  numero: number
  entry: OwnEntry | null
}

export type OwnNumbersState =
  | { status: 'none' }
  | { status: 'loading'; numbers: number[] }
  | { status: 'loaded'; items: OwnNumber[] }
  | { status: 'failed'; numbers: number[] }

/**
 * 'Tus números': the numbers this phone got, with each one's state read from the shop's data
 * (only the visitor who uploaded may read an entry under review). The phone's storage is read
 * once the page has loaded, never during the first render, and without pausing the page.
 */
export function useOwnNumbers() {
  const [numbers, setNumbers] = useState<number[]>([])
  // The stored numbers, read once; every new number is chained after it, so none is lost.
  const stored = useRef<Promise<number[]> | null>(null)
  const storedNumbers = useCallback(() => (stored.current ??= readStoredNumbers()), [])
  useEffect(() => {
    let active = true
    const cancel = afterLoad(() => {
      // Numbers got meanwhile are chained after this read (remember): this is never older.
      void storedNumbers().then((found) => {
        if (active && found.length > 0) setNumbers(found)
      })
    })
    return () => {
      active = false
      cancel()
    }
  }, [storedNumbers])
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ key: string; items: OwnNumber[] | 'failed' } | null>(null)
  const key = `${numbers.join(',')}#${String(attempt)}`

  useEffect(() => {
    if (numbers.length === 0) return
    let active = true
    readOwnEntries(numbers)
      .then((entries) => {
        if (active)
          setResult({
            key,
            items: numbers.map((numero, i) => ({ numero, entry: entries[i] ?? null })),
          })
      })
      .catch((error: unknown) => {
        console.error('No se pudieron leer tus números', error)
        if (active) setResult({ key, items: 'failed' })
      })
    return () => {
      active = false
    }
  }, [numbers, key])

  const remember = useCallback(
    (numero: number) => {
      const next = storedNumbers().then((found) =>
        [numero, ...found.filter((n) => n !== numero)].slice(0, KEPT_NUMBERS),
      )
      stored.current = next
      void next.then((kept) => {
        setNumbers(kept)
        return storeNumbers(kept)
      })
    },
    [storedNumbers],
  )
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  let state: OwnNumbersState
  if (numbers.length === 0) state = { status: 'none' }
  else if (result?.key !== key) state = { status: 'loading', numbers }
  else if (result.items === 'failed') state = { status: 'failed', numbers }
  else state = { status: 'loaded', items: result.items }
  return { state, remember, retry }
}
