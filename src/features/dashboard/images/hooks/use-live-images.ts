import type { ImageDocument } from '@/lib/data/image-document'
import { useRemote } from '@/lib/remote/use-remote'
import type { ManagedCollection } from '../../shared/sections'
import { subscribeImages } from '../api/managed-images'

/** Every image of a collection, live, in the order visitors see them. */
export const useLiveImages = (collection: ManagedCollection) =>
  useRemote<ImageDocument[]>(
    (next, fail) => subscribeImages(collection, next, fail),
    collection,
    `No se pudo cargar las imágenes de ${collection}`,
  )
