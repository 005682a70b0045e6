import type { ImageDocument } from '@/lib/data/image-document'
import { showFirstLookImage } from '@/lib/images/first-look-image'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { menuImageLook } from '../menu-image-look'
import { FIRST_IMAGE_SLOT, FIRST_IMAGE_SPINNER } from './first-image-slot'

/**
 * Shows the menu's first image in a menu page's first look, in the first place of the list (in
 * place of the spinner). Returns a promise of its load (or failure), or null when the page has
 * no such place.
 */
export function showFirstImage(
  image: ImageDocument,
  alt: string,
  doc: Document = document,
): Promise<void> | null {
  const list = doc.querySelector<HTMLElement>(`[${FIRST_IMAGE_SLOT}]`)
  const item = list?.querySelector('li')
  if (!list || !item) return null
  const shown = showFirstLookImage(item, {
    image,
    alt,
    sizes: MENU_IMAGE_SIZES,
    style: menuImageLook(image),
  })
  list.style.removeProperty('display')
  doc.querySelector<HTMLElement>(`[${FIRST_IMAGE_SPINNER}]`)?.style.setProperty('display', 'none')
  return shown
}
