import { firestoreRestTarget, getFirestoreLite } from '@/lib/firebase'
import {
  readRestDocument,
  readRestDocuments,
  restListUrl,
  type RestDocument,
  type RestQuery,
} from '@/lib/firestore-rest/documents'

/**
 * One-shot public read of a collection (newest first and at most `limit` documents, when
 * asked): through the REST API where it can, with no SDK to download first, or else (App Check
 * on) with the light SDK.
 */
export async function readDocuments(request: RestQuery): Promise<RestDocument[]> {
  const target = firestoreRestTarget()
  if (target) return readRestDocuments(target, request)
  const [{ collection, getDocs, limit, orderBy, query }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const constraints = [
    ...(request.newestBy ? [orderBy(request.newestBy, 'desc')] : []),
    ...(request.limit ? [limit(request.limit)] : []),
  ]
  const snapshot = await getDocs(query(collection(db, request.collection), ...constraints))
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
}

/** The address of readDocuments' REST read of `request`, for an HTML file to preload; null when
 * the read goes through the SDK. */
export function readAddress(request: RestQuery): string | null {
  const target = firestoreRestTarget()
  return target && restListUrl(target, request)
}

/** One-shot public read of one document (`collection/id`); null when it does not exist. */
export async function readDocument(path: string): Promise<Record<string, unknown> | null> {
  const target = firestoreRestTarget()
  if (target) return readRestDocument(target, path)
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  return (await getDoc(doc(db, path))).data() ?? null
}
