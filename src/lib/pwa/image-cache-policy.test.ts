import {
  byLastUse,
  entriesToEvict,
  entriesToFree,
  IMAGE_CACHE_LIMITS,
  isCacheableImage,
  isQuotaError,
  lastUsedAt,
  putWithRelief,
} from './image-cache-policy'
import { answersOf } from '@/testing/response-facts'

const DAY = 24 * 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 25, 15)

describe('isCacheableImage', () => {
  const response = answersOf({ type: 'cors', contentType: 'image/webp' })

  it('keeps successful CORS (and same-origin) answers', () => {
    expect(isCacheableImage(response({}))).toBe(true)
    expect(isCacheableImage(response({ type: 'basic' }))).toBe(true)
  })

  it('never keeps an opaque answer, whose status nobody can see', () => {
    expect(isCacheableImage(response({ type: 'opaque', ok: false, status: 0 }))).toBe(false)
  })

  it('never keeps an error: refused, missing, failing server, network error', () => {
    for (const status of [403, 404, 500, 503]) {
      expect(isCacheableImage(response({ ok: false, status }))).toBe(false)
    }
    expect(isCacheableImage(response({ type: 'error', ok: false, status: 0 }))).toBe(false)
  })
})

describe('lastUsedAt', () => {
  it('reads the stamp, and nothing that is not one', () => {
    expect(lastUsedAt(String(NOW))).toBe(NOW)
    expect(lastUsedAt(null)).toBeNull()
    expect(lastUsedAt('')).toBeNull()
    expect(lastUsedAt('ayer')).toBeNull()
    expect(lastUsedAt('-5')).toBeNull()
    expect(lastUsedAt('1e12')).toBeNull()
    expect(lastUsedAt('9'.repeat(30))).toBeNull()
  })
})

describe('byLastUse', () => {
  it('orders entries from the least to the most recently used, whatever the cache order', () => {
    expect(byLastUse([NOW - 10, NOW - 30, NOW, NOW - 20])).toEqual([1, 3, 0, 2])
  })

  it('puts unreadable stamps first and keeps the cache order between equal ones', () => {
    expect(byLastUse([NOW, null, NOW, NOW - 1, null])).toEqual([1, 4, 3, 0, 2])
  })
})

describe('entriesToEvict', () => {
  const limits = { maxEntries: 3, maxAgeMs: 7 * DAY }

  it('keeps everything within both bounds', () => {
    expect(entriesToEvict([NOW - DAY, NOW - 2 * DAY, NOW], limits, NOW)).toEqual([])
    expect(entriesToEvict([], limits, NOW)).toEqual([])
  })

  it('drops the least recently used above the count, not the first put', () => {
    // Put first but used just now (entry 0), it stays; the two used longest ago go.
    const lastUsed = [NOW, NOW - 5 * DAY, NOW - DAY, NOW - 4 * DAY, NOW - 2 * DAY]
    expect(entriesToEvict(lastUsed, limits, NOW)).toEqual([1, 3])
  })

  it('drops entries unused for longer than the age limit, even under the count', () => {
    expect(entriesToEvict([NOW - 8 * DAY, NOW - DAY], limits, NOW)).toEqual([0])
    expect(entriesToEvict([NOW - 7 * DAY, NOW - DAY], limits, NOW)).toEqual([])
  })

  it('counts what is left after the old ones for the count bound', () => {
    const lastUsed = [NOW - 9 * DAY, NOW - 3 * DAY, NOW - 2 * DAY, NOW - DAY, NOW, NOW - 8 * DAY]
    expect(entriesToEvict(lastUsed, limits, NOW)).toEqual([0, 1, 5])
  })

  it('drops entries without a readable stamp (an unknown age)', () => {
    expect(entriesToEvict([null, NOW], limits, NOW)).toEqual([0])
  })

  it('holds the menus longer and more of them than the gallery', () => {
    const { menus, gallery } = IMAGE_CACHE_LIMITS
    const twoWeeksOld = Array.from({ length: 10 }, () => NOW - 14 * DAY)
    expect(entriesToEvict(twoWeeksOld, menus, NOW)).toEqual([])
    expect(entriesToEvict(twoWeeksOld, gallery, NOW)).toHaveLength(10)
    const fresh = Array.from({ length: 130 }, (_, n) => NOW - n * 1000)
    expect(entriesToEvict(fresh, menus, NOW)).toHaveLength(10)
    expect(entriesToEvict(fresh, gallery, NOW)).toHaveLength(70)
  })
})

