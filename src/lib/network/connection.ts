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
