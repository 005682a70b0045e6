import { getFirestoreLive } from '@/lib/firebase'
import { FREE_CONE_COLLECTION } from '@/lib/free-cone/numbering'
import { toFreeConeEntry, type FreeConeEntry, type EntryState } from '@/lib/free-cone/entry'
import { listenPage, liveCountWhere } from '@/lib/data/live-listener'

// The free-cone entries as the staff list them (Clientes): paged live lists, the count waiting
// for review and the counts by state, one entry by number. Admins only: the rules refuse the rest.
// Review, hand-over and clean-up are review.ts, hand-over.ts and clean-up.ts.

/** How many entries a dashboard list shows first, and how many more each 'Cargar más' adds. */
export const DASHBOARD_PAGE = 30

/** The newest `count` entries in one state, live; `more` says whether older ones exist. */
export function subscribeEntries(
  estado: EntryState,
  count: number,
  onChange: (page: { images: FreeConeEntry[]; more: boolean }) => void,
  onError: (error: Error) => void,
): () => void {
  return listenPage(
    ({ collection, orderBy, query, where }, db) =>
      query(
        collection(db, FREE_CONE_COLLECTION),
        where('estado', '==', estado),
        orderBy('numero', 'desc'),
      ),
    count,
    toFreeConeEntry,
    ({ items, more }) => onChange({ images: items, more }),
    onError,
  )
}

/** How many entries wait for review (at most `cap`, then the badge says "cap+"), live. */
export const subscribePendingCount = liveCountWhere(FREE_CONE_COLLECTION, 'estado', 'pendiente')

/** How many entries each state has, counted by the server (no document is downloaded). */
export async function countEntries(): Promise<Record<EntryState, number>> {
  const [{ collection, getCountFromServer, query, where }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const count = async (estado: EntryState) =>
    (
      await getCountFromServer(
        query(collection(db, FREE_CONE_COLLECTION), where('estado', '==', estado)),
      )
    ).data().count
  const [pendiente, publicada, oculta] = await Promise.all([
    count('pendiente'),
    count('publicada'),
    count('oculta'),
  ])
  return { pendiente, publicada, oculta }
}

/** The entry with this number, or null when there is none. */
export async function findEntry(numero: number): Promise<FreeConeEntry | null> {
  const [{ doc, getDoc }, db] = await Promise.all([
    import('firebase/firestore'),
    getFirestoreLive(),
  ])
  const snapshot = await getDoc(doc(db, FREE_CONE_COLLECTION, String(numero)))
  const data = snapshot.data({ serverTimestamps: 'estimate' })
  return data ? toFreeConeEntry(snapshot.id, data) : null
}
