import { STAMP_GAP_MS, type CardEvent, type StampCard } from './card'

// What a card allows next, and what it looks like after it: the same decisions the security
// rules make, so the counter's screen can say why before asking, and the tests can hold them.

/** Why a card cannot take a stamp now. */
export type StampRefusal =
  | { reason: 'retired'; movidaA: string | null }
  | { reason: 'full' }
  | { reason: 'too-soon'; minutesLeft: number }

/** Why a card's reward cannot be given now. */
export type RewardRefusal =
  { reason: 'retired'; movidaA: string | null } | { reason: 'not-full'; missing: number }

/** Why one card's stamps cannot move to another. */
export type MoveRefusal =
  | { reason: 'same' }
  | { reason: 'retired'; codigo: string; movidaA: string | null }
  | { reason: 'too-many'; total: number }

export const isFull = (card: StampCard, meta: number) => card.sellos >= meta

/** Rewards given so far: one a round before this one. */
export const rewardsTaken = (card: StampCard) => card.ronda - 1

/** Whole minutes left at `now` before the card may take another stamp (0: it may). */
export function minutesUntilNextStamp(card: StampCard, now: number): number {
  if (card.ultimoSello === null) return 0
  const left = card.ultimoSello + STAMP_GAP_MS - now
  return left > 0 ? Math.ceil(left / 60_000) : 0
}

export function stampRefusal(card: StampCard, meta: number, now: number): StampRefusal | null {
  if (card.retirada !== null) return { reason: 'retired', movidaA: card.movidaA }
  if (isFull(card, meta)) return { reason: 'full' }
  const minutesLeft = minutesUntilNextStamp(card, now)
  return minutesLeft > 0 ? { reason: 'too-soon', minutesLeft } : null
}

export function rewardRefusal(card: StampCard, meta: number): RewardRefusal | null {
  if (card.retirada !== null) return { reason: 'retired', movidaA: card.movidaA }
  return isFull(card, meta) ? null : { reason: 'not-full', missing: meta - card.sellos }
}

export function moveRefusal(from: StampCard, to: StampCard, meta: number): MoveRefusal | null {
  if (from.id === to.id) return { reason: 'same' }
  for (const card of [from, to])
    if (card.retirada !== null)
      return { reason: 'retired', codigo: card.codigo, movidaA: card.movidaA }
  const total = from.sellos + to.sellos
  return total > meta ? { reason: 'too-many', total } : null
}

const withEvent = (card: StampCard, event: CardEvent) => ({
  historial: [...card.historial, event],
  historialSize: card.historialSize + 1,
})

/** The card after one stamp at `now`. */
export const stamped = (card: StampCard, now: number): StampCard => ({
  ...card,
  sellos: card.sellos + 1,
  ultimoSello: now,
  ...withEvent(card, { tipo: 'sello', fecha: now }),
})

/** The card after its reward at `now`: no stamps, the next round. */
export const rewarded = (card: StampCard, now: number): StampCard => ({
  ...card,
  sellos: 0,
  ronda: card.ronda + 1,
  ...withEvent(card, { tipo: 'premio', fecha: now }),
})

/** Both cards after `from`'s stamps moved to `to` at `now`: `from` stops working. */
export const moved = (
  from: StampCard,
  to: StampCard,
  now: number,
): { from: StampCard; to: StampCard } => ({
  from: { ...from, retirada: now, movidaA: to.codigo },
  to: {
    ...to,
    sellos: to.sellos + from.sellos,
    ...withEvent(to, { tipo: 'traslado', fecha: now, de: from.codigo, sellos: from.sellos }),
  },
})

/** The history's next key: the number of entries so far (the rules want exactly this one). */
export const nextHistoryKey = (card: StampCard) => String(card.historialSize)
