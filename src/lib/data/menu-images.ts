import { getFirestoreLite, getFirestoreLive } from '@/lib/firebase'
import { byMenuOrder, toImageDocument, type ImageDocument } from './image-document'

export const MENU_CATEGORIES = ['comidas', 'helados', 'bebidas'] as const
export type MenuCategory = (typeof MENU_CATEGORIES)[number]
export type ImageCollection = MenuCategory | 'misterio'

export type MenuImage = ImageDocument

/** One-shot read of a menu, in menu order (the light SDK: no live updates needed). */
export async function fetchMenuImages(category: ImageCollection): Promise<MenuImage[]> {
  const [{ collection, getDocs }, db] = await Promise.all([
    import('firebase/firestore/lite'),
    getFirestoreLite(),
  ])
  const snapshot = await getDocs(collection(db, category))
  return snapshot.docs
    .map((doc) => toImageDocument(doc.id, doc.data()))
    .filter((image): image is MenuImage => image !== null)
    .sort(byMenuOrder)
}

/** The newest document of a collection, live. Returns the unsubscribe function. */
export function subscribeNewestImage(
  category: ImageCollection,
  onImage: (image: MenuImage | null) => void,
  onError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | undefined
  let cancelled = false
  void Promise.all([import('firebase/firestore'), getFirestoreLive()])
    .then(([{ collection, query, orderBy, limit, onSnapshot }, db]) => {
      if (cancelled) return
      const newest = query(collection(db, category), orderBy('fecha', 'desc'), limit(1))
      unsubscribe = onSnapshot(
        newest,
        (snapshot) => {
          const first = snapshot.docs[0]
          onImage(first ? toImageDocument(first.id, first.data()) : null)
        },
        onError,
      )
    })
    .catch(onError)
  return () => {
    cancelled = true
    unsubscribe?.()
  }
}
