import { errorText } from './image-files'

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1)

/**
 * Why a chosen picture could not be prepared for upload, as a sentence: the edit screen's
 * message for a picture the browser cannot read (a HEIC photo, say), else a plain one.
 */
export function preparationProblem(error: unknown): string {
  if (error instanceof Error && error.name === 'ImageDecodeError') {
    return `${capitalized(errorText(error))}.`
  }
  return 'No se pudo preparar la imagen en este equipo. Pulsa «Subir» para intentarlo otra vez o quítala.'
}
