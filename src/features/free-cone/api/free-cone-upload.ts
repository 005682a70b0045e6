import { getFirestoreLite } from '@/lib/firebase'
import { imageFileProblem, type ImageFileProblem } from '@/lib/images/image-file-problem'
import { uploadPath } from '@/lib/storage/stored-file'
import { storeImage, type StoredImage } from '@/lib/storage/stored-image'
import type { OwnEntry } from '@/lib/free-cone/reads'
import {
  FREE_CONE_COLLECTION,
  PENDING,
  reserveFreeConeNumber,
  storedNombre,
} from '@/lib/free-cone/numbering'
import { newClaimCode } from '@/lib/data/claim-code'
import { CrowdLimitError, hasCrowdRoom } from '@/lib/data/crowd-limit'
import { assertMayUpload, explainDenial, stampFileUpload } from '@/lib/data/limites'
import { prepareVisitorWrite } from '@/lib/data/visitor-write'

// The free cone's upload, apart from the page's reads: its code (preparing, storing and
// numbering a picture) is fetched once a visitor picks a picture, not with the page.
export { PendingLimitError, RateLimitedError } from '@/lib/data/limites'
export { CrowdLimitError }
export { ImageDecodeError } from '@/lib/images/prepare-image'
export type { StoredImage } from '@/lib/storage/stored-image'

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

/** The folder of a visitor's own uploads: the rules let nobody else write there. */
export const visitorFolder = (uid: string) => `${FREE_CONE_COLLECTION}/${uid}`

/**
 * Step 1 of an upload: the picture is prepared in the browser and goes to the visitor's own
 * folder, `cono-gratis/{uid}/{name}-{timestamp}` (its 960 and 480 px variants beside it), right
 * after the visitor's file stamp that lets Storage accept exactly those files. Throws
 * ImageFileError for a file that is not a usable image, ImageDecodeError for one the browser
 * cannot read, and, before sending anything, PendingLimitError when three of the visitor's
 * pictures wait for review, RateLimitedError when this visitor uploaded moments ago and
 * CrowdLimitError when all visitors together sent as many as an hour admits (times by the
 * server's clock, whatever the device's says).
 */
export async function storeFreeConeFile(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<StoredImage> {
  const problem = imageFileProblem(file)
  if (problem) throw new ImageFileError(file.name, problem)
  const [{ uid, clock }, db] = await Promise.all([prepareVisitorWrite(), getFirestoreLite()])
  await assertMayUpload(uid, clock)
  // Files whose entry the hour's window across visitors could not take are not sent at all.
  if (!(await hasCrowdRoom(db, 'entradas', { clock }))) throw new CrowdLimitError('entradas')
  return storeImage(
    file,
    (name) => uploadPath(visitorFolder(uid), name),
    onProgress,
    (ruta) => stampFileUpload(uid, ruta, clock),
    // Only its type set, and no download link: the rules refuse more, and a link would serve the
    // file to anyone it is shared with.
    { private: true },
  )
}

/**
 * Step 2 of an upload: the stored file gets its unique number and its entry, waiting for the
 * staff's review, in one transaction. Kept apart from step 1 so that a retry after a failure here
 * does not upload the file again.
 */
export async function registerFreeConeEntry(
  stored: StoredImage,
  nombre: string,
): Promise<OwnEntry> {
  const [{ uid, clock }, db] = await Promise.all([prepareVisitorWrite(), getFirestoreLite()])
  const { ruta, rutaMediana, rutaMiniatura, ancho, alto } = stored
  const codigo = newClaimCode()
  let numero: number
  try {
    numero = await reserveFreeConeNumber(
      db,
      uid,
      { ruta, rutaMiniatura, ...(rutaMediana && { rutaMediana }), ancho, alto, nombre },
      { codigo, clock },
    )
  } catch (error) {
    throw await explainDenial(uid, 'subida', error, clock)
  }
  return {
    ...stored,
    id: String(numero),
    numero,
    nombre: storedNombre(nombre),
    fecha: new Date(clock.now()),
    estado: PENDING,
    entregadoEn: null,
    codigo,
  }
}
