import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getFirestoreLite } from '@/lib/firebase'
import { writeCounted } from './crowd-limit'
import { explainDenial, LIMITES_COLLECTION } from './limites'

export { RateLimitedError, RATE_WINDOW_SECONDS } from './limites'
export { CrowdLimitError } from './crowd-limit'

/** What the security rules accept as a message. */
export const MAX_MENSAJE = 2000

/**
 * Stores one visitor opinion (the server stamps the date), unread, together with the visitor's
 * opinion stamp in `limites/{uid}` (its time and the opinion's id) and a part of this hour's window
 * of opinions across all visitors: the rules refuse a second opinion within 30 seconds, and this
 * rejects with RateLimitedError then, or with CrowdLimitError when all visitors together sent as
 * many as an hour admits.
 */
export async function sendOpinion(mensaje: string): Promise<void> {
  const uid = await ensureVisitor()
  const [{ collection, doc, serverTimestamp }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const opinion = doc(collection(db, 'opiniones'))
  try {
    await writeCounted(db, 'opiniones', (transaction, cupo) => {
      transaction.set(opinion, { mensaje, fecha: serverTimestamp(), leida: false })
      // The stamp names the one opinion it admits.
      transaction.set(
        doc(db, LIMITES_COLLECTION, uid),
        { opinion: serverTimestamp(), opinionId: opinion.id, cupo },
        { merge: true },
      )
    })
  } catch (error) {
    throw await explainDenial(uid, 'opinion', error)
  }
}
