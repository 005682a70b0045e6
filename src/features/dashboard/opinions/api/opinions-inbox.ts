import { getFirestoreLive } from '@/lib/firebase'
import { listenPage, liveCountWhere } from '@/lib/data/live-listener'
import { writeBefore, writeOnline } from '@/lib/data/online-transaction'
import { SAVE_TIMEOUT_MS, withDeadline } from '@/lib/network/connection'

// The visitors' opinions as the staff read them (Opiniones): a paged live list, the unread count,
// read or unread, delete. Admins only: the rules refuse the rest. Sending one is lib/data/opiniones.ts.

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
  return listenPage(
    ({ collection, orderBy, query }, db) =>
      query(collection(db, 'opiniones'), orderBy('fecha', 'desc')),
    count,
    toOpinion,
    onChange,
    onError,
  )
}

/**
 * How many opinions are unread (at most `cap`), live (admins only). Only the documents counted
 * are read, at most `cap` of them: the staff read and mark them long before that.
 */
export const subscribeUnreadOpinionCount = liveCountWhere('opiniones', 'leida', false)

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
