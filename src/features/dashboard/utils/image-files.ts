/** The largest file the storage rules accept. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** Why a picked file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: File): string | null {
  const type = file.type.toLowerCase()
  if (!type.startsWith('image/')) return 'no es una imagen'
  if (type.startsWith('image/svg')) return 'las imágenes SVG no se aceptan'
  if (file.size === 0) return 'el archivo está vacío'
  if (file.size > MAX_IMAGE_BYTES) return 'pesa más de 10 MB'
  return null
}

/** 'No se agregó «menu.pdf»: no es una imagen.' */
export const rejectionMessage = (file: File, problem: string) =>
  `No se agregó «${file.name}»: ${problem}.`

/** The message of an error, for the edit screen's 'Error al actualizar la imagen: ' text. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return typeof error === 'string' && error ? error : 'error desconocido'
}
