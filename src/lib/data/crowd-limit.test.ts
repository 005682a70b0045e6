import type { Firestore, Transaction } from 'firebase/firestore/lite'
import { getDoc, runTransaction } from 'firebase/firestore/lite'
import {
  CROWD_LIMIT,
  CROWD_PARTS,
  CrowdLimitError,
  crowdExpiryMillis,
  crowdPartId,
  crowdShare,
  findCrowdSlot,
  hasCrowdRoom,
  hourOf,
  moveCrowdSlot,
  pauseAfterRefusalNearTurn,
  shuffledParts,
  waitForHourTurn,
  writeCounted,
} from './crowd-limit'
import { fixedClock } from './server-clock'

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
const clock = fixedClock(NOW)
/** The turn of the hour after NOW. */
const TURN = Date.UTC(2026, 10, 27, 15, 0)

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
    expect(CROWD_LIMIT).toEqual({ entradas: 30, opiniones: 60, archivos: 90, tarjetas: 60 })
    expect([
      crowdShare('entradas'),
      crowdShare('opiniones'),
      crowdShare('archivos'),
      crowdShare('tarjetas'),
    ]).toEqual([3, 6, 9, 6])
  })

  it('names a part by kind, UTC hour since 1970 and part', () => {
    expect(hourOf(Date.UTC(1970, 0, 1, 2, 59))).toBe(2)
    expect(crowdPartId('opiniones', 494_000, 7)).toBe('opiniones-494000-7')
  })

  it('lets a part expire at the start of the hour 48 hours after its own', () => {
    expect(crowdExpiryMillis(HOUR)).toBe(Date.UTC(2026, 10, 29, 14, 0))
    expect(crowdExpiryMillis(2)).toBe(50 * 3_600_000)
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
    const slot = await findCrowdSlot(transaction, db, 'entradas', { clock })
    expect(slot).toMatchObject({ id: open, hour: HOUR, seen: 1 })
    await expect(moveCrowdSlot(transaction, slot, 'entradas')).resolves.toBe(open)
    expect(writes).toEqual([
      [
        `ventanas/${open}`,
        { n: 2, fecha: 'SERVER_TIME', expira: { millis: crowdExpiryMillis(HOUR) } },
      ],
    ])
  })

  it('marks the moment a part fills', async () => {
    const { transaction, writes } = fakeTransaction({ [crowdPartId('opiniones', HOUR, 0)]: 5 })
    const slot = await findCrowdSlot(transaction, db, 'opiniones', {
      clock,
      random: () => 0.999,
    })
    await moveCrowdSlot(transaction, slot, 'opiniones')
    expect(writes[0]?.[1]).toEqual({
      n: 6,
      fecha: 'SERVER_TIME',
      expira: { millis: crowdExpiryMillis(HOUR) },
      lleno: 'SERVER_TIME',
    })
  })

  it('throws CrowdLimitError once every part of the hour is full, having read each once', async () => {
    const { transaction, reads, writes } = fakeTransaction(allFull('archivos'))
    await expect(findCrowdSlot(transaction, db, 'archivos', { clock })).rejects.toBeInstanceOf(
      CrowdLimitError,
    )
    expect(new Set(reads).size).toBe(CROWD_PARTS)
    expect(writes).toEqual([])
  })

  it('counts a full window of the previous hour as nothing', async () => {
    const { transaction } = fakeTransaction(allFull('archivos'))
    const slot = await findCrowdSlot(transaction, db, 'archivos', {
      clock: fixedClock(NOW + 3_600_000),
    })
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
    await writeCounted(db, 'opiniones', writes, { clock, pause: () => 0 })
    expect(transact).toHaveBeenCalledTimes(2)
    expect(writes).toHaveBeenCalledTimes(2)
    expect(writes.mock.calls[1]?.[1]).toMatch(/^opiniones-[0-9]+-[0-9]$/)
  })

  it('does not try again when the rules refuse the write itself', async () => {
    attempt({}, denied)
    readDoc.mockResolvedValueOnce({ data: () => undefined } as never)
    await expect(writeCounted(db, 'opiniones', vi.fn(), { clock, pause: () => 0 })).rejects.toBe(
      denied,
    )
    expect(transact).toHaveBeenCalledTimes(1)
  })

  it('gives up with CrowdLimitError, writing nothing, once the hour is full', async () => {
    transact.mockImplementationOnce(async (_db, update) => {
      await update(fakeTransaction(allFull('opiniones')).transaction)
    })
    const writes = vi.fn()
    await expect(writeCounted(db, 'opiniones', writes, { clock })).rejects.toBeInstanceOf(
      CrowdLimitError,
    )
    expect(writes).not.toHaveBeenCalled()
    expect(transact).toHaveBeenCalledTimes(1)
  })
})

