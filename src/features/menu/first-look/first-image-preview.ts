import type { MenuImage } from '@/lib/data/image-collections'
import { showFirstLookImage } from '@/lib/images/first-look-image'
import { MENU_IMAGE_SIZES } from '../components/menu-image-sizes'
import { FIRST_IMAGE_SLOT, FIRST_IMAGE_SPINNER } from './first-image-slot'

/** MenuImage's card look. */
const cardStyle = (image: MenuImage): Partial<CSSStyleDeclaration> => ({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: image.ancho && image.alto ? `${image.ancho} / ${image.alto}` : '4 / 5',
  objectFit: 'cover',
  borderRadius: '36px',
  backgroundColor: '#FFE7CF',
  boxShadow: '0 6px 20px rgba(43, 26, 16, 0.12)',
})

/**
 * Shows the menu's first image in a menu page's first look, in the first place of the list (in
 * place of the spinner). Returns a promise of its load (or failure), or null when the page has
 * no such place.
 */
export function showFirstImage(
  image: MenuImage,
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
    style: cardStyle(image),
  })
  list.style.removeProperty('display')
  doc.querySelector<HTMLElement>(`[${FIRST_IMAGE_SPINNER}]`)?.style.setProperty('display', 'none')
  return shown
}
