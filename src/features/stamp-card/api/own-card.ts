import { getFirestoreLite } from '@/lib/firebase'
import { CrowdLimitError } from '@/lib/data/crowd-limit'
import { listenLive } from '@/lib/data/live-listener'
import { prepareVisitorWrite } from '@/lib/data/visitor-write'
import { readStampCard, STAMP_CARDS_COLLECTION, type StampCard } from '@/lib/stamp-card/card'
import { createStampCard } from '@/lib/stamp-card/create-card'

// The visitor's own card: their anonymous session (made on the first visit, kept by the
// browser), a listener on their card's document, and the card made when there is none yet.
// Fetched only on the card's page, after its load.

export { CrowdLimitError }

/** The visitor's uid: their account, or a new anonymous session kept on this device. */
export async function visitorUid(): Promise<string> {
  return (await prepareVisitorWrite()).uid
}

/** Makes the visitor's card (counted in the hour's window of new cards across visitors). */
export async function createOwnCard(): Promise<void> {
  const [{ uid, clock }, db] = await Promise.all([prepareVisitorWrite(), getFirestoreLite()])
  await createStampCard(db, uid, { clock })
}

/**
 * Follows the card of `uid` live: `onCard` gets it at each change, or null once the server says
 * there is none. Returns the unsubscribe.
 */
export function listenOwnCard(
  uid: string,
  onCard: (card: StampCard | null) => void,
  onError: (error: Error) => void,
): () => void {
  return listenLive(
    ({ doc, onSnapshot }, db) =>
      onSnapshot(
        doc(db, STAMP_CARDS_COLLECTION, uid),
        { includeMetadataChanges: true },
        (snapshot) => {
          // A missing card is only believed from the server, never from a cache.
          if (!snapshot.exists()) {
            if (!snapshot.metadata.fromCache) onCard(null)
            return
          }
          onCard(readStampCard(uid, snapshot.data({ serverTimestamps: 'estimate' })))
        },
        onError,
      ),
    onError,
  )
}
