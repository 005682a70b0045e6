import type { PreparedImage } from '@/lib/images/prepare-image'
import { storedDescripcion, type ImageDocument } from '@/lib/data/image-document'
import type { ImageCollection } from '@/lib/data/image-collections'
import { runOnlineTransaction, writeOnline } from '@/lib/data/online-transaction'
import { deleteFilesQuietly, storedFilesOf } from '../../shared/api/stored-files'

// The staff's uploads: a new menu or misterio picture, or a new picture for an image already
// listed. Files first, then the document; a document that cannot be written takes its files away.

/** Upload progress of one file, from 0 to 1. */
export type ProgressListener = (fraction: number) => void

const MAX_NOMBRE = 300

const nombreOf = (file: File) => file.name.slice(0, MAX_NOMBRE) || 'imagen'

/**
 * The orden of a new menu image: its upload time, larger than every orden already given (the
 * dashboard's moves number a list 1..n, and earlier uploads took earlier times), so it goes last
 * without reading the list first. Two uploads in the same millisecond tie; the menu order then
 * puts the older first, and the next move numbers the list 1..n again.
 */
const newOrden = () => Date.now()

/** A chosen picture, prepared in the browser (prepareImage), with what it shows in words. */
export interface NewImage {
  file: File
  prepared: PreparedImage
  /** Stored trimmed; empty or only spaces stores none. */
  descripcion?: string
}

/**
 * Uploads one new, prepared image (and its 960 and 480 px variants) to
 * `{collection}/{name}-{timestamp}`, then creates its document, with its descripcion if it has
 * one. comidas takes its numero from `contadores/comidas` in the same transaction, so numbers
 * stay unique. If the document cannot be written, the uploaded files are removed again.
 */
export async function createImage(
  collectionName: ImageCollection,
  { file, prepared, descripcion }: NewImage,
  onProgress?: ProgressListener,
): Promise<string> {
  const [{ uploadPath }, { deleteStoredImageQuietly, storePreparedImage }] = await Promise.all([
    import('@/lib/storage/stored-file'),
    import('@/lib/storage/stored-image'),
  ])
  const stored = await storePreparedImage(
    file.name,
    prepared,
    (name) => uploadPath(collectionName, name),
    onProgress,
  )
  try {
    const text = storedDescripcion(descripcion)
    const numbered = collectionName === 'comidas'
    // Now or not at all, like every staff change: the files are removed below if it fails.
    return await runOnlineTransaction(async (transaction, sdk, db) => {
      const fields = {
        ...stored,
        nombre: nombreOf(file),
        fecha: sdk.serverTimestamp(),
        ...(collectionName === 'misterio' ? {} : { orden: newOrden() }),
        ...(text === undefined ? {} : { descripcion: text }),
      }
      const target = sdk.doc(sdk.collection(db, collectionName))
      if (!numbered) {
        transaction.set(target, fields)
        return target.id
      }
      const counter = sdk.doc(db, 'contadores', 'comidas')
      const current = await transaction.get(counter)
      const ultimo: unknown = current.data()?.ultimo
      const numero = (typeof ultimo === 'number' && Number.isInteger(ultimo) ? ultimo : 0) + 1
      transaction.set(counter, { ultimo: numero })
      transaction.set(target, { ...fields, numero })
      return target.id
    })
  } catch (error) {
    await deleteStoredImageQuietly(stored)
    throw error
  }
}

/**
 * Replaces the image of a document: prepares the new picture and stores it (and its variants)
 * under `{collection}/{timestamp}_{name}`, merges its urls into the document (removing a medium
 * variant the new picture does not have),
 * then removes the old files (a failure there is only logged). If the document cannot be
 * updated, the new files are removed and the old ones stay.
 */
export async function replaceImage(
  collectionName: ImageCollection,
  id: string,
  previous: ImageDocument | null,
  file: File,
  onProgress?: ProgressListener,
): Promise<ImageDocument> {
  const [{ replacementPath }, { deleteStoredImageQuietly, storeImage }] = await Promise.all([
    import('@/lib/storage/stored-file'),
    import('@/lib/storage/stored-image'),
  ])
  const stored = await storeImage(file, (name) => replacementPath(collectionName, name), onProgress)
  const nombre = nombreOf(file)
  try {
    // Now or not at all: a document update left waiting for the signal could land after the new
    // files were removed below.
    await writeOnline((transaction, { deleteField, doc }, db) => {
      const withoutMedium = stored.urlMediana
        ? {}
        : { urlMediana: deleteField(), rutaMediana: deleteField() }
      transaction.update(doc(db, collectionName, id), { ...stored, ...withoutMedium, nombre })
    })
  } catch (error) {
    await deleteStoredImageQuietly(stored)
    throw error
  }
  if (previous) await deleteFilesQuietly(storedFilesOf(previous))
  const replaced: ImageDocument = { ...stored, id, nombre, fecha: previous?.fecha ?? null }
  if (previous?.numero !== undefined) replaced.numero = previous.numero
  if (previous?.orden !== undefined) replaced.orden = previous.orden
  if (previous?.descripcion !== undefined) replaced.descripcion = previous.descripcion
  if (previous?.oculto) replaced.oculto = true
  return replaced
}
