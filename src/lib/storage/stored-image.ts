import { extensionFor, prepareImage } from '@/lib/images/prepare-image'
import { deleteStoredFile, storeFile, type StoredFile } from './stored-file'

/** A prepared image in Storage: the large variant, its 480 px variant and its size. */
export interface StoredImage extends StoredFile {
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

const settle = <T>(work: Promise<T>): Promise<PromiseSettledResult<T>> =>
  work.then(
    (value) => ({ status: 'fulfilled', value }),
    (reason: unknown) => ({ status: 'rejected', reason }),
  )

/** Where the small variant of `ruta` is stored. */
export const thumbnailPath = (ruta: string) => `${ruta}-480`

/**
 * Prepares a picked image in the browser (oriented, at most 1600 px, WebP or JPEG, plus a 480 px
 * variant) and stores both. `pathFor` turns the stored file's name into its path. Throws
 * ImageDecodeError when the browser cannot read the picture. If one of the two uploads fails,
 * the other is removed again, so nothing is left behind.
 */
export async function storeImage(
  file: File,
  pathFor: (fileName: string) => string,
  onProgress?: (fraction: number) => void,
): Promise<StoredImage> {
  const prepared = await prepareImage(file)
  const ruta = pathFor(renamedFor(file.name, prepared.large))
  const total = prepared.large.size + prepared.small.size
  const sent = { large: 0, small: 0 }
  const report = (part: keyof typeof sent) => (fraction: number) => {
    sent[part] = fraction * prepared[part].size
    onProgress?.((sent.large + sent.small) / total)
  }
  // One after the other: a weak connection does better with one upload at a time.
  const large = await settle(storeFile(ruta, prepared.large, report('large')))
  const small =
    large.status === 'fulfilled'
      ? await settle(storeFile(thumbnailPath(ruta), prepared.small, report('small')))
      : large
  const uploads = [large, small]
  if (large.status === 'fulfilled' && small.status === 'fulfilled') {
    return {
      ...large.value,
      urlMiniatura: small.value.url,
      rutaMiniatura: small.value.ruta,
      ancho: prepared.width,
      alto: prepared.height,
    }
  }
  for (const upload of uploads) {
    if (upload.status === 'fulfilled') {
      await deleteStoredFile(upload.value.ruta).catch((error: unknown) =>
        console.error('No se pudo borrar el archivo subido', upload.value.ruta, error),
      )
    }
  }
  const failure = uploads.find(
    (upload): upload is PromiseRejectedResult => upload.status === 'rejected',
  )
  throw failure?.reason instanceof Error ? failure.reason : new Error('upload failed')
}

/** Removes both variants of a stored image; a failure is logged, never thrown. */
export async function deleteStoredImageQuietly(image: StoredImage): Promise<void> {
  for (const ruta of [image.ruta, image.rutaMiniatura]) {
    await deleteStoredFile(ruta).catch((error: unknown) =>
      console.error('No se pudo borrar el archivo subido', ruta, error),
    )
  }
}
