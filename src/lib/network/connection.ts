/** True when the browser knows it has no connection at all. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false

export class TimeoutError extends Error {
  constructor(ms: number) {
    super(`no answer within ${String(ms)} ms`)
    this.name = 'TimeoutError'
  }
}

/** Rejects with TimeoutError when `work` has not settled after `ms`: a weak signal never hangs. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

/** How long a staff save may take before the dashboard says it did not happen. */
export const SAVE_TIMEOUT_MS = 15_000

/** The moment work was given up on: steps not yet started must not run any more. */
export interface Deadline {
  readonly passed: boolean
  /** Throws TimeoutError once the deadline has passed: call it before each step. */
  check(): void
}

/**
 * Like withTimeout, but the work is told: after `ms` the caller gets TimeoutError at once, and
 * the work's next `deadline.check()` throws, so a step that was still waiting for the network
 * cannot be followed by another one that nobody expects any more.
 */
export function withDeadline<T>(ms: number, work: (deadline: Deadline) => Promise<T>): Promise<T> {
  let passed = false
  const deadline: Deadline = {
    get passed() {
      return passed
    },
    check() {
      if (passed) throw new TimeoutError(ms)
    },
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      passed = true
      reject(new TimeoutError(ms))
    }, ms)
  })
  const running = work(deadline)
  // Whatever the work does after it was given up on is nobody's business any more.
  running.catch(() => undefined)
  return Promise.race([running, timeout]).finally(() => clearTimeout(timer))
}
