import { startTransition, useCallback, useEffect, useState } from 'react'
import { fetchMenuImages, type MenuCategory, type MenuImage } from '@/lib/data/menu-images'

export type MenuState =
  | { status: 'loading' }
  /** `offline`: the list saved on the device, shown because the network failed or was too slow. */
  | { status: 'loaded'; images: MenuImage[]; offline: boolean }
  | { status: 'failed' }

const LOADING: MenuState = { status: 'loading' }

interface Result {
  category: MenuCategory
  request: string
  state: MenuState
}

export function useMenuImages(category: MenuCategory) {
  const [attempt, setAttempt] = useState(0)
  const request = `${category}#${attempt}`
  const [result, setResult] = useState<Result | null>(null)

  useEffect(() => {
    let active = true
    fetchMenuImages(category)
      .then(({ images, source }) => {
        if (active) {
          const state: MenuState = { status: 'loaded', images, offline: source === 'device' }
          // A transition: a slow phone draws the list in short slices, staying responsive.
          startTransition(() => setResult({ category, request, state }))
        }
      })
      .catch((error: unknown) => {
        console.error(`No se pudo cargar el menú de ${category}`, error)
        if (active) setResult({ category, request, state: { status: 'failed' } })
      })
    return () => {
      active = false
    }
  }, [category, request])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = result?.request === request ? result.state : null
  // While a retry runs, a saved list stays on screen rather than giving way to the spinner.
  const saved =
    result?.category === category && result.state.status === 'loaded' && result.state.offline
      ? result.state
      : null
  return { state: current ?? saved ?? LOADING, retry, retrying: current === null && saved !== null }
}
