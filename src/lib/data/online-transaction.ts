import type * as FirestoreSdk from 'firebase/firestore'
import { getFirestoreLive } from '@/lib/firebase'
import { SAVE_TIMEOUT_MS, withDeadline, type Deadline } from '@/lib/network/connection'

/** Reads through the transaction, decides, and queues its writes on it. */
export type TransactionUpdate<T> = (
  transaction: FirestoreSdk.Transaction,
  sdk: typeof FirestoreSdk,
  db: FirestoreSdk.Firestore,
) => Promise<T>

/**
 * A transaction that writes nothing once `deadline` has passed: an attempt the SDK retries after
 * that (it does, when the connection comes back) stops before its writes.
 */
export async function runTransactionBefore<T>(
  deadline: Deadline,
  update: TransactionUpdate<T>,
): Promise<T> {
  const [sdk, db] = await Promise.all([import('firebase/firestore'), getFirestoreLive()])
  deadline.check()
  return sdk.runTransaction(db, async (transaction) => {
    deadline.check()
    const result = await update(transaction, sdk, db)
    // The writes leave only once this returns: not after the staff were told it failed.
    deadline.check()
    return result
  })
}

/**
 * A staff save that happens now or not at all: a transaction, which the SDK never queues (a plain
 * write made without a connection waits in the page and would land later, unannounced). It gives
 * up with TimeoutError after `timeoutMs`, and writes nothing after that.
 */
export function runOnlineTransaction<T>(
  update: TransactionUpdate<T>,
  timeoutMs: number = SAVE_TIMEOUT_MS,
): Promise<T> {
  return withDeadline(timeoutMs, (deadline) => runTransactionBefore(deadline, update))
}

/** Queues a transaction's writes, without reading anything first. */
export type TransactionWrites = (
  transaction: FirestoreSdk.Transaction,
  sdk: typeof FirestoreSdk,
  db: FirestoreSdk.Firestore,
) => void

/** Writes that need no read first, queued on a transaction that stops once `deadline` passed. */
export function writeBefore(deadline: Deadline, writes: TransactionWrites): Promise<void> {
  return runTransactionBefore(deadline, (transaction, sdk, db) => {
    writes(transaction, sdk, db)
    return Promise.resolve()
  })
}

/** Staff writes that need no read first, made now or not at all (see runOnlineTransaction). */
export function writeOnline(
  writes: TransactionWrites,
  timeoutMs: number = SAVE_TIMEOUT_MS,
): Promise<void> {
  return withDeadline(timeoutMs, (deadline) => writeBefore(deadline, writes))
}
