import { useCallback, useEffect, useState } from 'react'
import { readOwnEntries, type ConoGratisImage } from '@/lib/data/cono-gratis'
import { afterLoad } from '@/lib/startup/after-load'

/** Where this phone keeps the numbers it was given (newest first). */
export const OWN_NUMBERS_KEY = 'cono-gratis:numeros'
/** A phone remembers this many of its newest numbers. */
const KEPT = 20

export function readStoredNumbers(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OWN_NUMBERS_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((n): n is number => Number.isInteger(n) && n > 0).slice(0, KEPT)
      : []
  } catch {
    return []
  }
}

function storeNumbers(numbers: number[]) {
  try {
    localStorage.setItem(OWN_NUMBERS_KEY, JSON.stringify(numbers.slice(0, KEPT)))
  } catch (error) {
    // Private browsing or a full storage: the number is still on screen in the success message.
    console.warn('No se pudo guardar el número en este teléfono', error)
  }
}

/** One remembered number and what the shop did with it (null: this phone cannot read it). */
export interface OwnNumber {
  numero: number
  entry: ConoGratisImage | null
}

export type OwnNumbersState =
  | { status: 'none' }
  | { status: 'loading'; numbers: number[] }
  | { status: 'loaded'; items: OwnNumber[] }
  | { status: 'failed'; numbers: number[] }

/**
 * 'Tus números': the numbers this phone got, with each one's state read from the shop's data
 * (only the visitor who uploaded may read an entry under review). The phone's storage is read
 * in a task of its own once the page has loaded (its first use can pause a slow phone), never
 * during the first render.
 */
export function useOwnNumbers() {
  const [numbers, setNumbers] = useState<number[]>([])
  useEffect(() => {
    let timer: number | undefined
    // A task of its own, after the page has loaded: never part of the first render's tasks.
    const cancel = afterLoad(() => {
      timer = window.setTimeout(() => {
        const stored = readStoredNumbers()
        if (stored.length > 0) setNumbers((current) => (current.length > 0 ? current : stored))
      }, 0)
    })
    return () => {
      cancel()
      window.clearTimeout(timer)
    }
  }, [])
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

  const remember = useCallback((numero: number) => {
    setNumbers((current) => {
      const known = current.length > 0 ? current : readStoredNumbers()
      const next = [numero, ...known.filter((n) => n !== numero)]
      storeNumbers(next)
      return next
    })
  }, [])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  let state: OwnNumbersState
  if (numbers.length === 0) state = { status: 'none' }
  else if (result?.key !== key) state = { status: 'loading', numbers }
  else if (result.items === 'failed') state = { status: 'failed', numbers }
  else state = { status: 'loaded', items: result.items }
  return { state, remember, retry }
}
