import type { ImageDocument } from '@/lib/data/image-document'

// The stored files of the images the staff delete or replace: menus', misterio's and the free
// cones' alike.

/**
 * The stored files of an image: its path (or, for older documents, its URL) and those of the
 * variants it has.
 */
export function storedFilesOf(image: ImageDocument): string[] {
  const files = [image.ruta ?? image.url]
  const medium = image.rutaMediana ?? image.urlMediana
  if (medium) files.push(medium)
  const thumbnail = image.rutaMiniatura ?? image.urlMiniatura
  if (thumbnail) files.push(thumbnail)
  return files
}

/** Deletes stored files one by one; a failure is logged, never thrown (the caller moved on). */
export async function deleteFilesQuietly(files: string[]): Promise<void> {
  const { deleteStoredFile } = await import('@/lib/storage/stored-file')
  for (const file of files) {
    await deleteStoredFile(file).catch((error: unknown) =>
      console.error('No se pudo borrar el archivo', file, error),
    )
  }
}
