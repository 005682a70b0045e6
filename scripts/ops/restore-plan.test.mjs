import { describe, expect, it } from 'vitest'
import { describePlan, inBatches, planNames, targetHoldsData } from './restore-plan.mjs'

describe('planNames', () => {
  it('creates what the target lacks, overwrites what both hold, deletes what only the target holds', () => {
    expect(planNames(['a', 'b', 'c'], ['b', 'c', 'd', 'e'])).toEqual({
      create: ['a'],
      overwrite: ['b', 'c'],
      remove: ['d', 'e'],
    })
  })
})

describe('targetHoldsData', () => {
  const none = { create: [], overwrite: [], remove: [] }
  it('is false only for an empty target', () => {
    expect(targetHoldsData({ documents: { ...none, create: ['a'] }, files: none })).toBe(false)
    expect(targetHoldsData({ documents: { ...none, remove: ['a'] }, files: none })).toBe(true)
    expect(targetHoldsData({ documents: none, files: { ...none, overwrite: ['f'] } })).toBe(true)
  })
})

describe('describePlan', () => {
  it('says in counts what is written, overwritten and deleted', () => {
    expect(
      describePlan({
        documents: planNames(['a', 'b', 'c'], ['c', 'd']),
        files: planNames(['f'], []),
      }),
    ).toEqual([
      'Firestore: 3 documents to write (2 new, 1 overwritten), 1 document to delete (not in the backup)',
      'Storage: 1 file to write (1 new, 0 overwritten), 0 files to delete (not in the backup)',
    ])
  })
})

describe('inBatches', () => {
  it('keeps each batch within its count and size, and every item once, in order', () => {
    const items = Array.from({ length: 7 }, (_, index) => ({ n: index, text: 'x'.repeat(10) }))
    const byCount = inBatches(items, { count: 3, bytes: 1_000_000 })
    expect(byCount.map((batch) => batch.length)).toEqual([3, 3, 1])
    const bySize = inBatches(items, { count: 100, bytes: 60 })
    expect(bySize.every((batch) => batch.length <= 2)).toBe(true)
    expect(bySize.flat()).toEqual(items)
  })

  it('puts an item larger than the size limit in a batch of its own', () => {
    expect(inBatches(['a'.repeat(50), 'b'], { count: 10, bytes: 10 })).toEqual([
      ['a'.repeat(50)],
      ['b'],
    ])
  })
})
