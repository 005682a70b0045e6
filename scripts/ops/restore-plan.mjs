// What a restore will do to its target, worked out before anything is written: which documents and
// files it creates, overwrites and deletes (those the target holds and the backup does not).
import { counted } from './printed.mjs'

/**
 * @typedef {{ create: string[], overwrite: string[], remove: string[] }} NamePlan
 * @typedef {{ documents: NamePlan, files: NamePlan }} RestorePlan
 */

/**
 * @param {Iterable<string>} backup the names in the backup
 * @param {Iterable<string>} target the names the target holds now
 * @returns {NamePlan}
 */
export function planNames(backup, target) {
  const held = new Set(target)
  const wanted = new Set(backup)
  return {
    create: [...wanted].filter((name) => !held.has(name)),
    overwrite: [...wanted].filter((name) => held.has(name)),
    remove: [...held].filter((name) => !wanted.has(name)),
  }
}

/**
 * True when the target holds any document or file.
 * @param {RestorePlan} plan
 */
export const targetHoldsData = ({ documents, files }) =>
  documents.overwrite.length +
    documents.remove.length +
    files.overwrite.length +
    files.remove.length >
  0

/**
 * The plan in lines a person reads before it happens.
 * @param {RestorePlan} plan
 */
export function describePlan({ documents, files }) {
  /** @type {(plan: NamePlan, noun: string) => string} */
  const line = (plan, noun) =>
    `${counted(plan.create.length + plan.overwrite.length, noun)} to write ` +
    `(${plan.create.length.toLocaleString('en')} new, ` +
    `${plan.overwrite.length.toLocaleString('en')} overwritten), ` +
    `${counted(plan.remove.length, noun)} to delete (not in the backup)`
  return [`Firestore: ${line(documents, 'document')}`, `Storage: ${line(files, 'file')}`]
}

/**
 * Splits items into batches of at most `count` items and about `bytes` of JSON each.
 * @template T
 * @param {readonly T[]} items
 * @param {{ count: number, bytes: number }} limits
 * @returns {T[][]}
 */
export function inBatches(items, { count, bytes }) {
  /** @type {T[][]} */
  const batches = []
  /** @type {T[]} */
  let batch = []
  let size = 0
  for (const item of items) {
    const itemSize = JSON.stringify(item).length
    if (batch.length > 0 && (batch.length >= count || size + itemSize > bytes)) {
      batches.push(batch)
      batch = []
      size = 0
    }
    batch.push(item)
    size += itemSize
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}
