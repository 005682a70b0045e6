// A visitor's new stamp card, kept free of app configuration so that it runs unchanged in the
// browser and in the emulator tests: it receives the Firestore instance instead of creating one.
import type { Firestore } from 'firebase/firestore/lite'
import { newClaimCode } from '../data/claim-code'
import { errorCode } from '../data/contention'
import type { CountedOptions } from '../data/crowd-limit'
import { CARD_CODES_COLLECTION, STAMP_CARDS_COLLECTION } from './card'

export interface CreateCardOptions extends CountedOptions {
  /** Where each try's code comes from (a new random one by default). */
  newCode?: () => string
  /** How many codes to try when the one drawn is taken. */
  codeTries?: number
}

/**
 * Makes the visitor `uid`'s card `sellos/{uid}` (no stamps, round 1) with its code
 * `sellos-codigos/{codigo}` in one transaction that also moves a part of this hour's window of
 * new cards across all visitors (`ventanas/tarjetas-…`, named in the card's `cupo`;
 * CrowdLimitError when the hour is full). A code already taken is refused by the rules (the
 * visitor cannot read codes to check first): another one is drawn. Resolves with the card's
 * code, also when another tab of the same visitor made the card meanwhile.
 */
export async function createStampCard(
  db: Firestore,
  uid: string,
  { newCode = () => newClaimCode(), codeTries = 3, ...options }: CreateCardOptions = {},
): Promise<string> {
  const [{ doc, getDoc, serverTimestamp }, { CrowdLimitError, writeCounted }] = await Promise.all([
    import('firebase/firestore/lite'),
    import('../data/crowd-limit'),
  ])
  const card = doc(db, STAMP_CARDS_COLLECTION, uid)
  let refusal: unknown
  for (let tries = 0; tries < codeTries; tries += 1) {
    const codigo = newCode()
    try {
      await writeCounted(
        db,
        'tarjetas',
        (transaction, cupo) => {
          transaction.set(card, {
            codigo,
            sellos: 0,
            ronda: 1,
            historial: {},
            creada: serverTimestamp(),
            cupo,
          })
          transaction.set(doc(db, CARD_CODES_COLLECTION, codigo), { tarjeta: uid })
        },
        options,
      )
      return codigo
    } catch (error) {
      if (error instanceof CrowdLimitError || errorCode(error) !== 'permission-denied') throw error
      const made = await getDoc(card)
      const madeCode: unknown = made.get('codigo')
      if (typeof madeCode === 'string') return madeCode
      refusal = error
    }
  }
  throw refusal
}
