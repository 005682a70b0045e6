import type { MenuImage } from '@/lib/data/image-collections'
import { showFirstLookImage } from '@/lib/images/first-look-image'
import {
  MAX_HEIGHT,
  MYSTERY_IMAGE_ALT,
  MYSTERY_IMAGE_SIZES,
} from '../components/mystery-image-sizes'
import { FIRST_IMAGE_SLOT } from './first-image-slot'

/** MysteryImage's look (its narrower box applies from 900 px up). */
function imageStyle(image: MenuImage, wide: boolean): Partial<CSSStyleDeclaration> {
  const { ancho, alto } = image
  const sized = ancho !== undefined && alto !== undefined
  return {
    display: 'block',
    width: '100%',
    height: 'auto',
    margin: '0 auto',
    borderRadius: '36px',
    backgroundColor: 'rgba(255, 248, 240, 0.06)',
    boxShadow: '0 10px 30px rgba(0, 0, 0, 0.45)',
    ...(sized
      ? {
          aspectRatio: `${ancho} / ${alto}`,
          ...(wide && { maxWidth: `min(100%, calc(${MAX_HEIGHT} * ${ancho} / ${alto}))` }),
        }
      : { objectFit: 'contain', ...(wide && { maxHeight: MAX_HEIGHT }) }),
  }
}

/**
 * Shows the newest surprise in the surprise page's first look, in place of its spinner. Returns
 * a promise of its load (or failure), or null when the page has no such place.
 */
export function showNewestImage(image: MenuImage, doc: Document = document): Promise<void> | null {
  const spinner = doc.querySelector<HTMLElement>(`[${FIRST_IMAGE_SLOT}]`)
  const place = spinner?.parentElement
  if (!spinner || !place) return null
  const wide = doc.defaultView?.matchMedia?.('(min-width: 900px)').matches ?? false
  spinner.style.setProperty('display', 'none')
  return showFirstLookImage(place, {
    image,
    alt: MYSTERY_IMAGE_ALT,
    sizes: MYSTERY_IMAGE_SIZES,
    style: imageStyle(image, wide),
  })
}
