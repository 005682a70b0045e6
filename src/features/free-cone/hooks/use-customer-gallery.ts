import { startTransition, useCallback, useEffect, useState } from 'react'
import { fetchConoGratisImages, type ConoGratisImage } from '@/lib/data/cono-gratis'

export type GalleryState =
  { status: 'loading' } | { status: 'loaded'; images: ConoGratisImage[] } | { status: 'failed' }

const withOwnUploads = (own: ConoGratisImage[], fetched: ConoGratisImage[]) => [
  ...own,
  ...fetched.filter((image) => !own.some((mine) => mine.id === image.id)),
]

/** The customers' screenshots, newest first; a visitor's own upload joins at the top at once. */
export function useCustomerGallery() {
  const [attempt, setAttempt] = useState(0)
  const [result, setResult] = useState<{ attempt: number; state: GalleryState } | null>(null)
  // Uploads made on this page: shown at the top without reading the collection again.
  const [added, setAdded] = useState<ConoGratisImage[]>([])

  useEffect(() => {
    let active = true
    fetchConoGratisImages()
      .then((images) => {
        // A transition: a slow phone draws the gallery in short slices, staying responsive.
        if (active)
          startTransition(() => setResult({ attempt, state: { status: 'loaded', images } }))
      })
      .catch((error: unknown) => {
        console.error('No se pudo cargar la galería de clientes', error)
        if (active) setResult({ attempt, state: { status: 'failed' } })
      })
    return () => {
      active = false
    }
  }, [attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  const add = useCallback((image: ConoGratisImage) => setAdded((list) => [image, ...list]), [])

  const fetched: GalleryState = result?.attempt === attempt ? result.state : { status: 'loading' }
  const state: GalleryState =
    fetched.status === 'loaded' && added.length > 0
      ? { status: 'loaded', images: withOwnUploads(added, fetched.images) }
      : fetched
  return { state, retry, add }
}
