// A few tasks at a time: enough to hide the network's latency, few enough for a weak connection.

/**
 * Calls `work` on every item, at most `limit` at once; rejects with the first failure.
 * @template T
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T, index: number) => Promise<void>} work
 */
export async function inParallel(items, limit, work) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      await work(/** @type {T} */ (items[index]), index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
