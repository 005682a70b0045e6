import { staffErrorReason } from '@/lib/errors/staff-error-message'
import { IMAGE_PROBLEM_TEXT, imageFileProblem as problemOf } from '@/lib/images/image-file-problem'

export { MAX_SOURCE_MB } from '@/lib/images/image-file-problem'

/** Why a picked file cannot be uploaded, in Spanish, or null when it can. */
export function imageFileProblem(file: File): string | null {
  const problem = problemOf(file)
  return problem ? IMAGE_PROBLEM_TEXT[problem] : null
}

/** 'No se agregó «menu.pdf»: no es una imagen.' */
export const rejectionMessage = (file: File, problem: string) =>
  `No se agregó «${file.name}»: ${problem}.`

/**
 * Why it failed, in Spanish, for the edit screen's 'Error al actualizar la imagen: ' text: never
 * the SDK's own English message.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.name === 'ImageDecodeError') {
    return 'no se pudo leer la imagen (¿es una foto HEIC? Conviértela a JPG e inténtalo de nuevo)'
  }
  return staffErrorReason(error) ?? 'algo salió mal. Inténtalo de nuevo.'
}
