import { prefetchNewestImage } from '@/lib/data/newest-image'
import { preloadImage } from '@/lib/images/preload-image'
import { MYSTERY_IMAGE_SIZES } from '../components/mystery-image-sizes'
import { showNewestImage } from '../first-look/first-image-preview'

/**
 * Starts reading the newest surprise as the page opens, and shows its image as soon as it is
 * known: in the page's first look when it has one (before the app runs), else it fetches it
 * ahead of the app and the live SDK. Resolves once that image has loaded or failed, or when
 * there is none.
 */
export async function prefetchMystery(doc: Document = document) {
  const image = await prefetchNewestImage('misterio')
  if (!image) return
  const shown = showNewestImage(image, doc)
  if (shown) await shown
  else preloadImage(image, MYSTERY_IMAGE_SIZES, doc)
}
