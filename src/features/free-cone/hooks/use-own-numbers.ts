import { useCallback, useEffect, useRef, useState } from 'react'
import { readOwnEntries, type OwnEntry } from '@/lib/free-cone/reads'
import { deviceStore } from '@/lib/data/device-store'
import { afterLoad } from '@/lib/startup/after-load'

/** Where this phone keeps the numbers it was given (newest first). */
export const OWN_NUMBERS_KEY = 'cono-gratis:numeros'
/** A phone remembers this many of its newest numbers. */
const KEPT = 20

/** The numbers this phone keeps, newest first; none when its storage cannot be read. */
export async function readStoredNumbers(): Promise<number[]> {
  try {
    const parsed: unknown = JSON.parse((await deviceStore()?.getItem(OWN_NUMBERS_KEY)) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, KEPT)
      : []
  } catch {
    return []
  }
}

async function storeNumbers(numbers: number[]) {
  try {
    await deviceStore()?.setItem(OWN_NUMBERS_KEY, JSON.stringify(numbers))
  } catch (error) {
    // Private browsing or a full storage: the number is still on screen in the success message.
    console.warn('No se pudo guardar el número en este teléfono', error)
  }
}

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
        [numero, ...found.filter((n) => n !== numero)].slice(0, KEPT),
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
