import type { ImageDocument } from '@/lib/data/image-document'
import { once } from '@/lib/remote/remote'
import { useRemote } from '@/lib/remote/use-remote'
import type { ManagedCollection } from '../../shared/sections'
import { getImage, type ImageLookup } from '../api/managed-images'

/** One document, read once; `replace` shows a new version of its image without reading again. */
export function useImageLookup(collection: ManagedCollection, id: string) {
  const { state, retry, replace } = useRemote<ImageLookup>(
    once(() => getImage(collection, id)),
    `${collection}/${id}`,
    `No se pudo cargar ${collection}/${id}`,
  )
  return {
    state,
    retry,
    replace: (image: ImageDocument) => replace({ exists: true, image }),
  }
}