describe('hasCrowdRoom', () => {
  it('is true at the first part with room, false when all ten are full', async () => {
    readDoc.mockImplementation(
      async (ref) =>
        ({
          data: () => ({ n: (ref as unknown as { path: string }).path.endsWith('-3') ? 8 : 9 }),
        }) as never,
    )
    await expect(hasCrowdRoom(db, 'archivos', { clock })).resolves.toBe(true)
    readDoc.mockResolvedValue({ data: () => ({ n: 9 }) } as never)
    await expect(hasCrowdRoom(db, 'archivos', { clock })).resolves.toBe(false)
    expect(readDoc.mock.calls.length).toBeGreaterThanOrEqual(CROWD_PARTS)
    const asked = readDoc.mock.calls.map(([ref]) => (ref as unknown as { path: string }).path)
    expect(asked.every((path) => path.startsWith(`ventanas/archivos-${String(HOUR)}-`))).toBe(true)
  })
})

describe('the turn of the hour', () => {
  const at = (millis: number, error = 0) => ({ now: () => millis, error })

  it('waits before a write only when the hour turns before it is safely done', () => {
    expect(waitForHourTurn(at(NOW))).toBe(0)
    expect(waitForHourTurn(at(TURN - 3_000))).toBe(0)
    // 2 s for the write's reads and commit, 0.5 s more, and the clock's own error.
    expect(waitForHourTurn(at(TURN - 1_000))).toBe(1_500)
    expect(waitForHourTurn(at(TURN - 3_000, 800))).toBe(4_300)
    expect(waitForHourTurn(at(TURN + 200))).toBe(300)
    expect(waitForHourTurn(at(TURN + 200, 1_000))).toBe(1_300)
    expect(waitForHourTurn(at(TURN + 2_000, 1_000))).toBe(0)
  })

  it('tries a refusal near the turn once more, well past it; any other is final', () => {
    const denied = Object.assign(new Error('denied'), { code: 'permission-denied' })
    expect(pauseAfterRefusalNearTurn(denied, at(NOW))).toBeNull()
    expect(pauseAfterRefusalNearTurn(new Error('offline'), at(TURN - 1_000))).toBeNull()
    expect(pauseAfterRefusalNearTurn(denied, at(TURN - 2_000))).toBe(7_000)
    expect(pauseAfterRefusalNearTurn(denied, at(TURN + 1_000))).toBe(4_000)
    expect(pauseAfterRefusalNearTurn(denied, at(TURN + 1_000, 1_000))).toBe(5_000)
    expect(pauseAfterRefusalNearTurn(denied, at(TURN + 7_000))).toBeNull()
  })
})

describe('writeCounted at the turn of the hour', () => {
  const denied = Object.assign(new Error('denied'), { code: 'permission-denied' })
  /** The part each attempt took, by the fake transaction's writes. */
  const taken: string[] = []

  /** One attempt over empty parts that fails with `error`, if given. */
  function attempt(error?: Error) {
    transact.mockImplementationOnce(async (_db, update) => {
      const fake = fakeTransaction({})
      await update(fake.transaction)
      taken.push(fake.writes[0]?.[0] ?? '')
      if (error) throw error
    })
  }

  beforeEach(() => {
    taken.length = 0
    vi.useFakeTimers({ now: TURN - 500, toFake: ['Date', 'setTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits half a second before the turn until it is past, and names the new hour', async () => {
    attempt()
    let done = false
    const write = writeCounted(db, 'opiniones', vi.fn()).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(900)
    expect(transact).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(200)
    await write
    expect(done).toBe(true)
    expect(taken[0]).toMatch(new RegExp(`^ventanas/opiniones-${String(HOUR + 1)}-[0-9]$`))
  })

  it('tries a refusal just before the turn once more, in the new hour, and no more', async () => {
    vi.setSystemTime(TURN - 3_000)
    readDoc.mockResolvedValue({ data: () => undefined } as never)
    attempt(denied)
    attempt()
    const write = writeCounted(db, 'opiniones', vi.fn(), { pause: () => 0 })
    await vi.advanceTimersByTimeAsync(10_000)
    await write
    expect(taken.map((path) => path.split('-')[1])).toEqual([String(HOUR), String(HOUR + 1)])

    vi.setSystemTime(TURN + 3_600_000 - 3_000)
    attempt(denied)
    attempt(denied)
    const refused = writeCounted(db, 'opiniones', vi.fn(), { pause: () => 0 })
    const outcome = refused.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await outcome).toBe(denied)
    expect(transact).toHaveBeenCalledTimes(4)
  })
})
