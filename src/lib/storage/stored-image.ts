import { extensionFor, prepareImage, type PreparedImage } from '@/lib/images/prepare-image'
import { deleteStoredFile, storeFile, type StoreOptions, type StoredFile } from './stored-file'

/**
 * A prepared image in Storage: the large variant, its 960 px variant (only when the large one
 * is wider), its 480 px variant and its size.
 */
export interface StoredImage extends StoredFile {
  urlMediana?: string
  rutaMediana?: string
  urlMiniatura: string
  rutaMiniatura: string
  ancho: number
  alto: number
}

/** The original name with the extension of what is really stored. */
export function renamedFor(fileName: string, blob: Blob): string {
  const dot = fileName.lastIndexOf('.')
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName
  return `${stem}.${extensionFor(blob)}`
}

/** Where the medium variant of `ruta` is stored. */
export const mediumPath = (ruta: string) => `${ruta}-960`

/** Where the small variant of `ruta` is stored. */
export const thumbnailPath = (ruta: string) => `${ruta}-480`

/** How an image is stored: where, progress, a step before the upload, Storage options. */
type StoreSteps = [
  pathFor: (fileName: string) => string,
  onProgress?: (fraction: number) => void,
  beforeUpload?: (ruta: string) => Promise<void>,
  options?: StoreOptions,
]

/**
 * Prepares a picked image in the browser (oriented, at most 1600 px, WebP or JPEG, plus a 960 px
 * variant when it is wider and a 480 px one) and stores them. `pathFor` turns the stored file's name into its
 * path; `beforeUpload`, if given, runs once that path is known (the free cone's file stamp);
 * `options.private` stores a visitor's own files (see storeFile). Throws
 * ImageDecodeError when the browser cannot read the picture. If one of the uploads
 * fails, the ones already made are removed again, so nothing is left behind.
 */
export async function storeImage(file: File, ...steps: StoreSteps): Promise<StoredImage> {
  return storePreparedImage(file.name, await prepareImage(file), ...steps)
}

/**
 * Stores an image prepared beforehand (the dashboard prepares each picture as soon as it is
 * chosen), as storeImage does; `fileName` is the original file's name.
 */
export async function storePreparedImage(
  fileName: string,
  prepared: PreparedImage,
  ...[pathFor, onProgress, beforeUpload, options = {}]: StoreSteps
): Promise<StoredImage> {
  const ruta = pathFor(renamedFor(fileName, prepared.large))
  await beforeUpload?.(ruta)
  const parts = { large: prepared.large, medium: prepared.medium, small: prepared.small }
  const total = prepared.large.size + (prepared.medium?.size ?? 0) + prepared.small.size
  const sent = { large: 0, medium: 0, small: 0 }
  const stored: StoredFile[] = []
  const upload = async (part: keyof typeof sent, blob: Blob, path: string) => {
    const done = await storeFile(
      path,
      blob,
      (fraction) => {
        sent[part] = fraction * blob.size
        onProgress?.((sent.large + sent.medium + sent.small) / total)
      },
      options,
    )
    stored.push(done)
    return done
  }
  try {
    // One after the other: a weak connection does better with one upload at a time.
    const large = await upload('large', parts.large, ruta)
    const medium = parts.medium && (await upload('medium', parts.medium, mediumPath(ruta)))
    const small = await upload('small', parts.small, thumbnailPath(ruta))
    return {
      ...large,
      ...(medium && { urlMediana: medium.url, rutaMediana: medium.ruta }),
      urlMiniatura: small.url,
      rutaMiniatura: small.ruta,
      ancho: prepared.width,
      alto: prepared.height,
    }
  } catch (error) {
    for (const { ruta: done } of stored) {
      await deleteStoredFile(done).catch((cleanup: unknown) =>
        console.error('No se pudo borrar el archivo subido', done, cleanup),
      )
    }
    throw error instanceof Error ? error : new Error('upload failed')
  }
}

/** Removes every variant of a stored image; a failure is logged, never thrown. */
export async function deleteStoredImageQuietly(image: StoredImage): Promise<void> {
  const files = [image.ruta, image.rutaMediana, image.rutaMiniatura]
  for (const ruta of files.filter((file): file is string => file !== undefined)) {
    await deleteStoredFile(ruta).catch((error: unknown) =>
      console.error('No se pudo borrar el archivo subido', ruta, error),
    )
  }
}
