import type { DeviceStore } from '@/lib/data/device-store'
import { OWN_NUMBERS_KEY } from '../api/own-numbers-store'
import { keptNumbersWaiting } from './kept-numbers-waiting'

const storeWith = (value: string | null): DeviceStore => ({
  getItem: (key) => Promise.resolve(key === OWN_NUMBERS_KEY ? value : null),
  setItem: () => Promise.resolve(),
})

describe('numbers kept from an earlier visit', () => {
  it('wait when the phone keeps one', async () => {
    expect(await keptNumbersWaiting(storeWith('[7]'))).toBe(true)
  })

  it('do not when it keeps none, only unusable ones, or cannot be read', async () => {
    expect(await keptNumbersWaiting(storeWith(null))).toBe(false)
    expect(await keptNumbersWaiting(storeWith('[]'))).toBe(false)
    expect(await keptNumbersWaiting(storeWith('["x", -1, 2.5]'))).toBe(false)
    expect(await keptNumbersWaiting(storeWith('{'))).toBe(false)
    const failing: DeviceStore = { ...storeWith(null), getItem: () => Promise.reject(new Error()) }
    expect(await keptNumbersWaiting(failing)).toBe(false)
    expect(await keptNumbersWaiting(null)).toBe(false)
  })
})
