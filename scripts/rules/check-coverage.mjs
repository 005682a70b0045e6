// Adds up the Firestore emulator's rules coverage reports that the rules tests saved (one per test
// file, in coverage/firestore-rules/) and checks that every `allow` condition of firestore.rules
// was seen both true (a test that is allowed) and false (a test that is denied). Conditions that
// are the literals `true` or `false` cannot be both; they are listed as constant.
//
//   node scripts/rules/check-coverage.mjs    exit 1 when a condition was not seen both ways

import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../../', import.meta.url))
const reportsDir = path.join(root, 'coverage', 'firestore-rules')

/** @typedef {{ value?: { boolValue?: boolean }, count?: number }} Value */
/** @typedef {{ sourcePosition: { line: number, column: number }, values?: Value[] }} Entry */

/** @returns {Map<number, { seenTrue: number, seenFalse: number }>} outcomes by source line */
function outcomesByLine() {
  const files = readdirSync(reportsDir).filter((name) => name.endsWith('.json'))
  if (files.length === 0) throw new Error(`no coverage reports in ${reportsDir}`)
  const byLine = new Map()
  for (const file of files) {
    /** @type {{ report?: Entry[] }} */
    const { report = [] } = JSON.parse(readFileSync(path.join(reportsDir, file), 'utf8'))
    for (const entry of report) {
      const line = entry.sourcePosition.line
      const outcome = byLine.get(line) ?? { seenTrue: 0, seenFalse: 0 }
      for (const { value, count = 0 } of entry.values ?? []) {
        if (value?.boolValue === true) outcome.seenTrue += count
        if (value?.boolValue === false) outcome.seenFalse += count
      }
      byLine.set(line, outcome)
    }
  }
  return byLine
}

/** Every `allow` of firestore.rules with its line, its match block and its condition. */
function allowLines() {
  const lines = readFileSync(path.join(root, 'firestore.rules'), 'utf8').split('\n')
  let block = ''
  return lines.flatMap((text, index) => {
    const match = /^\s*match\s+(\S+)/.exec(text)
    if (match) block = match[1] ?? ''
    const allow = /^\s*allow\s+([\w, ]+):\s*if\s+(.*)$/.exec(text)
    if (!allow) return []
    return [{ line: index + 1, block, operations: allow[1] ?? '', condition: allow[2] ?? '' }]
  })
}

const outcomes = outcomesByLine()
const rows = allowLines().map((allow) => {
  const outcome = outcomes.get(allow.line) ?? { seenTrue: 0, seenFalse: 0 }
  const constant = /^(true|false);/.test(allow.condition.trim())
  const ok = constant || (outcome.seenTrue > 0 && outcome.seenFalse > 0)
  return { ...allow, ...outcome, constant, ok }
})

const table = rows.map(
  (row) =>
    `${row.ok ? 'ok  ' : 'MISS'} line ${String(row.line).padStart(3)}  ${row.block.padEnd(24)} ` +
    `${row.operations.padEnd(22)} ` +
    (row.constant
      ? `constant (${row.condition.replace(/;.*/, '')})`
      : `allowed ${row.seenTrue}x, denied ${row.seenFalse}x`),
)
const summary = `${rows.filter((row) => row.ok).length} of ${rows.length} allow conditions seen both allowed and denied (or constant)`
writeFileSync(path.join(reportsDir, 'summary.txt'), `${table.join('\n')}\n${summary}\n`)
console.log(`Firestore rules coverage (emulator reports in ${path.relative(root, reportsDir)}/):`)
console.log(table.join('\n'))
console.log(summary)
if (rows.some((row) => !row.ok)) {
  console.error('Some allow conditions were never seen both ways: add the missing tests.')
  process.exitCode = 1
}
