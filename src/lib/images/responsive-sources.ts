import type { ImageDocument } from '@/lib/data/image-document'
import { MEDIUM_WIDTH, SMALL_WIDTH } from './image-size'

/**
 * `src` and `srcSet` for a stored image: each narrower variant the document has, when the large
 * one is wider than it (the variant is then exactly that wide), then the large one; `src` is the
 * narrowest. Older documents without variants, or without a known width, get the large image
 * alone.
 */
export function responsiveSources(image: ImageDocument): { src: string; srcSet?: string } {
  const { ancho } = image
  if (!ancho) return { src: image.url }
  const candidates: [string, number][] = []
  if (image.urlMiniatura && ancho > SMALL_WIDTH) candidates.push([image.urlMiniatura, SMALL_WIDTH])
  if (image.urlMediana && ancho > MEDIUM_WIDTH) candidates.push([image.urlMediana, MEDIUM_WIDTH])
  const [narrowest] = candidates
  if (!narrowest) return { src: image.url }
  candidates.push([image.url, ancho])
  return {
    src: narrowest[0],
    srcSet: candidates.map(([url, width]) => `${url} ${String(width)}w`).join(', '),
  }
}

/**
 * The attributes a picture's `<img>` carries wherever the app draws it (a menu, the surprise
 * page): its address, its sizes for the browser to choose from, its known size (which reserves
 * its space before it downloads) and CORS, as the first look and the worker ask: one download,
 * and a cache that sees errors.
 */
export function pictureAttributes(image: ImageDocument, sizes: string) {
  const { srcSet } = responsiveSources(image)
  return {
    crossOrigin: 'anonymous' as const,
    src: image.url,
    srcSet,
    sizes: srcSet ? sizes : undefined,
    width: image.ancho,
    height: image.alto,
    decoding: 'async' as const,
  }
}
