/** How long a read started ahead stays good for the page that opens next. */
const PREFETCH_FRESH_MS = 30_000

/**
 * Reads started ahead of the page that shows them (as the app starts, while the rest of the code
 * still loads), by collection: the page's own read takes one over, once, while it is fresh. A
 * read a page's first look shows stays good until the app takes it, however late: the app then
 * draws what is already on screen, without asking again.
 */
export function readsAhead<T>() {
  /** A read started `at`, and its answer once it has arrived. */
  type Early = { read: Promise<T>; at: number; shown: boolean; answer?: { value: T } }
  const started = new Map<string, Early>()
  const fresh = (collection: string) => {
    const early = started.get(collection)
    return early && (early.shown || Date.now() - early.at < PREFETCH_FRESH_MS) ? early : undefined
  }
  return {
    start(collection: string, read: Promise<T>): Promise<T> {
      const early: Early = { read, at: Date.now(), shown: false }
      started.set(collection, early)
      read.then((value) => (early.answer = { value })).catch(() => undefined)
      return read
    },
    /** The read of `collection` is on screen (a first look's): kept until the page takes it. */
    keep(collection: string): void {
      const early = started.get(collection)
      if (early) early.shown = true
    },
    /**
     * Replaces the answer of a read not yet taken (what the first look shows was followed to a
     * newer state): the page that takes it over draws that.
     */
    revise(collection: string, change: (value: T) => T): void {
      const early = fresh(collection)
      if (!early?.answer) return
      const answer = { value: change(early.answer.value) }
      early.answer = answer
      early.read = Promise.resolve(answer.value)
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
