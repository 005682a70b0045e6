import type { ImageDocument } from '@/lib/data/image-document'
import { responsiveSources } from './responsive-sources'

/** Marks the image a first look shows before the app runs. */
export const FIRST_LOOK_IMAGE = 'data-first-look-image'

interface FirstLookImage {
  image: ImageDocument
  alt: string
  /** The `sizes` the page's own <img> uses. */
  sizes: string
  /** The look the page's own <img> has (emotion draws it there, once the app runs). */
  style: Partial<CSSStyleDeclaration>
  /**
   * The page's largest paint (the default): fetched first, and its paint reported. A later one
   * (a menu's pictures below the first) is fetched only as the visitor scrolls near it.
   */
  priority?: boolean
}

/**
 * Shows an image in a page's first look (the HTML the build wrote), at the end of `place`,
 * before the app has run: on a slow phone the page's main picture does not wait for React, whose
 * first render later draws the same image in the same place. Resolves once the image is ready
 * to be drawn, or failed.
 */
export function showFirstLookImage(
  place: HTMLElement,
  { image, alt, sizes, style, priority = true }: FirstLookImage,
): Promise<void> {
  const img = place.ownerDocument.createElement('img')
  // Set before any source, as the page's own <img> and preloads ask: one download, not two.
  img.crossOrigin = 'anonymous'
  // Before any source too: a later picture set to load lazily after its source loads at once.
  if (!priority) {
    img.setAttribute('loading', 'lazy')
    img.setAttribute('decoding', 'async')
  }
  Object.assign(img.style, style)
  const { srcSet } = responsiveSources(image)
  if (srcSet) {
    img.srcset = srcSet
    img.sizes = sizes
  }
  img.src = image.url
  if (image.ancho && image.alto) {
    img.width = image.ancho
    img.height = image.alto
  }
  img.alt = alt
  if (priority) {
    img.fetchPriority = 'high'
    img.setAttribute(FIRST_LOOK_IMAGE, '')
    // The browser reports its paint (Element Timing): the app waits for that, see app-start.ts.
    img.setAttribute('elementtiming', 'first-look-image')
  }
  const settled = new Promise<void>((resolve) => {
    // Decoded, it is drawn in the next frame (what waits for it comes after that frame).
    img.addEventListener(
      'load',
      () =>
        void img
          .decode()
          .catch(() => undefined)
          .then(resolve),
      {
        once: true,
      },
    )
    img.addEventListener('error', () => resolve(), { once: true })
  })
  place.append(img)
  return settled
}
