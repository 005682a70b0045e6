import { useCallback, useEffect, useState } from 'react'
import { subscribeNewestImage, type MenuImage } from '@/lib/data/menu-images'

export type MysteryState =
  | { status: 'loading' }
  | { status: 'empty' }
  | { status: 'shown'; image: MenuImage }
  /** The live query stopped; the last image shown, if any, stays on screen. */
  | { status: 'failed'; image: MenuImage | null }

/** The newest misterio image, kept up to date while the page is open. */
export function useNewestMysteryImage() {
  const [attempt, setAttempt] = useState(0)
  const [state, setState] = useState<MysteryState>({ status: 'loading' })

  useEffect(() => {
    return subscribeNewestImage(
      'misterio',
      (image) => setState(image ? { status: 'shown', image } : { status: 'empty' }),
      (error) => {
        console.error('No se pudo cargar la imagen de la página misteriosa', error)
        setState((current) => ({
          status: 'failed',
          image: current.status === 'shown' || current.status === 'failed' ? current.image : null,
        }))
      },
    )
  }, [attempt])

  const retry = useCallback(() => {
    setState((current) =>
      current.status === 'failed' && current.image
        ? { status: 'shown', image: current.image }
        : { status: 'loading' },
    )
    setAttempt((n) => n + 1)
  }, [])

  return { state, retry }
}
