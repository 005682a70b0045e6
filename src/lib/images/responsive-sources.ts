import type { ImageDocument } from '@/lib/data/image-document'
import { SMALL_WIDTH } from './image-size'

/**
 * `src` and `srcSet` for a stored image: both variants when the large one is wider than the
 * small one (the small one is then exactly 480 px wide); otherwise the large image alone.
 */
export function responsiveSources(image: ImageDocument): { src: string; srcSet?: string } {
  if (image.urlMiniatura && image.ancho && image.ancho > SMALL_WIDTH) {
    return {
      src: image.urlMiniatura,
      srcSet: `${image.urlMiniatura} ${String(SMALL_WIDTH)}w, ${image.url} ${String(image.ancho)}w`,
    }
  }
  return { src: image.url }
}
