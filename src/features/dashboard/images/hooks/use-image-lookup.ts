import { useCallback, useEffect, useState } from 'react'
import type { ImageDocument } from '@/lib/data/image-document'
import { getImage, type ManagedCollection } from '../api/managed-images'

export type ImageLookupState =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed'; error: unknown }
  | { status: 'loaded'; image: ImageDocument | null }

const LOADING = { status: 'loading' } as const

/** One document, read once; `replace` shows a new version without reading again. */
export function useImageLookup(collection: ManagedCollection, id: string) {
  const [attempt, setAttempt] = useState(0)
  const request = `${collection}/${id}#${attempt}`
  const [result, setResult] = useState<{ request: string; state: ImageLookupState } | null>(null)

  useEffect(() => {
    let active = true
    getImage(collection, id)
      .then((lookup) => {
        if (!active) return
        const state: ImageLookupState = lookup.exists
          ? { status: 'loaded', image: lookup.image }
          : { status: 'missing' }
        setResult({ request, state })
      })
      .catch((error: unknown) => {
        console.error(`No se pudo cargar ${collection}/${id}`, error)
        if (active) setResult({ request, state: { status: 'failed', error } })
      })
    return () => {
      active = false
    }
  }, [collection, id, request])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const replace = useCallback(
    (image: ImageDocument) => setResult({ request, state: { status: 'loaded', image } }),
    [request],
  )
  const state = result?.request === request ? result.state : LOADING
  return { state, retry, replace }
}
