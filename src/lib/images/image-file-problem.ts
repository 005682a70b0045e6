/**
 * The largest original a visitor or the staff may pick. It is prepared in the browser before
 * upload (at most 1600 px, a few hundred KB), so this only keeps the phone from choking.
 */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024
export const MAX_SOURCE_MB = MAX_SOURCE_BYTES / (1024 * 1024)

export type ImageFileProblem = 'not-image' | 'svg' | 'empty' | 'too-large'

// Some systems give no type for photos they do not know (HEIC on a desktop, for one): the
// decoder decides about those.
const IMAGE_EXTENSION = /\.(avif|bmp|gif|heic|heif|jpe?g|png|webp)$/i

/** Why a picked file cannot be prepared for upload, or null when it can be tried. */
export function imageFileProblem(file: File): ImageFileProblem | null {
  const type = file.type.toLowerCase()
  if (type.startsWith('image/svg')) return 'svg'
  if (!type.startsWith('image/') && !(type === '' && IMAGE_EXTENSION.test(file.name))) {
    return 'not-image'
  }
  if (file.size === 0) return 'empty'
  if (file.size > MAX_SOURCE_BYTES) return 'too-large'
  return null
}

/** The reason in Spanish, to follow the file's name. */
export const IMAGE_PROBLEM_TEXT: Record<ImageFileProblem, string> = {
  'not-image': 'no es una imagen',
  svg: 'las imágenes SVG no se aceptan',
  empty: 'el archivo está vacío',
  'too-large': `pesa más de ${String(MAX_SOURCE_MB)} MB`,
}
