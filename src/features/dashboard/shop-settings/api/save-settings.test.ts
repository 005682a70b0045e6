import { runTransaction } from 'firebase/firestore'
import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { TimeoutError } from '@/lib/network/connection'
import type { ShopSettings } from '@/lib/shop/settings'
import { saveClosedToday, saveSettingsChanges, SettingsConflictError } from './save-settings'

/** What the server holds, and what the transaction wrote. */
let stored: Record<string, unknown> | undefined
const writes: { kind: 'set' | 'update'; data: Record<string, unknown> }[] = []

vi.mock('@/lib/firebase', () => ({ getFirestoreLive: vi.fn(() => Promise.resolve({})) }))
vi.mock('@/lib/data/device-store', () => ({ deviceStore: () => null }))
vi.mock('firebase/firestore', () => ({
  doc: vi.fn((_db: unknown, path: string) => path),
  runTransaction: vi.fn(
    async (_db: unknown, update: (transaction: unknown) => Promise<unknown>) => {
      const pending: typeof writes = []
      const result = await update({
        get: () => Promise.resolve({ data: () => stored && structuredClone(stored) }),
        set: (_ref: unknown, data: Record<string, unknown>) => pending.push({ kind: 'set', data }),
        update: (_ref: unknown, data: Record<string, unknown>) =>
          pending.push({ kind: 'update', data }),
      })
      writes.push(...pending)
      return result
    },
  ),
}))

const settings = (changes: Partial<ShopSettings> = {}): ShopSettings => ({
  ...structuredClone(DEFAULT_SETTINGS),
  ...changes,
})

beforeEach(() => {
  stored = { ...structuredClone(DEFAULT_SETTINGS), version: 4 }
  writes.length = 0
})

describe('saveSettingsChanges', () => {
  it('writes only the edited fields and the next version', async () => {
    const next = settings({
      telefono: '+57 311 555 0000',
      redes: { ...DEFAULT_SETTINGS.redes, tiktok: 'https://tiktok.com/@la3' },
    })
    await expect(saveSettingsChanges(settings(), next)).resolves.toEqual(next)
    expect(writes).toEqual([
      {
        kind: 'update',
        data: {
          telefono: '+57 311 555 0000',
          'redes.tiktok': 'https://tiktok.com/@la3',
          version: 5,
        },
      },
    ])
  })

  it('keeps what someone else saved in another field, and says so in its answer', async () => {
    stored = { ...stored, nombre: 'Helados La 3', version: 5 }
    const saved = await saveSettingsChanges(settings(), settings({ cerradoHoy: '2026-11-24' }))
    expect(writes).toEqual([{ kind: 'update', data: { cerradoHoy: '2026-11-24', version: 6 } }])
    expect(saved).toEqual(settings({ nombre: 'Helados La 3', cerradoHoy: '2026-11-24' }))
  })

  it('refuses to write over someone else’s newer change of the same field', async () => {
    stored = { ...stored, telefono: '+57 322 000 1111', version: 5 }
    const saving = saveSettingsChanges(settings(), settings({ telefono: '+57 311 555 0000' }))
    await expect(saving).rejects.toBeInstanceOf(SettingsConflictError)
    await saving.catch((error: unknown) => {
      expect(error).toMatchObject({ paths: ['telefono'] })
      expect((error as SettingsConflictError).stored.telefono).toBe('+57 322 000 1111')
    })
    expect(writes).toEqual([])
  })

  it('starts the version at 1 over the seed’s document, which has none', async () => {
    stored = structuredClone(DEFAULT_SETTINGS) as unknown as Record<string, unknown>
    await saveSettingsChanges(settings(), settings({ nombre: 'Helados La 3' }))
    expect(writes).toEqual([{ kind: 'update', data: { nombre: 'Helados La 3', version: 1 } }])
  })

  it('creates the whole document at version 1 when there is none', async () => {
    stored = undefined
    const next = settings({ nombre: 'Helados La 3' })
    await saveSettingsChanges(settings(), next)
    expect(writes).toEqual([{ kind: 'set', data: { ...next, version: 1 } }])
  })

  it('gives up after the time without a connection, and writes nothing afterwards', async () => {
    vi.useFakeTimers()
    try {
      let answer: () => void = () => undefined
      vi.mocked(runTransaction).mockImplementationOnce(
        async (_db, update) =>
          new Promise((resolve, reject) => {
            answer = () => {
              // The SDK's next attempt, once the connection is back.
              update({} as never).then(resolve, reject)
            }
          }),
      )
      const saving = saveSettingsChanges(settings(), settings({ nombre: 'X' }), 15_000)
      const outcome = expect(saving).rejects.toBeInstanceOf(TimeoutError)
      await vi.advanceTimersByTimeAsync(15_000)
      await outcome
      answer()
      await vi.runAllTimersAsync()
      expect(writes).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('saveClosedToday', () => {
  it('writes only cerradoHoy over what is stored now, whatever else changed meanwhile', async () => {
    stored = { ...stored, telefono: '+57 322 000 1111', version: 5 }
    const saved = await saveClosedToday('2026-11-24')
    expect(writes).toEqual([{ kind: 'update', data: { cerradoHoy: '2026-11-24', version: 6 } }])
    expect(saved).toEqual(settings({ telefono: '+57 322 000 1111', cerradoHoy: '2026-11-24' }))
  })

  it('turns it off, and is the shop’s first save when nothing was saved yet', async () => {
    stored = undefined
    await saveClosedToday('')
    expect(writes).toEqual([{ kind: 'set', data: { ...settings({ cerradoHoy: '' }), version: 1 } }])
  })
})
