import { CLAIM_CODES_COLLECTION, FREE_CONE_COLLECTION } from '@/lib/free-cone/numbering'
import { runOnlineTransaction } from '@/lib/data/online-transaction'

// The hand-over of a free cone at the counter, against the claim code its winner says.

/** The claim code said at the counter is not this entry's. */
export class WrongClaimCodeError extends Error {
  constructor(numero: number) {
    super(`wrong claim code for ${String(numero)}`)
    this.name = 'WrongClaimCodeError'
  }
}

/** The cone of this number was handed over already (another phone, a moment ago). */
export class AlreadyDeliveredError extends Error {
  constructor(numero: number) {
    super(`cone ${String(numero)} was already handed over`)
    this.name = 'AlreadyDeliveredError'
  }
}

/** A claim code as typed: spaces dropped, in capitals. */
export const normalizeClaimCode = (typed: string) => typed.replace(/\s+/g, '').toUpperCase()

/**
 * Records that the cone of this number was handed over, now, to whoever said its claim code, in
 * one transaction: it happens at once or not at all, never later from a write left waiting without
 * a connection (TimeoutError after `timeoutMs`). A wrong code rejects with WrongClaimCodeError, a
 * cone already handed over with AlreadyDeliveredError; the rules refuse both too, also when two
 * phones press at once.
 */
export async function markDelivered(
  numero: number,
  typedCode: string,
  timeoutMs?: number,
): Promise<void> {
  const typed = normalizeClaimCode(typedCode)
  await runOnlineTransaction(async (transaction, { doc, serverTimestamp }, db) => {
    const entryRef = doc(db, FREE_CONE_COLLECTION, String(numero))
    const codeRef = doc(db, CLAIM_CODES_COLLECTION, String(numero))
    const [entry, code] = await Promise.all([transaction.get(entryRef), transaction.get(codeRef)])
    const codigo: unknown = code.get('codigo')
    if (typeof codigo !== 'string' || typed !== codigo) throw new WrongClaimCodeError(numero)
    if (entry.get('entregadoEn') != null) throw new AlreadyDeliveredError(numero)
    transaction.update(entryRef, { entregadoEn: serverTimestamp() })
    transaction.update(codeRef, { entregadoCon: typed, entregadoEn: serverTimestamp() })
  }, timeoutMs)
}
