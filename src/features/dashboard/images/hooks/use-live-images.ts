import { useCallback } from 'react'
import { subscribeImages, type ManagedCollection } from '../api/managed-images'
import type { ImageDocument } from '@/lib/data/image-document'
import { useLiveList, type Subscribe } from '../../shared/hooks/use-live-list'

/** Every image of a collection, live. */
export function useLiveImages(collection: ManagedCollection) {
  const subscribe = useCallback<Subscribe<ImageDocument>>(
    (onChange, onError) => subscribeImages(collection, onChange, onError),
    [collection],
  )
  return useLiveList(subscribe, `las imágenes de ${collection}`)
}