describe('entriesToFree (after a put refused for lack of quota)', () => {
  const menus = [NOW - 4 * DAY, NOW - DAY, NOW - 2 * DAY, NOW - 3 * DAY, NOW - 5 * DAY]

  it('a menu image: the whole gallery, and the less recently used half of the menus', () => {
    expect(entriesToFree('gallery', 'menus', [NOW, NOW - 1], NOW)).toEqual([0, 1])
    expect(entriesToFree('menus', 'menus', menus, NOW)).toEqual([0, 3, 4])
    expect(entriesToFree('menus', 'menus', [null, NOW - DAY], NOW)).toEqual([0])
  })

  it('a gallery picture: the gallery only, never a menu image', () => {
    expect(entriesToFree('gallery', 'gallery', [NOW, NOW - 1, null], NOW)).toEqual([0, 1, 2])
    expect(entriesToFree('menus', 'gallery', menus, NOW)).toEqual([])
  })

  it('never frees the images of the visit under way', () => {
    const visit = [NOW - 9 * 60_000, NOW - 2 * DAY, NOW - 1000, NOW - 30_000]
    // The older half is entries 1 and 0; entry 0, used nine minutes ago, stays.
    expect(entriesToFree('menus', 'menus', visit, NOW)).toEqual([1])
    expect(entriesToFree('menus', 'menus', [NOW - 11 * 60_000, NOW], NOW)).toEqual([0])
    expect(entriesToFree('menus', 'menus', [NOW - 1000, NOW], NOW)).toEqual([])
  })

  it('frees nothing from an empty cache', () => {
    expect(entriesToFree('menus', 'menus', [], NOW)).toEqual([])
    expect(entriesToFree('gallery', 'menus', [], NOW)).toEqual([])
  })
})

describe('putWithRelief', () => {
  const quotaError = () => new DOMException('Quota exceeded', 'QuotaExceededError')

  it('recognises the quota error by its name', () => {
    expect(isQuotaError(quotaError())).toBe(true)
    expect(isQuotaError(Object.assign(new Error('x'), { name: 'QuotaExceededError' }))).toBe(true)
    expect(isQuotaError(new DOMException('x', 'NetworkError'))).toBe(false)
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false)
    expect(isQuotaError(null)).toBe(false)
    expect(isQuotaError('QuotaExceededError')).toBe(false)
  })

  it('puts once when there is room, freeing nothing', async () => {
    const put = vi.fn(() => Promise.resolve())
    const relieve = vi.fn(() => Promise.resolve())
    await putWithRelief(put, relieve)
    expect(put).toHaveBeenCalledTimes(1)
    expect(relieve).not.toHaveBeenCalled()
  })

  it('on a quota error, frees space and then tries once more', async () => {
    const calls: string[] = []
    const put = vi
      .fn<() => Promise<void>>()
      .mockImplementationOnce(() => {
        calls.push('put')
        return Promise.reject(quotaError())
      })
      .mockImplementationOnce(() => {
        calls.push('put')
        return Promise.resolve()
      })
    const relieve = vi.fn(() => {
      calls.push('relieve')
      return Promise.resolve()
    })
    await putWithRelief(put, relieve)
    expect(calls).toEqual(['put', 'relieve', 'put'])
  })

  it('gives up after the second refusal (no endless loop)', async () => {
    const put = vi.fn(() => Promise.reject(quotaError()))
    const relieve = vi.fn(() => Promise.resolve())
    await expect(putWithRelief(put, relieve)).rejects.toMatchObject({ name: 'QuotaExceededError' })
    expect(put).toHaveBeenCalledTimes(2)
    expect(relieve).toHaveBeenCalledTimes(1)
  })

  it('frees nothing for other failures', async () => {
    const put = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    const relieve = vi.fn(() => Promise.resolve())
    await expect(putWithRelief(put, relieve)).rejects.toThrow('Failed to fetch')
    expect(put).toHaveBeenCalledTimes(1)
    expect(relieve).not.toHaveBeenCalled()
  })
})
