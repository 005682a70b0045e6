import type { ImageDocument } from '@/lib/data/image-document'
import { responsiveSources } from './responsive-sources'

/**
 * Asks the browser for an image a page is about to show, as its <img> will ask for it (same
 * `srcset` and `sizes`), with high priority: it downloads while the page's code still starts.
 */
export function preloadImage(image: ImageDocument, sizes: string, doc: Document = document): void {
  const { srcSet } = responsiveSources(image)
  const link = doc.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  // The <img> asks with CORS: a preload asked otherwise would not be used, and download twice.
  link.crossOrigin = 'anonymous'
  link.href = image.url
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet)
    link.setAttribute('imagesizes', sizes)
  }
  link.setAttribute('fetchpriority', 'high')
  doc.head.append(link)
}
