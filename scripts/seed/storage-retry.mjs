// The Storage emulator now and then closes a kept-alive connection just as firebase-admin reuses
// it: the call fails with EPIPE, ECONNRESET or "socket hang up" although nothing is wrong with
// it. Such a call is made again, a few times at most; any other error is thrown at once.

const DROPPED_CONNECTION = /EPIPE|ECONNRESET|socket hang up/

/**
 * @template T
 * @param {() => Promise<T>} call
 * @param {{ attempts?: number, pauseMs?: number }} [options]
 * @returns {Promise<T>}
 */
export async function retryingStorage(call, { attempts = 4, pauseMs = 200 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await call()
    } catch (error) {
      const message = String(error instanceof Error ? error.message : error)
      if (attempt >= attempts || !DROPPED_CONNECTION.test(message)) throw error
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt))
    }
  }
}
