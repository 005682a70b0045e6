import type { ImageDocument } from '@/lib/data/image-document'
import { keepNewestRead, prefetchNewestImage } from '@/lib/data/newest-image'
import { preloadImage } from '@/lib/images/preload-image'
import { MYSTERY_IMAGE_SIZES } from '../components/mystery-image-sizes'
import { showNewestImage } from '../first-look/first-image-preview'

/**
 * Starts reading the newest surprise as the page opens, and shows its image as soon as it is
 * known: in the page's first look when it has one (before the app runs, which takes that read
 * over whenever it starts), else it fetches it ahead of the app and the live SDK. Resolves once
 * that image has loaded or failed, or when there is none, with what was read (null: none, or
 * the read failed).
 */
export async function prefetchMystery(doc: Document = document): Promise<ImageDocument | null> {
  const image = await prefetchNewestImage('misterio')
  if (!image) return null
  const shown = showNewestImage(image, doc)
  if (!shown) {
    preloadImage(image, MYSTERY_IMAGE_SIZES, doc)
    return image
  }
  keepNewestRead('misterio')
  await shown
  return image
}
