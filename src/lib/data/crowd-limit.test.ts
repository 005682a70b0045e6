import type { Firestore, Transaction } from 'firebase/firestore/lite'
import { getDoc, runTransaction } from 'firebase/firestore/lite'
import {
  CROWD_LIMIT,
  CROWD_PARTS,
  CrowdLimitError,
  crowdPartId,
  crowdShare,
  findCrowdSlot,
  hasCrowdRoom,
  hourOf,
  moveCrowdSlot,
  shuffledParts,
  writeCounted,
} from './crowd-limit'

// The rules side runs against the emulator in tests/rules/crowd-limit.test.ts; here the choice of
// a part and the retry decisions, with a fake SDK.
vi.mock('firebase/firestore/lite', () =>
  import('@/testing/firestore-fixtures').then((m) => m.liteTransactions()),
)
const transact = vi.mocked(runTransaction)
const readDoc = vi.mocked(getDoc)

const db = {} as Firestore
const NOW = Date.UTC(2026, 10, 27, 14, 30)
const HOUR = hourOf(NOW)

/** A fake transaction over parts counted as in `counts` (by part id); records its writes. */
function fakeTransaction(counts: Record<string, number>) {
  const reads: string[] = []
  const writes: [string, unknown][] = []
  const transaction = {
    get: (ref: { path: string }) => {
      reads.push(ref.path)
      const n = counts[ref.path.replace('ventanas/', '')]
      return Promise.resolve({ data: () => (n === undefined ? undefined : { n }) })
    },
    set: (ref: { path: string }, data: unknown) => writes.push([ref.path, data]),
  }
  return { transaction: transaction as unknown as Transaction, reads, writes }
}

const allFull = (kind: 'entradas' | 'opiniones' | 'archivos') =>
  Object.fromEntries(
    Array.from({ length: CROWD_PARTS }, (_, part) => [
      crowdPartId(kind, HOUR, part),
      crowdShare(kind),
    ]),
  )

beforeEach(() => {
  transact.mockReset()
  readDoc.mockReset()
})

describe('the window across visitors', () => {
  it('splits each kind’s hourly limit in ten equal shares', () => {
    expect(CROWD_LIMIT).toEqual({ entradas: 30, opiniones: 60, archivos: 90 })
    expect([crowdShare('entradas'), crowdShare('opiniones'), crowdShare('archivos')]).toEqual([
      3, 6, 9,
    ])
  })

  it('names a part by kind, UTC hour since 1970 and part', () => {
    expect(hourOf(Date.UTC(1970, 0, 1, 2, 59))).toBe(2)
    expect(crowdPartId('opiniones', 494_000, 7)).toBe('opiniones-494000-7')
  })

  it('visits every part once, in an order the random source decides', () => {
    expect([...shuffledParts(() => 0)].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(shuffledParts(() => 0.999)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(shuffledParts(() => 0)).not.toEqual(shuffledParts(() => 0.999))
  })
})

describe('findCrowdSlot and moveCrowdSlot', () => {
  it('takes the first part with room, moving it by one', async () => {
    const full = allFull('entradas')
    const open = crowdPartId('entradas', HOUR, 4)
    const { transaction, writes } = fakeTransaction({ ...full, [open]: 1 })
    const slot = await findCrowdSlot(transaction, db, 'entradas', { now: NOW })
    expect(slot).toMatchObject({ id: open, seen: 1 })
    await expect(moveCrowdSlot(transaction, slot, 'entradas')).resolves.toBe(open)
    expect(writes).toEqual([[`ventanas/${open}`, { n: 2, fecha: 'SERVER_TIME' }]])
  })

  it('marks the moment a part fills', async () => {
    const { transaction, writes } = fakeTransaction({ [crowdPartId('opiniones', HOUR, 0)]: 5 })
    const slot = await findCrowdSlot(transaction, db, 'opiniones', {
      now: NOW,
      random: () => 0.999,
    })
    await moveCrowdSlot(transaction, slot, 'opiniones')
    expect(writes[0]?.[1]).toEqual({ n: 6, fecha: 'SERVER_TIME', lleno: 'SERVER_TIME' })
  })

  it('throws CrowdLimitError once every part of the hour is full, having read each once', async () => {
    const { transaction, reads, writes } = fakeTransaction(allFull('archivos'))
    await expect(findCrowdSlot(transaction, db, 'archivos', { now: NOW })).rejects.toBeInstanceOf(
      CrowdLimitError,
    )
    expect(new Set(reads).size).toBe(CROWD_PARTS)
    expect(writes).toEqual([])
  })

  it('counts a full window of the previous hour as nothing', async () => {
    const { transaction } = fakeTransaction(allFull('archivos'))
    const slot = await findCrowdSlot(transaction, db, 'archivos', { now: NOW + 3_600_000 })
    expect(slot).toMatchObject({ seen: 0 })
    expect(slot.id).toMatch(new RegExp(`^archivos-${String(HOUR + 1)}-[0-9]$`))
  })
})

describe('writeCounted', () => {
  const denied = Object.assign(new Error('denied'), { code: 'permission-denied' })

  /** One attempt over the parts in `counts`, failing with `error` after its writes, if given. */
  function attempt(counts: Record<string, number>, error?: Error) {
    transact.mockImplementationOnce(async (_db, update) => {
      await update(fakeTransaction(counts).transaction)
      if (error) throw error
    })
  }

  it('tries again when the part moved meanwhile (another visitor took its room)', async () => {
    attempt({}, denied)
    readDoc.mockResolvedValueOnce({ data: () => ({ n: 1 }) } as never)
    attempt({})
    const writes = vi.fn()
    await writeCounted(db, 'opiniones', writes, { pause: () => 0 })
    expect(transact).toHaveBeenCalledTimes(2)
    expect(writes).toHaveBeenCalledTimes(2)
    expect(writes.mock.calls[1]?.[1]).toMatch(/^opiniones-[0-9]+-[0-9]$/)
  })

  it('does not try again when the rules refuse the write itself', async () => {
    attempt({}, denied)
    readDoc.mockResolvedValueOnce({ data: () => undefined } as never)
    await expect(writeCounted(db, 'opiniones', vi.fn(), { pause: () => 0 })).rejects.toBe(denied)
    expect(transact).toHaveBeenCalledTimes(1)
  })

  it('gives up with CrowdLimitError, writing nothing, once the hour is full', async () => {
    transact.mockImplementationOnce(async (_db, update) => {
      await update(fakeTransaction(allFull('opiniones')).transaction)
    })
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    const writes = vi.fn()
    await expect(writeCounted(db, 'opiniones', writes)).rejects.toBeInstanceOf(CrowdLimitError)
    vi.useRealTimers()
    expect(writes).not.toHaveBeenCalled()
    expect(transact).toHaveBeenCalledTimes(1)
  })
})

describe('hasCrowdRoom', () => {
  it('is true at the first part with room, false when all ten are full', async () => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] })
    readDoc.mockImplementation(
      async (ref) =>
        ({
          data: () => ({ n: (ref as unknown as { path: string }).path.endsWith('-3') ? 8 : 9 }),
        }) as never,
    )
    await expect(hasCrowdRoom(db, 'archivos')).resolves.toBe(true)
    readDoc.mockResolvedValue({ data: () => ({ n: 9 }) } as never)
    await expect(hasCrowdRoom(db, 'archivos')).resolves.toBe(false)
    expect(readDoc.mock.calls.length).toBeGreaterThanOrEqual(CROWD_PARTS)
    vi.useRealTimers()
  })
})
