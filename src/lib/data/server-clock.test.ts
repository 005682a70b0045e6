import {
  CLOCK_URL,
  clockFromSample,
  deviceClock,
  keptServerClock,
  measureServerClock,
  parseHttpDate,
  type Clock,
} from './server-clock'

const SERVER = Date.UTC(2026, 10, 27, 14, 59, 58)
const HEADER = 'Fri, 27 Nov 2026 14:59:58 GMT'

/** A monotonic clock the test moves by hand. */
function monotonicAt(start: number) {
  let now = start
  return { read: () => now, move: (ms: number) => (now += ms) }
}

/** A fetch that answers after `takes` ms of the monotonic clock, with these headers. */
function answering(
  headers: Record<string, string>,
  monotonic: { move: (ms: number) => number },
  takes = 200,
) {
  return vi.fn(async () => {
    monotonic.move(takes)
    return new Response(null, { status: 200, headers })
  })
}

describe('parseHttpDate', () => {
  it('reads the one form servers send, to the second', () => {
    expect(parseHttpDate(HEADER)).toBe(SERVER)
    expect(parseHttpDate(' Thu, 01 Jan 1970 00:00:00 GMT ')).toBe(0)
  })

  it('refuses anything else', () => {
    for (const value of [
      null,
      '',
      'yesterday',
      '2026-11-27T14:59:58Z',
      'Friday, 27-Nov-26 14:59:58 GMT',
      'Fri, 31 Feb 2026 14:59:58 GMT',
      'Fri, 27 Nov 2026 25:59:58 GMT',
      'Fri, 27 Nov 2026 14:59:58 +0000',
    ]) {
      expect(parseHttpDate(value)).toBeNull()
    }
  })
})

describe('clockFromSample', () => {
  it('takes the middle of the request and of the second the Date names, on the monotonic clock', () => {
    const monotonic = monotonicAt(10_000)
    const clock = clockFromSample(
      { sentAt: 9_600, receivedAt: 10_000, date: SERVER, ageSeconds: 0 },
      monotonic.read,
    )
    // Sent 400 ms ago: the server wrote its Date about 200 ms ago, half a second into it.
    expect(clock.now()).toBe(SERVER + 500 + 200)
    expect(clock.error).toBe(500 + 200)
    monotonic.move(60_000)
    expect(clock.now()).toBe(SERVER + 500 + 200 + 60_000)
  })

  it('adds what a cache says it kept the answer, and a second more of rounding', () => {
    const clock = clockFromSample(
      { sentAt: 0, receivedAt: 100, date: SERVER, ageSeconds: 30 },
      () => 100,
    )
    expect(clock.now()).toBe(SERVER + 30_000 + 1_000 + 50)
    expect(clock.error).toBe(1_000 + 50)
  })
})

describe('measureServerClock', () => {
  it('asks the site itself with HEAD, past every cache, and keeps its Date on the monotonic clock', async () => {
    const monotonic = monotonicAt(5_000)
    const fetchFn = answering({ date: HEADER }, monotonic)
    const clock = (await measureServerClock({ fetchFn, monotonic: monotonic.read })) as Clock
    expect(fetchFn).toHaveBeenCalledWith(
      CLOCK_URL,
      expect.objectContaining({ method: 'HEAD', cache: 'no-store' }),
    )
    expect(CLOCK_URL).toMatch(/^\/[^/]/)
    expect(clock.now()).toBe(SERVER + 500 + 100)
    expect(clock.error).toBe(600)
  })

  it('does not care what the device’s clock says', async () => {
    const monotonic = monotonicAt(5_000)
    vi.useFakeTimers({ now: SERVER - 3 * 3_600_000, toFake: ['Date'] })
    const clock = (await measureServerClock({
      fetchFn: answering({ date: HEADER }, monotonic),
      monotonic: monotonic.read,
    })) as Clock
    vi.setSystemTime(SERVER + 86_400_000)
    expect(clock.now()).toBe(SERVER + 600)
    vi.useRealTimers()
  })

  it('uses a cache’s Age', async () => {
    const monotonic = monotonicAt(0)
    const clock = (await measureServerClock({
      fetchFn: answering({ date: HEADER, age: '12' }, monotonic),
      monotonic: monotonic.read,
    })) as Clock
    expect(clock.now()).toBe(SERVER + 12_000 + 1_000 + 100)
  })

  it('gives null without a usable Date, on a failed request, or past its time limit', async () => {
    const monotonic = monotonicAt(0)
    expect(
      await measureServerClock({ fetchFn: answering({}, monotonic), monotonic: monotonic.read }),
    ).toBeNull()
    expect(
      await measureServerClock({
        fetchFn: answering({ date: 'mañana' }, monotonic),
        monotonic: monotonic.read,
      }),
    ).toBeNull()
    const offline = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    expect(await measureServerClock({ fetchFn: offline })).toBeNull()
    const never = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('', 'AbortError')))
        }),
    )
    expect(await measureServerClock({ fetchFn: never, timeoutMs: 10 })).toBeNull()
  })
})

describe('keptServerClock', () => {
  const measured: Clock = { now: () => SERVER, error: 700 }

  it('measures once while the device’s clock keeps pace with the monotonic one', async () => {
    const measure = vi.fn(async () => measured)
    let offset = 1_000
    const serverClock = keptServerClock({ measure, deviceOffset: () => offset })
    const [first, second] = await Promise.all([serverClock(), serverClock()])
    expect(first).toBe(measured)
    expect(second).toBe(measured)
    offset += 1_500
    expect(await serverClock()).toBe(measured)
    expect(measure).toHaveBeenCalledTimes(1)
  })

  it('measures again once the device’s clock was set, or the device slept', async () => {
    const measure = vi.fn(async () => measured)
    let offset = 0
    const serverClock = keptServerClock({ measure, deviceOffset: () => offset })
    await serverClock()
    offset = 3 * 3_600_000
    await serverClock()
    expect(measure).toHaveBeenCalledTimes(2)
  })

  it('falls back to the device’s clock when no measurement can be had, and tries again next time', async () => {
    const measure = vi.fn<() => Promise<Clock | null>>(async () => null)
    const serverClock = keptServerClock({ measure, deviceOffset: () => 0 })
    expect(await serverClock()).toBe(deviceClock)
    measure.mockResolvedValueOnce(measured)
    expect(await serverClock()).toBe(measured)
    expect(measure).toHaveBeenCalledTimes(2)
  })
})
