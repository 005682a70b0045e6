import { prefetchNewestImage } from '@/lib/data/menu-images'
import { preloadImage } from '@/lib/images/preload-image'
import { MYSTERY_IMAGE_SIZES } from '../components/mystery-image-sizes'

/**
 * Starts reading the newest surprise as the app starts, and fetching its image as soon as it is
 * known, while the page's code and the live SDK still download.
 */
export async function prefetchMystery(doc: Document = document) {
  const image = await prefetchNewestImage('misterio')
  if (image) preloadImage(image, MYSTERY_IMAGE_SIZES, doc)
}
