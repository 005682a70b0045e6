import { ensureVisitor } from '@/lib/auth/visitor-session'
import { getFirestoreLite, getFirestoreLive } from '@/lib/firebase'
import { writeCounted } from './crowd-limit'
import { explainDenial, LIMITES_COLLECTION } from './limites'
import { listenLive } from './live-listener'
import { writeBefore, writeOnline } from './online-transaction'
import { SAVE_TIMEOUT_MS, withDeadline } from '@/lib/network/connection'

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

/** One visitor opinion as the dashboard shows it. */
export interface Opinion {
  id: string
  mensaje: string
  fecha: Date | null
  /** Seen by the staff. Opinions sent before the flag existed have none: they count as read. */
  leida: boolean
}

interface TimestampLike {
  toDate(): Date
}

function toOpinion(id: string, data: Record<string, unknown>): Opinion {
  const fecha = data.fecha as Partial<TimestampLike> | null | undefined
  return {
    id,
    mensaje: typeof data.mensaje === 'string' ? data.mensaje : '',
    fecha: typeof fecha?.toDate === 'function' ? fecha.toDate() : null,
    leida: data.leida !== false,
  }
}

/** How many opinions the dashboard shows first, and how many more each 'Cargar más' adds. */
export const OPINIONS_PAGE = 30

/**
 * The newest `count` opinions, newest first, live (admins only); `more` says whether older ones
 * exist. Returns the unsubscribe function.
 */
export function subscribeOpinions(
  count: number,
  onChange: (page: { items: Opinion[]; more: boolean }) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    ({ collection, limit, onSnapshot, orderBy, query }, db) =>
      onSnapshot(
        query(collection(db, 'opiniones'), orderBy('fecha', 'desc'), limit(count + 1)),
        (snapshot) => {
          const items = snapshot.docs.map((doc) =>
            toOpinion(doc.id, doc.data({ serverTimestamps: 'estimate' })),
          )
          onChange({ items: items.slice(0, count), more: items.length > count })
        },
        onError,
      ),
    onError,
  )
}

/**
 * How many opinions are unread (at most `cap`), live (admins only). Only the documents counted
 * are read, at most `cap` of them: the staff read and mark them long before that.
 */
export function subscribeUnreadOpinionCount(
  cap: number,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    ({ collection, limit, onSnapshot, query, where }, db) =>
      onSnapshot(
        query(collection(db, 'opiniones'), where('leida', '==', false), limit(cap)),
        (snapshot) => onChange(snapshot.size),
        onError,
      ),
    onError,
  )
}

/**
 * Marks one opinion read or unread again (admins only; the rules let nothing else change). Like
 * every staff change, now or not at all: no signal ends in TimeoutError, and nothing lands later.
 */
export async function setOpinionRead(id: string, leida: boolean): Promise<void> {
  await writeOnline((transaction, { doc }, db) => {
    transaction.update(doc(db, 'opiniones', id), { leida })
  })
}

/** How many unread opinions one 'Marcar todas como leídas' marks at most (one batch). */
export const MARK_ALL_LIMIT = 200

/** Marks the unread opinions read, up to MARK_ALL_LIMIT of them; resolves with how many. */
export function markAllOpinionsRead(): Promise<number> {
  return withDeadline(SAVE_TIMEOUT_MS, async (deadline) => {
    const [{ collection, getDocsFromServer, limit, query, where }, db] = await Promise.all([
      import('firebase/firestore'),
      getFirestoreLive(),
    ])
    const unread = await getDocsFromServer(
      query(collection(db, 'opiniones'), where('leida', '==', false), limit(MARK_ALL_LIMIT)),
    )
    if (unread.empty) return 0
    await writeBefore(deadline, (transaction) => {
      for (const opinion of unread.docs) transaction.update(opinion.ref, { leida: true })
    })
    return unread.size
  })
}

/** Deletes one opinion (admins only), now or not at all. */
export async function deleteOpinion(id: string): Promise<void> {
  await writeOnline((transaction, { doc }, db) => {
    transaction.delete(doc(db, 'opiniones', id))
  })
}
