// @vitest-environment node
import { isCardCode, normalizeCardCode, readStampCard, type StampCard } from './card'
import {
  minutesUntilNextStamp,
  moved,
  moveRefusal,
  nextHistoryKey,
  rewarded,
  rewardRefusal,
  rewardsTaken,
  stamped,
  stampRefusal,
} from './card-state'

const T0 = Date.UTC(2025, 10, 28, 20, 0)
const MINUTE = 60_000
const at = (millis: number) => ({ toMillis: () => millis })

const card = (changes: Partial<StampCard> = {}): StampCard => ({
  ...readStampCard('uid-visitante', { codigo: 'K7PM', sellos: 0, ronda: 1, historial: {} }),
  ...changes,
})

/** A card stamped `count` times, 10 minutes apart, from T0. */
function stampedTimes(count: number, from: StampCard = card()): StampCard {
  let result = from
  for (let i = 0; i < count; i += 1) result = stamped(result, T0 + i * 10 * MINUTE)
  return result
}

describe('a stored card, read', () => {
  it('takes its fields, its history in order and the times as ms', () => {
    const read = readStampCard('u1', {
      codigo: 'K7PM',
      sellos: 2,
      ronda: 3,
      ultimoSello: at(T0),
      historial: {
        '1': { tipo: 'premio', fecha: at(T0 - MINUTE) },
        '0': { tipo: 'sello', fecha: at(T0 - 2 * MINUTE) },
        '2': { tipo: 'traslado', fecha: at(T0), de: 'ABCD', sellos: 4 },
      },
    })
    expect(read).toMatchObject({ id: 'u1', codigo: 'K7PM', sellos: 2, ronda: 3, ultimoSello: T0 })
    expect(read.historial.map((event) => event.tipo)).toEqual(['sello', 'premio', 'traslado'])
    expect(read.historial[2]).toEqual({ tipo: 'traslado', fecha: T0, de: 'ABCD', sellos: 4 })
    expect(read.retirada).toBeNull()
    expect(nextHistoryKey(read)).toBe('3')
  })

  it('reads a damaged one as an empty card, still counting the history it holds', () => {
    const read = readStampCard('u1', { sellos: -1, ronda: 'x', historial: { '0': 'roto' } })
    expect(read).toMatchObject({ codigo: '', sellos: 0, ronda: 1, historial: [] })
    expect(nextHistoryKey(read)).toBe('1')
  })
})

describe('stamps', () => {
  it('adds one stamp, its time and its entry', () => {
    const once = stamped(card(), T0)
    expect(once).toMatchObject({ sellos: 1, ultimoSello: T0 })
    expect(once.historial).toEqual([{ tipo: 'sello', fecha: T0 }])
    expect(nextHistoryKey(once)).toBe('1')
  })

  it('takes no second stamp within 10 minutes, and says how long to wait', () => {
    const once = stamped(card(), T0)
    expect(stampRefusal(once, 8, T0 + 30_000)).toEqual({ reason: 'too-soon', minutesLeft: 10 })
    expect(stampRefusal(once, 8, T0 + 9 * MINUTE + 1)).toEqual({
      reason: 'too-soon',
      minutesLeft: 1,
    })
    expect(minutesUntilNextStamp(once, T0 + 10 * MINUTE)).toBe(0)
    expect(stampRefusal(once, 8, T0 + 10 * MINUTE)).toBeNull()
  })

  it('takes the first stamp at once', () => {
    expect(stampRefusal(card(), 8, T0)).toBeNull()
  })

  it('stops at a full card, whatever the time', () => {
    const full = stampedTimes(8)
    expect(full.sellos).toBe(8)
    expect(stampRefusal(full, 8, T0 + 24 * 60 * MINUTE)).toEqual({ reason: 'full' })
    // The shop lowered its number: a card past it is full too.
    expect(stampRefusal(stampedTimes(7), 6, T0 + 24 * 60 * MINUTE)).toEqual({ reason: 'full' })
  })
})

describe('rounds', () => {
  it('gives the reward only on a full card', () => {
    expect(rewardRefusal(stampedTimes(5), 8)).toEqual({ reason: 'not-full', missing: 3 })
    expect(rewardRefusal(stampedTimes(8), 8)).toBeNull()
  })

  it('starts a new round after the reward, and never gives it twice', () => {
    const after = rewarded(stampedTimes(8), T0 + 2 * 60 * MINUTE)
    expect(after).toMatchObject({ sellos: 0, ronda: 2 })
    expect(rewardsTaken(after)).toBe(1)
    expect(after.historial.at(-1)).toEqual({ tipo: 'premio', fecha: T0 + 2 * 60 * MINUTE })
    expect(rewardRefusal(after, 8)).toEqual({ reason: 'not-full', missing: 8 })
    // The new round takes stamps again (the last one is over 10 minutes old).
    expect(stampRefusal(after, 8, T0 + 2 * 60 * MINUTE)).toBeNull()
  })
})

describe('moving a card', () => {
  const old = stampedTimes(3)
  const fresh = card({ id: 'uid-nuevo', codigo: 'WXYZ' })

  it('copies the stamps to the new card and retires the old one', () => {
    const result = moved(old, fresh, T0 + 60 * MINUTE)
    expect(result.to.sellos).toBe(3)
    expect(result.to.historial.at(-1)).toEqual({
      tipo: 'traslado',
      fecha: T0 + 60 * MINUTE,
      de: 'K7PM',
      sellos: 3,
    })
    expect(result.from).toMatchObject({ retirada: T0 + 60 * MINUTE, movidaA: 'WXYZ', sellos: 3 })
  })

  it('leaves the old card unable to take stamps, rewards or another move', () => {
    const { from, to } = moved(old, fresh, T0 + 60 * MINUTE)
    expect(stampRefusal(from, 8, T0 + 120 * MINUTE)).toEqual({ reason: 'retired', movidaA: 'WXYZ' })
    expect(rewardRefusal(stampedTimes(8, from), 8)).toEqual({ reason: 'retired', movidaA: 'WXYZ' })
    const another = card({ id: 'uid-tercero', codigo: 'HJKL' })
    expect(moveRefusal(from, another, 8)).toEqual({
      reason: 'retired',
      codigo: 'K7PM',
      movidaA: 'WXYZ',
    })
    expect(moveRefusal(another, from, 8)).toMatchObject({ reason: 'retired', codigo: 'K7PM' })
    expect(stampRefusal(to, 8, T0 + 120 * MINUTE)).toBeNull()
  })

  it('refuses a card moved to itself, and two cards that together pass a full one', () => {
    expect(moveRefusal(old, old, 8)).toEqual({ reason: 'same' })
    expect(moveRefusal(stampedTimes(6), stampedTimes(3, fresh), 8)).toEqual({
      reason: 'too-many',
      total: 9,
    })
    expect(moveRefusal(stampedTimes(5), stampedTimes(3, fresh), 8)).toBeNull()
  })
})

describe('codes as typed', () => {
  it('drops spaces and dashes and reads capitals', () => {
    expect(normalizeCardCode(' k7-pm ')).toBe('K7PM')
  })

  it('takes only four characters of the claim codes’ alphabet', () => {
    expect(isCardCode('K7PM')).toBe(true)
    for (const wrong of ['K7P', 'K7PMX', 'K0PM', 'KOPM', 'K1PM', 'KIPM', 'k7pm']) {
      expect(isCardCode(wrong), wrong).toBe(false)
    }
  })
})
