import type { ImageDocument } from '@/lib/data/image-document'
import { FIRST_LOOK_IMAGE, showFirstLookImage } from '@/lib/images/first-look-image'
import { MYSTERY_IMAGE_ALT, MYSTERY_IMAGE_SIZES } from '../components/mystery-image-sizes'
import { MYSTERY_IMAGE_WIDE, mysteryImageLook } from '../mystery-image-look'
import { FIRST_IMAGE_SLOT } from './first-image-slot'

/**
 * Shows the newest surprise in the surprise page's first look, in place of its spinner or of the
 * surprise it showed before (which the caller takes away once this one is ready). Returns a
 * promise of its load (or failure), or null when the page has no such place.
 */
export function showNewestImage(
  image: ImageDocument,
  doc: Document = document,
): Promise<void> | null {
  const spinner = doc.querySelector<HTMLElement>(`[${FIRST_IMAGE_SLOT}]`)
  const shown = doc.querySelector(`[data-first-look] img[${FIRST_LOOK_IMAGE}]`)
  const place = spinner?.parentElement ?? shown?.parentElement
  if (!place) return null
  const { base, wide } = mysteryImageLook(image)
  const isWide = doc.defaultView?.matchMedia?.(MYSTERY_IMAGE_WIDE).matches ?? false
  // Gone, as the app's page has no spinner once it shows a surprise.
  spinner?.remove()
  place.setAttribute('aria-busy', 'false')
  return showFirstLookImage(place, {
    image,
    alt: MYSTERY_IMAGE_ALT,
    sizes: MYSTERY_IMAGE_SIZES,
    style: { ...base, ...(isWide && wide) },
  })
}
