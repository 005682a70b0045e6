import { useCallback, useEffect, useState } from 'react'
import { sameImageDocument, type ImageDocument } from '@/lib/data/image-document'
import { arrivedNewestImage, subscribeNewestImage } from '@/lib/data/newest-image'

export type MysteryState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'shown'; image: ImageDocument }
  /** The live query stopped; the last image shown, if any, stays on screen. */
  | { status: 'failed'; image: ImageDocument | null }

/** After this long without an answer the page suggests checking the connection. */
export const SLOW_AFTER_MS = 12_000

const stateOf = (image: ImageDocument | null): MysteryState =>
  image ? { status: 'shown', image } : { status: 'empty' }

/** Whether the page already shows this answer. */
const shows = (state: MysteryState, image: ImageDocument | null) =>
  (state.status === 'shown' && sameImageDocument(state.image, image)) ||
  (state.status === 'empty' && image === null)

/** What the page first shows: the answer of the read started ahead, if it has arrived. */
function arrivedState(): MysteryState {
  const image = arrivedNewestImage('misterio')
  return image === undefined ? { status: 'loading' } : stateOf(image)
}

/** The newest misterio image, kept up to date while the page is open. */
export function useNewestMysteryImage() {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<MysteryState>(arrivedState)
  const [slowAttempt, setSlowAttempt] = useState<number | null>(null)

  useEffect(() => {
    return subscribeNewestImage(
      'misterio',
      // The live answer usually confirms the one already shown from the read ahead (a copy of
      // it, from the worker): no new render.
      (image) => setState((current) => (shows(current, image) ? current : stateOf(image))),
      (error) => {
        console.error('No se pudo cargar la imagen de la página misteriosa', error)
        setState((current) => ({
          status: 'failed',
          image: current.status === 'shown' || current.status === 'failed' ? current.image : null,
        }))
      },
    )
  }, [attempt])

  // Offline, the live query keeps waiting instead of failing: say so after a while.
  const loading = state.status === 'loading'
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => setSlowAttempt(attempt), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [loading, attempt])

  const retry = useCallback(() => {
    setState((current) =>
      current.status === 'failed' && current.image
        ? { status: 'shown', image: current.image }
        : { status: 'loading' },
    )
    setAttempt((n) => n + 1)
  }, [])

  return { state, slow: loading && slowAttempt === attempt, retry }
}
