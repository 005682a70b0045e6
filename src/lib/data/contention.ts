// Retrying a transaction that lost a race to another visitor's, kept free of app configuration.

/**
 * How many transactions one visitor's write may try before giving up. Each visitor that loses a
 * race waits a random, growing pause before trying again, so a burst of dozens of simultaneous
 * uploads still ends with every one of them written.
 */
export const RESERVE_MAX_ATTEMPTS = 30
const FIRST_PAUSE_MS = 100
const LONGEST_PAUSE_MS = 3000

/** "Full jitter" before attempt 2, 3, ...: between 0 and a ceiling that doubles each time. */
export const pauseBeforeAttempt = (attempt: number, random = Math.random()) =>
  Math.round(random * Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** Math.max(0, attempt - 2)))

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// What Firestore answers when a transaction's read went stale before its commit.
export const CONTENTION_CODES: ReadonlySet<unknown> = new Set([
  'aborted',
  'failed-precondition',
  'already-exists',
])

export const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined
