import { firestoreRestTarget, getFirestoreLite } from '@/lib/firebase'
import type { RestDocument } from '@/lib/firestore-rest/documents'
import { queryRestDocuments, type RestFilteredQuery } from '@/lib/firestore-rest/filtered-query'

/** One-shot public read of a paged (maybe filtered) query: REST where it can, else the light SDK. */
export async function readFilteredDocuments(request: RestFilteredQuery): Promise<RestDocument[]> {
  const target = firestoreRestTarget()
  if (target) return queryRestDocuments(target, request)
  const [{ collection, getDocs, limit, orderBy, query, startAfter, where }, db] = await Promise.all(
    [import('firebase/firestore/lite'), getFirestoreLite()],
  )
  const snapshot = await getDocs(
    query(
      collection(db, request.collection),
      ...(request.where ? [where(request.where.field, '==', request.where.equals)] : []),
      orderBy(request.newestBy, 'desc'),
      ...(request.below !== undefined ? [startAfter(request.below)] : []),
      limit(request.limit),
    ),
  )
  return snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))
}
