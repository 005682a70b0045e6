import type { MenuName } from '@/config/pages'
import type { ImageDocument } from '@/lib/data/image-document'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { fetchMenuImages, takeArrivedMenuImages, type MenuContent } from '@/lib/data/menu-images'
import type { TodayList } from '@/lib/data/today-list'

export type MenuState =
  | { status: 'loading' }
  /** `offline`: the list saved on the device, shown because the network failed or was too slow. */
  | { status: 'loaded'; images: ImageDocument[]; today: TodayList; offline: boolean }
  | { status: 'failed' }

const LOADING: MenuState = { status: 'loading' }

interface Result {
  category: MenuName
  request: string
  state: MenuState
}

/** The list read ahead as the app started, if it has arrived: the page's first request's answer. */
function arrivedResult(category: MenuName): Result | null {
  const content = takeArrivedMenuImages(category)
  return content && { category, request: `${category}#0`, state: loaded(content, false) }
}

const loaded = ({ images, today }: MenuContent, offline: boolean): MenuState => ({
  status: 'loaded',
  images,
  today,
  offline,
})

export function useMenuImages(category: MenuName) {
  const [attempt, setAttempt] = useState(0)
  const request = `${category}#${attempt}`
  const [arrived] = useState(() => arrivedResult(category))
  const [result, setResult] = useState<Result | null>(arrived)

  useEffect(() => {
    if (arrived?.request === request) return
    let active = true
    fetchMenuImages(category)
      .then(({ source, ...content }) => {
        if (active) {
          const state = loaded(content, source === 'device')
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
