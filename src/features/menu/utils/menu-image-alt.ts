import type { ImageDocument } from '@/lib/data/image-document'
import { readableFileName } from '@/lib/images/readable-file-name'

/**
 * What a menu image says to someone who cannot see it: the staff's descripcion, else its file
 * name as words, else the page's general text.
 */
export function menuImageAlt(
  image: Pick<ImageDocument, 'descripcion' | 'nombre'>,
  fallback: string,
): string {
  return image.descripcion ?? readableFileName(image.nombre) ?? fallback
}
