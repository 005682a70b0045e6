import { prefetchMenuImages, type MenuCategory, type MenuImage } from '@/lib/data/menu-images'
import { responsiveSources } from '@/lib/images/responsive-sources'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'

/** Asks the browser for the image a menu page will show first, as MenuImage will ask for it. */
function preloadImage(image: MenuImage, doc: Document): void {
  const { srcSet } = responsiveSources(image)
  const link = doc.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = image.url
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet)
    link.setAttribute('imagesizes', MENU_IMAGE_SIZES)
  }
  link.setAttribute('fetchpriority', 'high')
  doc.head.append(link)
}

/**
 * Starts reading a menu as the app starts, and fetching its first image as soon as the list is
 * known: on a slow phone both then overlap with the rest of the page's start-up.
 */
export async function prefetchMenu(category: MenuCategory, doc: Document = document) {
  const images = await prefetchMenuImages(category)
  const first = images?.[0]
  if (first) preloadImage(first, doc)
}
