import { startTransition, useCallback, useEffect, useState } from 'react'
import type { MenuCategory, MenuImage } from '@/lib/data/image-collections'
import { fetchMenuImages, takeArrivedMenuImages } from '@/lib/data/menu-images'

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

/** The list read ahead as the app started, if it has arrived: the page's first request's answer. */
function arrivedResult(category: MenuCategory): Result | null {
  const images = takeArrivedMenuImages(category)
  return images && { category, request: `${category}#0`, state: loaded(images, false) }
}

const loaded = (images: MenuImage[], offline: boolean): MenuState => ({
  status: 'loaded',
  images,
  offline,
})

export function useMenuImages(category: MenuCategory) {
  const [attempt, setAttempt] = useState(0)
  const request = `${category}#${attempt}`
  const [arrived] = useState(() => arrivedResult(category))
  const [result, setResult] = useState<Result | null>(arrived)

  useEffect(() => {
    if (arrived?.request === request) return
    let active = true
    fetchMenuImages(category)
      .then(({ images, source }) => {
        if (active) {
          const state = loaded(images, source === 'device')
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
  }, [arrived, category, request])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const current = result?.request === request ? result.state : null
  // While a retry runs, a saved list stays on screen rather than giving way to the spinner.
  const saved =
    result?.category === category && result.state.status === 'loaded' && result.state.offline
      ? result.state
      : null
  return { state: current ?? saved ?? LOADING, retry, retrying: current === null && saved !== null }
}
