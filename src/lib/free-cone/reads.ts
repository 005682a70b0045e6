import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getFirestoreLite } from '@/lib/firebase'
import { CLAIM_CODES_COLLECTION, FREE_CONE_COLLECTION } from './numbering'
import { GALLERY_COLLECTION, toFreeConeEntry, toGalleryImage, type FreeConeEntry } from './entry'
import { readFilteredDocuments } from '../data/read-filtered-documents'

export { FREE_CONE_COLLECTION } from './numbering'

/** A visitor's own entry, with the claim code they say at the counter (null if unreadable). */
export type OwnEntry = FreeConeEntry & { codigo: string | null }

/** How many approved screenshots the public gallery shows at a time. */
export const GALLERY_PAGE = 12

/** One page of the public gallery and whether older pictures follow. */
export interface GalleryPage {
  images: FreeConeEntry[]
  more: boolean
}

const isEntry = (image: FreeConeEntry | null): image is FreeConeEntry => image !== null

/**
 * The newest approved screenshots, newest first: a page of GALLERY_PAGE, below the number
 * `below` when given (the last one already shown). Only the public projections (galeria) are
 * read: the entries themselves are their visitors' and the staff's.
 */
export async function fetchGalleryPage(below?: number): Promise<GalleryPage> {
  const documents = await readFilteredDocuments({
    collection: GALLERY_COLLECTION,
    newestBy: 'numero',
    below,
    // One more than shown tells whether another page follows.
    limit: GALLERY_PAGE + 1,
  })
  const images = documents.map((entry) => toGalleryImage(entry.id, entry.data)).filter(isEntry)
  return { images: images.slice(0, GALLERY_PAGE), more: images.length > GALLERY_PAGE }
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
        readOwn(FREE_CONE_COLLECTION, numero),
        readOwn(CLAIM_CODES_COLLECTION, numero),
      ])
      const entry = data ? toFreeConeEntry(String(numero), data) : null
      if (!entry) return null
      return { ...entry, codigo: typeof code?.codigo === 'string' ? code.codigo : null }
    }),
  )
}
