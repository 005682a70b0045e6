import { getFirestoreLite } from '@/lib/firebase'

export const MAX_MENSAJE = 2000

/** Stores one visitor opinion; the server stamps the date. */
export async function sendOpinion(mensaje: string): Promise<void> {
  const [{ addDoc, collection, serverTimestamp }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  await addDoc(collection(db, 'opiniones'), { mensaje, fecha: serverTimestamp() })
}
