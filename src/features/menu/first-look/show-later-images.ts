import type { MenuName } from '@/config/pages'
import type { ImageDocument } from '@/lib/data/image-document'
import { showFirstLookImage } from '@/lib/images/first-look-image'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { MENU_PAGES } from '../components/menu-pages'
import { menuImageLook } from '../menu-image-look'
import { menuImageAlt } from '../utils/menu-image-alt'
import { FIRST_IMAGE_SLOT } from './first-image-slot'

/**
 * Draws the menu's pictures below the first in a menu page's first look, each in a place like
 * the first's, as the page's own list draws them: a visitor scrolls through the whole menu
 * without the app. Called once the first has loaded or failed; each is fetched as the visitor
 * nears it. Returns how many it drew.
 */
export function showLaterImages(
  category: MenuName,
  images: readonly ImageDocument[],
  doc: Document = document,
): number {
  const list = doc.querySelector<HTMLElement>(`[${FIRST_IMAGE_SLOT}]`)
  const first = list?.querySelector('li')
  if (!list || !first) return 0
  for (const image of images) {
    const place = first.cloneNode(false)
    if (!(place instanceof HTMLElement)) continue
    list.append(place)
    void showFirstLookImage(place, {
      image,
      alt: menuImageAlt(image, MENU_PAGES[category].fallbackAlt),
      sizes: MENU_IMAGE_SIZES,
      style: menuImageLook(image),
      priority: false,
    })
  }
  return images.length
}
