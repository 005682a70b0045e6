import type { Firestore } from 'firebase/firestore/lite'
import { getDoc, runTransaction } from 'firebase/firestore/lite'
import { MAX_NOMBRE, pauseBeforeAttempt, reserveFreeConeNumber, storedNombre } from './numbering'
import { crowdExpiryMillis, hourOf } from '../data/crowd-limit'
import { fixedClock } from '../data/server-clock'

// The protocol itself runs against the emulator and the real rules in
// tests/rules/cono-gratis-concurrency.test.ts; here only the retry decisions, with a fake SDK.
vi.mock('firebase/firestore/lite', () =>
  import('@/testing/firestore-fixtures').then((m) => m.liteTransactions()),
)
const transact = vi.mocked(runTransaction)
const readDoc = vi.mocked(getDoc)

const db = {} as Firestore
const image = {
  ruta: 'cono-gratis/visitante/a.png-1700000000000',
  rutaMiniatura: 'cono-gratis/visitante/a.png-1700000000000-480',
  nombre: 'a.png',
}
const denied = Object.assign(new Error('denied'), { code: 'permission-denied' })
const aborted = Object.assign(new Error('aborted'), { code: 'aborted' })
const noPause = () => 0
/** The server's time, mid-hour: no turn of the hour in the way. */
const NOW = Date.UTC(2026, 10, 27, 14, 30)
const clock = fixedClock(NOW)

/** A fake transaction that reads the counter at `ultimo` and then fails with `error` or succeeds. */
function attempt(ultimo: number, error?: Error) {
  transact.mockImplementationOnce(async (_db, update) => {
    const writes: unknown[] = []
    const transaction = {
      get: async () => ({ data: () => ({ ultimo }) }),
      set: (...args: unknown[]) => writes.push(args),
    }
    const result = await update(transaction as never)
    if (error) throw error
    return result
  })
}
const counterNowAt = (ultimo: number) =>
  readDoc.mockResolvedValueOnce({ data: () => ({ ultimo }) } as never)

beforeEach(() => {
  transact.mockReset()
  readDoc.mockReset()
})

describe('reserveFreeConeNumber', () => {
  it('retries a refusal when the counter moved meanwhile: it lost a race', async () => {
    attempt(4, denied)
    counterNowAt(5)
    attempt(5)
    await expect(
      reserveFreeConeNumber(db, 'visitante', image, { clock, pause: noPause }),
    ).resolves.toBe(6)
    expect(transact).toHaveBeenCalledTimes(2)
    expect(transact.mock.calls[0]?.[2]).toEqual({ maxAttempts: 1 })
  })

  it('retries contention errors without reading the counter again', async () => {
    attempt(1, aborted)
    attempt(2)
    await expect(
      reserveFreeConeNumber(db, 'visitante', image, { clock, pause: noPause }),
    ).resolves.toBe(3)
    expect(readDoc).not.toHaveBeenCalled()
  })

  it('gives up at once on a refusal with the counter unchanged: the entry itself is wrong', async () => {
    attempt(4, denied)
    counterNowAt(4)
    await expect(
      reserveFreeConeNumber(db, 'visitante', image, { clock, pause: noPause }),
    ).rejects.toBe(denied)
    expect(transact).toHaveBeenCalledTimes(1)
  })

  it('gives up after the last attempt', async () => {
    for (let n = 0; n < 3; n += 1) attempt(n, aborted)
    await expect(
      reserveFreeConeNumber(db, 'visitante', image, { clock, pause: noPause, maxAttempts: 3 }),
    ).rejects.toBe(aborted)
    expect(transact).toHaveBeenCalledTimes(3)
  })
})

describe('what one upload writes', () => {
  it('a pending entry, a part of the server’s hour moved, and a stamp that admits exactly that number, names the part and keeps the record from expiring', async () => {
    const writes: [string, unknown][] = []
    transact.mockImplementationOnce(async (_db, update) =>
      update({
        get: async () => ({ data: () => ({ ultimo: 8 }) }),
        set: (ref: { path: string }, data: unknown) => writes.push([ref.path, data]),
      } as never),
    )
    await expect(
      reserveFreeConeNumber(db, 'visitante', image, { codigo: 'K7PM', clock }),
    ).resolves.toBe(9)
    expect(writes).toEqual([
      ['contadores/cono-gratis', { ultimo: 9 }],
      [
        'cono-gratis/9',
        {
          ...image,
          numero: 9,
          estado: 'pendiente',
          fecha: 'SERVER_TIME',
        },
      ],
      ['cono-gratis-codigos/9', { codigo: 'K7PM', uid: 'visitante' }],
      [
        expect.stringMatching(new RegExp(`^ventanas/entradas-${String(hourOf(NOW))}-[0-9]$`)),
        { n: 1, fecha: 'SERVER_TIME', expira: { millis: crowdExpiryMillis(hourOf(NOW)) } },
      ],
      [
        'limites/visitante',
        {
          subida: 'SERVER_TIME',
          subidaNumero: 9,
          pendientes: ['ADDED', 9],
          cupo: expect.stringMatching(/^entradas-[0-9]+-[0-9]$/),
          expira: 'DELETED',
        },
      ],
    ])
    // The stamp names the very part that moved.
    expect(`ventanas/${String((writes[4]?.[1] as { cupo: string }).cupo)}`).toBe(writes[3]?.[0])
  })
})

describe('helpers', () => {
  it('waits a random pause that doubles up to 3 s', () => {
    expect(pauseBeforeAttempt(2, 1)).toBe(100)
    expect(pauseBeforeAttempt(3, 1)).toBe(200)
    expect(pauseBeforeAttempt(5, 0.5)).toBe(400)
    expect(pauseBeforeAttempt(20, 1)).toBe(3000)
    expect(pauseBeforeAttempt(4, 0)).toBe(0)
  })

  it('keeps nombre within what the rules accept', () => {
    expect(storedNombre('  historia.png ')).toBe('historia.png')
    expect(storedNombre('   ')).toBe('imagen')
    const stored = storedNombre(`${'🍦'.repeat(MAX_NOMBRE)}.png`)
    expect(stored.length).toBeLessThanOrEqual(MAX_NOMBRE)
    expect(stored).toBe('🍦'.repeat(MAX_NOMBRE / 2))
  })
})
