import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getFirestoreLite } from '@/lib/firebase'
import { imageFileProblem, type ImageFileProblem } from '@/lib/images/image-file-problem'
import { uploadPath } from '@/lib/storage/stored-file'
import { storeImage, type StoredImage } from '@/lib/storage/stored-image'
import { CONO_GRATIS_COLLECTION, reserveConoGratisNumber, storedNombre } from './cono-gratis-number'
import { byNewest, toImageDocument, type ImageDocument } from './image-document'
import { assertMaySend, explainDenial } from './limites'
import { readDocuments } from './read-documents'

export { CONO_GRATIS_COLLECTION } from './cono-gratis-number'
export { RateLimitedError } from './limites'
export type { StoredImage } from '@/lib/storage/stored-image'

/** A customer's free-cone screenshot: always numbered. */
export type ConoGratisImage = ImageDocument & { numero: number }

/** How many of the newest screenshots the public gallery shows. */
export const GALLERY_LIMIT = 60

/** A picked file that cannot be sent, with the reason. */
export class ImageFileError extends Error {
  constructor(
    readonly fileName: string,
    readonly problem: ImageFileProblem,
  ) {
    super(`${fileName}: ${problem}`)
    this.name = 'ImageFileError'
  }
}

const isConoGratisImage = (image: ImageDocument | null): image is ConoGratisImage =>
  image !== null && image.numero !== undefined

/** The newest customer screenshots, newest first (one read, without an SDK where it can). */
export async function fetchConoGratisImages(max = GALLERY_LIMIT): Promise<ConoGratisImage[]> {
  const documents = await readDocuments({
    collection: CONO_GRATIS_COLLECTION,
    newestBy: 'fecha',
    limit: max,
  })
  return documents
    .map((entry) => toImageDocument(entry.id, entry.data))
    .filter(isConoGratisImage)
    .sort(byNewest)
}

/**
 * Step 1 of an upload: the picture is prepared in the browser and goes to
 * `cono-gratis/{name}-{timestamp}` (its 960 and 480 px variants beside it). Throws
 * ImageFileError for a file that is not a usable image, ImageDecodeError for one the browser
 * cannot read, and RateLimitedError, before sending anything, when this visitor uploaded moments
 * ago.
 */
export async function storeConoGratisFile(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<StoredImage> {
  const problem = imageFileProblem(file)
  if (problem) throw new ImageFileError(file.name, problem)
  await assertMaySend(await ensureVisitor(), 'subida')
  return storeImage(file, (name) => uploadPath(CONO_GRATIS_COLLECTION, name), onProgress)
}

/**
 * Step 2 of an upload: the stored file gets its unique number and its gallery entry, in one
 * transaction. Kept apart from step 1 so that a retry after a failure here does not upload the
 * file again.
 */
export async function registerConoGratisImage(
  stored: StoredImage,
  nombre: string,
): Promise<ConoGratisImage> {
  const [uid, db] = await Promise.all([ensureVisitor(), getFirestoreLite()])
  let numero: number
  try {
    numero = await reserveConoGratisNumber(db, uid, { ...stored, nombre })
  } catch (error) {
    throw await explainDenial(uid, 'subida', error)
  }
  return { ...stored, id: String(numero), numero, nombre: storedNombre(nombre), fecha: new Date() }
}

/** Stores a visitor's screenshot and numbers it; resolves with the new gallery entry. */
export async function uploadConoGratisImage(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<ConoGratisImage> {
  const stored = await storeConoGratisFile(file, onProgress)
  return registerConoGratisImage(stored, file.name)
}
