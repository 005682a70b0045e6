import { prefetchMenuImages, type MenuCategory } from '@/lib/data/menu-images'
import { preloadImage } from '@/lib/images/preload-image'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'

/**
 * Starts reading a menu as the app starts, and fetching its first image as soon as the list is
 * known: on a slow phone both then overlap with the rest of the page's start-up.
 */
export async function prefetchMenu(category: MenuCategory, doc: Document = document) {
  const images = await prefetchMenuImages(category)
  const first = images?.[0]
  if (first) preloadImage(first, MENU_IMAGE_SIZES, doc)
}
