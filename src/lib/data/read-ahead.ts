/** How long a read started ahead stays good for the page that opens next. */
const PREFETCH_FRESH_MS = 30_000

/**
 * Reads started ahead of the page that shows them (as the app starts, while the rest of the code
 * still loads), by collection: the page's own read takes one over, once, while it is fresh.
 */
export function readsAhead<T>() {
  /** A read started `at`, and its answer once it has arrived. */
  type Early = { read: Promise<T>; at: number; answer?: { value: T } }
  const started = new Map<string, Early>()
  const fresh = (collection: string) => {
    const early = started.get(collection)
    return early && Date.now() - early.at < PREFETCH_FRESH_MS ? early : undefined
  }
  return {
    start(collection: string, read: Promise<T>): Promise<T> {
      const early: Early = { read, at: Date.now() }
      started.set(collection, early)
      read.then((value) => (early.answer = { value })).catch(() => undefined)
      return read
    },
    take(collection: string, read: () => Promise<T>): Promise<T> {
      const early = fresh(collection)
      started.delete(collection)
      return early ? early.read : read()
    },
    /** The answer of a fresh read started ahead, if it has arrived (the read stays to take). */
    answered(collection: string): { value: T } | undefined {
      return fresh(collection)?.answer
    },
    /** Takes over a read that has already been answered, at once; undefined if none has. */
    takeAnswered(collection: string): { value: T } | undefined {
      const answer = fresh(collection)?.answer
      if (answer) started.delete(collection)
      return answer
    },
  }
}
