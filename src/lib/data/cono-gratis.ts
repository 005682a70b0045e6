import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getFirestoreLite } from '@/lib/firebase'
import { imageFileProblem, type ImageFileProblem } from '@/lib/images/image-file-problem'
import { uploadPath } from '@/lib/storage/stored-file'
import { storeImage, type StoredImage } from '@/lib/storage/stored-image'
import {
  CLAIM_CODES_COLLECTION,
  CONO_GRATIS_COLLECTION,
  PENDING,
  newClaimCode,
  reserveConoGratisNumber,
  storedNombre,
} from './cono-gratis-number'
import { toConoGratisImage, toGalleryImage, type ConoGratisImage } from './cono-gratis-entry'
import { assertMayUpload, explainDenial, stampFileUpload } from './limites'
import { readFilteredDocuments } from './read-filtered-documents'

export { CONO_GRATIS_COLLECTION } from './cono-gratis-number'
export { PendingLimitError, RateLimitedError } from './limites'
export type { StoredImage } from '@/lib/storage/stored-image'
export type { ConoGratisImage, EntryState } from './cono-gratis-entry'

/** A visitor's own entry, with the claim code they say at the counter (null if unreadable). */
export type OwnEntry = ConoGratisImage & { codigo: string | null }

/** How many approved screenshots the public gallery shows at a time. */
export const GALLERY_PAGE = 12

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

/** One page of the public gallery and whether older pictures follow. */
export interface GalleryPage {
  images: ConoGratisImage[]
  more: boolean
}

const isEntry = (image: ConoGratisImage | null): image is ConoGratisImage => image !== null

/**
 * The newest approved screenshots, newest first: a page of GALLERY_PAGE, below the number
 * `below` when given (the last one already shown). Pending and hidden entries are never read.
 */
export async function fetchGalleryPage(below?: number): Promise<GalleryPage> {
  const documents = await readFilteredDocuments({
    collection: CONO_GRATIS_COLLECTION,
    field: 'estado',
    equals: 'publicada',
    newestBy: 'numero',
    below,
    // One more than shown tells whether another page follows.
    limit: GALLERY_PAGE + 1,
  })
  const images = documents.map((entry) => toGalleryImage(entry.id, entry.data)).filter(isEntry)
  return { images: images.slice(0, GALLERY_PAGE), more: images.length > GALLERY_PAGE }
}

/** The folder of a visitor's own uploads: the rules let nobody else write there. */
export const visitorFolder = (uid: string) => `${CONO_GRATIS_COLLECTION}/${uid}`

/**
 * Step 1 of an upload: the picture is prepared in the browser and goes to the visitor's own
 * folder, `cono-gratis/{uid}/{name}-{timestamp}` (its 960 and 480 px variants beside it), right
 * after the visitor's file stamp that lets Storage accept exactly those files. Throws
 * ImageFileError for a file that is not a usable image, ImageDecodeError for one the browser
 * cannot read, and, before sending anything, PendingLimitError when three of the visitor's
 * pictures wait for review and RateLimitedError when this visitor uploaded moments ago.
 */
export async function storeConoGratisFile(
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<StoredImage> {
  const problem = imageFileProblem(file)
  if (problem) throw new ImageFileError(file.name, problem)
  const uid = await ensureVisitor()
  await assertMayUpload(uid)
  return storeImage(
    file,
    (name) => uploadPath(visitorFolder(uid), name),
    onProgress,
    (ruta) => stampFileUpload(uid, ruta),
  )
}

/**
 * Step 2 of an upload: the stored file gets its unique number and its entry, waiting for the
 * staff's review, in one transaction. Kept apart from step 1 so that a retry after a failure here
 * does not upload the file again.
 */
export async function registerConoGratisImage(
  stored: StoredImage,
  nombre: string,
): Promise<OwnEntry> {
  const [uid, db] = await Promise.all([ensureVisitor(), getFirestoreLite()])
  const { ruta, rutaMediana, rutaMiniatura, ancho, alto } = stored
  const codigo = newClaimCode()
  let numero: number
  try {
    numero = await reserveConoGratisNumber(
      db,
      uid,
      { ruta, rutaMiniatura, ...(rutaMediana && { rutaMediana }), ancho, alto, nombre },
      { codigo },
    )
  } catch (error) {
    throw await explainDenial(uid, 'subida', error)
  }
  return {
    ...stored,
    id: String(numero),
    numero,
    nombre: storedNombre(nombre),
    fecha: new Date(),
    estado: PENDING,
    entregadoEn: null,
    codigo,
  }
}

/**
 * The visitor's own entries with their claim codes, read one by one (the rules let only their
 * uploader read an entry under review, and its code). A number this session may not read
 * (another browser's session, say) or that was deleted comes back as null; a network failure
 * rejects.
 */
export async function readOwnEntries(numeros: number[]): Promise<(OwnEntry | null)[]> {
  if (numeros.length === 0) return []
  await ensureVisitor()
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const readOwn = async (collection: string, numero: number) => {
    try {
      return (await getDoc(doc(db, collection, String(numero)))).data()
    } catch (error) {
      if ((error as { code?: unknown }).code === 'permission-denied') return undefined
      throw error
    }
  }
  return Promise.all(
    numeros.map(async (numero) => {
      const [data, code] = await Promise.all([
        readOwn(CONO_GRATIS_COLLECTION, numero),
        readOwn(CLAIM_CODES_COLLECTION, numero),
      ])
      const entry = data ? toConoGratisImage(String(numero), data) : null
      if (!entry) return null
      return { ...entry, codigo: typeof code?.codigo === 'string' ? code.codigo : null }
    }),
  )
}
