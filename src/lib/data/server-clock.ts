// The server's time, for the writes the rules hold to theirs (request.time): a phone's own clock
// may be hours or days off (a dead battery resets it), so the hour a write is counted in, the wait
// after a stamp and a record's expiry come from the server's clock instead. It is read from the
// Date header of one small same-origin request, kept on the page's monotonic clock
// (performance.now(), which setting the device's clock does not move). Loaded with the code that
// writes, never with a page.

/** A clock: the time now in ms since 1970 (UTC), and at most how far that may be off. */
export interface Clock {
  now(): number
  /** In ms; 0 for the device's own clock, which is taken as it is. */
  readonly error: number
}

/** The device's own clock: what is left when the server's time cannot be had. */
export const deviceClock: Clock = { now: () => Date.now(), error: 0 }

/** A clock stopped at `millis`, exact: for tests. */
export const fixedClock = (millis: number): Clock => ({ now: () => millis, error: 0 })

/**
 * The time an HTTP Date header names ('Sun, 06 Nov 1994 08:49:37 GMT', whole seconds), or null:
 * only that exact form, the one every server sends and toUTCString writes back.
 */
export function parseHttpDate(value: string | null): number | null {
  const text = value?.trim() ?? ''
  const millis = Date.parse(text)
  return Number.isFinite(millis) && new Date(millis).toUTCString() === text ? millis : null
}

/** What one answer says about the server's clock, its times read on the page's monotonic clock. */
export interface ClockSample {
  /** When the request was sent, and when its answer's headers arrived. */
  sentAt: number
  receivedAt: number
  /** The answer's Date header, parsed. */
  date: number
  /** Its Age header: seconds a cache kept the answer since the server made it (0: none). */
  ageSeconds: number
}

/**
 * The server's clock from one answer, kept on `monotonic`. The server wrote its Date, rounded
 * down to the second (and a cache its Age, likewise), at some moment between sending and
 * receiving: the middle of each range is taken, and the error is half of each.
 */
export function clockFromSample(sample: ClockSample, monotonic: () => number): Clock {
  const rounding = sample.ageSeconds > 0 ? 2000 : 1000
  const serverAtMiddle = sample.date + sample.ageSeconds * 1000 + rounding / 2
  const offset = serverAtMiddle - (sample.sentAt + sample.receivedAt) / 2
  return {
    now: () => monotonic() + offset,
    error: Math.ceil(rounding / 2 + (sample.receivedAt - sample.sentAt) / 2),
  }
}

/**
 * Asked for the server's time: a HEAD request (no body) that the service worker leaves to the
 * network and no cache answers. Any answer carries a Date, even a 404.
 */
export const CLOCK_URL = '/robots.txt'

/** A slower answer is not worth the wait: the device's clock is used instead. */
const MEASURE_TIMEOUT_MS = 8_000

export interface MeasureOptions {
  fetchFn?: typeof fetch
  monotonic?: () => number
  timeoutMs?: number
}

/** The server's clock from one request; null when it cannot be had (offline, no Date header). */
export async function measureServerClock({
  fetchFn = (input, init) => fetch(input, init),
  monotonic = () => performance.now(),
  timeoutMs = MEASURE_TIMEOUT_MS,
}: MeasureOptions = {}): Promise<Clock | null> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const sentAt = monotonic()
    const response = await fetchFn(CLOCK_URL, {
      method: 'HEAD',
      cache: 'no-store',
      signal: controller.signal,
    })
    const receivedAt = monotonic()
    const date = parseHttpDate(response.headers.get('date'))
    if (date === null) return null
    const age = Number(response.headers.get('age') ?? '0')
    const ageSeconds = Number.isInteger(age) && age >= 0 ? age : 0
    return clockFromSample({ sentAt, receivedAt, date, ageSeconds }, monotonic)
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/**
 * How far the device's clock and the monotonic one may drift apart before a measurement is taken
 * again: the device's clock was set, or the device slept (the monotonic clock may stop then).
 */
const DRIFT_MS = 2_000

export interface ClockSource {
  measure: () => Promise<Clock | null>
  /** The device's clock minus the monotonic one. */
  deviceOffset: () => number
}

/**
 * The server's clock, measured once and kept while the device's clock keeps pace with the
 * monotonic one; the device's clock when no measurement can be had (tried again next time).
 */
export function keptServerClock({ measure, deviceOffset }: ClockSource): () => Promise<Clock> {
  let kept: { clock: Clock; deviceOffset: number } | undefined
  let measuring: Promise<Clock> | undefined
  return () => {
    if (kept && Math.abs(deviceOffset() - kept.deviceOffset) <= DRIFT_MS) {
      return Promise.resolve(kept.clock)
    }
    measuring ??= measure().then((clock) => {
      measuring = undefined
      if (!clock) return deviceClock
      kept = { clock, deviceOffset: deviceOffset() }
      return clock
    })
    return measuring
  }
}

/** The server's clock, as best this page knows it. */
export const serverClock = keptServerClock({
  measure: () => measureServerClock(),
  deviceOffset: () => Date.now() - performance.now(),
})
