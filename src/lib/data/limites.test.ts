import type { DocumentReference, Transaction } from 'firebase/firestore/lite'
import { fixedClock } from './server-clock'
import { LIMIT_EXPIRY_DAYS, limitExpiryMillis, secondsLeft, stampExpiry } from './limites'

vi.mock('firebase/firestore/lite', () =>
  import('@/testing/firestore-fixtures').then((m) => m.liteTransactions()),
)

describe('secondsLeft', () => {
  it('counts the rest of the window up to the next whole second', () => {
    expect(secondsLeft('opinion', 1_000_000, 1_000_000)).toBe(30)
    expect(secondsLeft('opinion', 1_000_000, 1_000_000 + 29_001)).toBe(1)
    expect(secondsLeft('subida', 1_000_000, 1_000_000 + 1_500)).toBe(59)
  })

  it('is 0 once the window has passed', () => {
    expect(secondsLeft('opinion', 1_000_000, 1_000_000 + 30_000)).toBe(0)
    expect(secondsLeft('subida', 0, 10 ** 9)).toBe(0)
  })

  it('never asks for more than the window, however far behind the clock is', () => {
    expect(secondsLeft('subida', 1_000_000 + 86_400_000, 1_000_000)).toBe(60)
    expect(secondsLeft('archivos', 1_000_000 + 3_600_000, 1_000_000)).toBe(30)
  })
})

describe('stampExpiry', () => {
  const NOW = Date.UTC(2026, 10, 27, 14, 30)
  const record = { path: 'limites/visitante' } as unknown as DocumentReference

  /** A transaction whose read of the record finds `data` (undefined: no record yet). */
  const reading = (data?: Record<string, unknown>) =>
    ({
      get: vi.fn(async () => ({ get: (field: string) => data?.[field] })),
    }) as unknown as Transaction

  it('lets a record with no entry waiting expire a week after the server’s now', async () => {
    expect(LIMIT_EXPIRY_DAYS).toBe(7)
    expect(limitExpiryMillis(NOW)).toBe(Date.UTC(2026, 11, 4, 14, 30))
    for (const data of [undefined, {}, { pendientes: [] }, { opinion: 'antes' }]) {
      await expect(stampExpiry(reading(data), record, fixedClock(NOW))).resolves.toEqual({
        expira: { millis: limitExpiryMillis(NOW) },
      })
    }
  })

  it('removes the expiry while entries wait for review, read in the same transaction', async () => {
    const transaction = reading({ pendientes: [4] })
    await expect(stampExpiry(transaction, record, fixedClock(NOW))).resolves.toEqual({
      expira: 'DELETED',
    })
    expect(vi.mocked(transaction.get)).toHaveBeenCalledWith(record)
  })
})
