import { getFirestoreLite } from '@/lib/firebase'
import { writeCounted } from './crowd-limit'
import { LIMITES_COLLECTION } from './limit-records'
import { explainDenial, stampExpiry } from './limites'
import { prepareVisitorWrite } from './visitor-write'

/**
 * Stores one visitor opinion (the server stamps the date), unread, together with the visitor's
 * opinion stamp in `limites/{uid}` (its time and the opinion's id) and a part of this hour's window
 * of opinions across all visitors (the hour by the server's clock): the rules refuse a second
 * opinion within 30 seconds, and this rejects with RateLimitedError then, or with CrowdLimitError
 * when all visitors together sent as many as an hour admits.
 */
export async function sendOpinion(mensaje: string): Promise<void> {
  const [{ uid, clock }, { collection, doc, serverTimestamp }, db] = await Promise.all([
    prepareVisitorWrite(),
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const opinion = doc(collection(db, 'opiniones'))
  const record = doc(db, LIMITES_COLLECTION, uid)
  try {
    await writeCounted(
      db,
      'opiniones',
      async (transaction, cupo) => {
        const expiry = await stampExpiry(transaction, record, clock)
        transaction.set(opinion, { mensaje, fecha: serverTimestamp(), leida: false })
        // The stamp names the one opinion it admits.
        transaction.set(
          record,
          { opinion: serverTimestamp(), opinionId: opinion.id, cupo, ...expiry },
          { merge: true },
        )
      },
      { clock },
    )
  } catch (error) {
    throw await explainDenial(uid, 'opinion', error, clock)
  }
}
