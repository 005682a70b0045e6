import { startTransition, useCallback, useEffect, useState } from 'react'
import type { FreeConeEntry } from '@/lib/free-cone/entry'
import { fetchGalleryPage } from '@/lib/free-cone/reads'

export type GalleryState =
  | { status: 'loading' }
  | { status: 'loaded'; images: FreeConeEntry[]; more: boolean; loadingMore: boolean }
  | { status: 'failed' }

/**
 * The pictures the shop approved, newest first, a page at a time ('Ver más'). Read once `wanted`
 * (the visitor has come near the gallery): until then the page spends neither the connection
 * nor a slow phone's time on it.
 */
export function useFreeConeGallery(wanted = true) {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ attempt: number; state: GalleryState } | null>(null)
  const [moreFailed, setMoreFailed] = useState(false)

  useEffect(() => {
    if (!wanted) return
    let active = true
    fetchGalleryPage()
      .then(({ images, more }) => {
        // A transition: a slow phone draws the gallery in short slices, staying responsive.
        if (active)
          startTransition(() =>
            setResult({
              attempt,
              state: { status: 'loaded', images, more, loadingMore: false },
            }),
          )
      })
      .catch((error: unknown) => {
        console.error('No se pudo cargar la galería de clientes', error)
        if (active) setResult({ attempt, state: { status: 'failed' } })
      })
    return () => {
      active = false
    }
  }, [attempt, wanted])

  const state: GalleryState = result?.attempt === attempt ? result.state : { status: 'loading' }

  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  const loadMore = useCallback(() => {
    const current = result?.attempt === attempt ? result.state : null
    if (current?.status !== 'loaded' || current.loadingMore || !current.more) return
    const shown = current.images
    const last = shown.at(-1)
    setMoreFailed(false)
    setResult({ attempt, state: { ...current, loadingMore: true } })
    fetchGalleryPage(last?.numero)
      .then(({ images, more }) =>
        setResult({
          attempt,
          state: { status: 'loaded', images: [...shown, ...images], more, loadingMore: false },
        }),
      )
      .catch((error: unknown) => {
        console.error('No se pudieron cargar más imágenes de clientes', error)
        setMoreFailed(true)
        setResult({ attempt, state: { ...current, loadingMore: false } })
      })
  }, [attempt, result])

  return { state, retry, loadMore, moreFailed }
}
