import type * as FirestoreSdk from 'firebase/firestore'
import type { DocumentReference, Firestore, Transaction } from 'firebase/firestore'
import { runOnlineTransaction } from '@/lib/data/online-transaction'
import { serverClock } from '@/lib/data/server-clock'
import {
  CARD_CODES_COLLECTION,
  readStampCard,
  STAMP_CARDS_COLLECTION,
  type StampCard,
} from '@/lib/stamp-card/card'
import {
  moveRefusal,
  nextHistoryKey,
  rewardRefusal,
  stampRefusal,
  type MoveRefusal,
  type RewardRefusal,
  type StampRefusal,
} from '@/lib/stamp-card/card-state'

// The counter's work on a card, each a transaction that reads the card first and writes now or
// not at all: the same decisions as the rules, so the staff read why before the rules refuse.

/** No card has this code. */
export class UnknownCardError extends Error {
  constructor(readonly codigo: string) {
    super(`no stamp card has the code ${codigo}`)
    this.name = 'UnknownCardError'
  }
}

/** The card takes no stamp now (why in `refusal`). */
export class StampRefusedError extends Error {
  constructor(readonly refusal: StampRefusal) {
    super(`the stamp card refused a stamp: ${refusal.reason}`)
    this.name = 'StampRefusedError'
  }
}

/** The card's reward cannot be given now (why in `refusal`). */
export class RewardRefusedError extends Error {
  constructor(readonly refusal: RewardRefusal) {
    super(`the stamp card refused a reward: ${refusal.reason}`)
    this.name = 'RewardRefusedError'
  }
}

/** The stamps cannot move between these cards (why in `refusal`). */
export class MoveRefusedError extends Error {
  constructor(readonly refusal: MoveRefusal) {
    super(`the stamp cards refused a move: ${refusal.reason}`)
    this.name = 'MoveRefusedError'
  }
}

type Sdk = typeof FirestoreSdk

async function cardByCode(
  transaction: Transaction,
  { doc }: Sdk,
  db: Firestore,
  codigo: string,
): Promise<{ ref: DocumentReference; card: StampCard }> {
  const code = await transaction.get(doc(db, CARD_CODES_COLLECTION, codigo))
  const uid: unknown = code.get('tarjeta')
  if (typeof uid !== 'string') throw new UnknownCardError(codigo)
  const ref = doc(db, STAMP_CARDS_COLLECTION, uid)
  const stored = await transaction.get(ref)
  const data = stored.data()
  if (!data) throw new UnknownCardError(codigo)
  return { ref, card: readStampCard(uid, data) }
}

/** The card of `codigo` as stored now. */
export const findCard = (codigo: string): Promise<StampCard> =>
  runOnlineTransaction(
    async (transaction, sdk, db) => (await cardByCode(transaction, sdk, db, codigo)).card,
  )

/** One stamp on the card of `codigo`, refused within 10 minutes of the last (server's clock). */
export async function stampCard(codigo: string, meta: number): Promise<void> {
  const clock = await serverClock()
  await runOnlineTransaction(async (transaction, sdk, db) => {
    const { ref, card } = await cardByCode(transaction, sdk, db, codigo)
    const refusal = stampRefusal(card, meta, clock.now())
    if (refusal) throw new StampRefusedError(refusal)
    transaction.update(ref, {
      sellos: card.sellos + 1,
      ultimoSello: sdk.serverTimestamp(),
      [`historial.${nextHistoryKey(card)}`]: { tipo: 'sello', fecha: sdk.serverTimestamp() },
    })
  })
}

/** The reward of the full card of `codigo`: its stamps back to none, the next round. */
export async function giveReward(codigo: string, meta: number): Promise<void> {
  await runOnlineTransaction(async (transaction, sdk, db) => {
    const { ref, card } = await cardByCode(transaction, sdk, db, codigo)
    const refusal = rewardRefusal(card, meta)
    if (refusal) throw new RewardRefusedError(refusal)
    transaction.update(ref, {
      sellos: 0,
      ronda: card.ronda + 1,
      [`historial.${nextHistoryKey(card)}`]: { tipo: 'premio', fecha: sdk.serverTimestamp() },
    })
  })
}

/** Both cards, to confirm a move before it is made. */
export const findCards = (from: string, to: string): Promise<[StampCard, StampCard]> =>
  runOnlineTransaction(async (transaction, sdk, db) => [
    (await cardByCode(transaction, sdk, db, from)).card,
    (await cardByCode(transaction, sdk, db, to)).card,
  ])

/** Moves the stamps of the card `from` to the card `to`: `from` stops working. */
export async function moveCard(from: string, to: string, meta: number): Promise<void> {
  await runOnlineTransaction(async (transaction, sdk, db) => {
    const old = await cardByCode(transaction, sdk, db, from)
    const fresh = await cardByCode(transaction, sdk, db, to)
    const refusal = moveRefusal(old.card, fresh.card, meta)
    if (refusal) throw new MoveRefusedError(refusal)
    transaction.update(fresh.ref, {
      sellos: fresh.card.sellos + old.card.sellos,
      [`historial.${nextHistoryKey(fresh.card)}`]: {
        tipo: 'traslado',
        fecha: sdk.serverTimestamp(),
        de: old.card.codigo,
        sellos: old.card.sellos,
      },
    })
    transaction.update(old.ref, { retirada: sdk.serverTimestamp(), movidaA: fresh.card.codigo })
  })
}
