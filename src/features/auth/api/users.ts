import { getFirestoreLite } from '@/lib/firebase'

/** What users/{uid} says about an account; `role` is null when the document has none. */
export interface UserRecord {
  role: string | null
}

/** Reads users/{uid} once. Returns null when the account has no user document. */
export async function fetchUserRecord(uid: string): Promise<UserRecord | null> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const snapshot = await getDoc(doc(db, 'users', uid))
  if (!snapshot.exists()) return null
  const role: unknown = snapshot.data().role
  return { role: typeof role === 'string' ? role : null }
}
