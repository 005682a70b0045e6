import { useCallback, useEffect, useState } from 'react'
import { fetchMenuImages, type MenuCategory, type MenuImage } from '@/lib/data/menu-images'

export type MenuState =
  { status: 'loading' } | { status: 'loaded'; images: MenuImage[] } | { status: 'failed' }

const LOADING: MenuState = { status: 'loading' }

export function useMenuImages(category: MenuCategory) {
  const [attempt, setAttempt] = useState(0)
  const request = `${category}#${attempt}`
  const [result, setResult] = useState<{ request: string; state: MenuState } | null>(null)

  useEffect(() => {
    let active = true
    fetchMenuImages(category)
      .then((images) => active && setResult({ request, state: { status: 'loaded', images } }))
      .catch((error: unknown) => {
        console.error(`No se pudo cargar el menú de ${category}`, error)
        if (active) setResult({ request, state: { status: 'failed' } })
      })
    return () => {
      active = false
    }
  }, [category, request])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const state = result?.request === request ? result.state : LOADING
  return { state, retry }
}
