// The test suite's stages, run in order with each one's time printed at the end.
//
//   node scripts/test/stages.mjs <stage...>
//       Runs the named stages (see STAGES) one after the other and stops at the first that fails,
//       exiting with its exit code. Then prints a table: each stage's time and result.
//
// The emulated stage starts the emulators and runs `rules` and `e2e` inside them with this same
// script; those two report their times back through a file (REPORT_ENV), so the table shows the
// rules and the end-to-end tests apart from the emulators' own start and stop.

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { constants as osConstants, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** Where an inner run writes its stages' results for the run that started it. */
export const REPORT_ENV = 'TEST_STAGES_REPORT'

/** @type {Record<string, string>} */
export const STAGES = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  unit: 'npm run test:unit',
  build: 'npm run build:e2e',
  emulated: 'node scripts/emulators/with-emulators.mjs --hosting -- npm run test:inside-emulators',
  rules: 'npm run test:rules',
  e2e: 'npm run test:e2e',
}

/** @typedef {{ name: string, ms: number, exitCode: number }} StageResult */

/**
 * Runs one shell command with the terminal's input and output.
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<number>} its exit code (128 + the signal's number when a signal ended it)
 */
function run(command, env) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit', env })
    child.once('error', () => resolve(127))
    child.once('exit', (code, signal) =>
      resolve(signal ? 128 + (osConstants.signals[signal] ?? 1) : (code ?? 1)),
    )
  })
}

/**
 * Runs the stages in order, stopping at the first failure.
 * @param {string[]} names
 * @param {(command: string, env: NodeJS.ProcessEnv) => Promise<number>} [runCommand]
 * @returns {Promise<StageResult[]>} the stages that ran, each with the inner stages it reported
 */
export async function runStages(names, runCommand = run) {
  /** @type {StageResult[]} */
  const results = []
  for (const name of names) {
    const command = STAGES[name]
    if (!command)
      throw new Error(`No stage named ${name}; the stages: ${Object.keys(STAGES).join(', ')}`)
    const reportDir = mkdtempSync(path.join(tmpdir(), 'test-stages-'))
    const report = path.join(reportDir, 'inner.json')
    const started = performance.now()
    const exitCode = await runCommand(command, { ...process.env, [REPORT_ENV]: report })
    const ms = performance.now() - started
    const inner = readInner(report)
    rmSync(reportDir, { recursive: true, force: true })
    results.push(...withInner({ name, ms, exitCode }, inner))
    if (exitCode !== 0) break
  }
  return results
}

/**
 * @param {string} file
 * @returns {StageResult[]}
 */
function readInner(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return []
  }
}

/**
 * A stage that ran other stages inside it (the emulated one): those, then the rest of its time.
 * @param {StageResult} outer
 * @param {StageResult[]} inner
 * @returns {StageResult[]}
 */
export function withInner(outer, inner) {
  if (inner.length === 0) return [outer]
  const innerMs = inner.reduce((sum, stage) => sum + stage.ms, 0)
  const failed = inner.some((stage) => stage.exitCode !== 0)
  const rest = { name: `${outer.name} (start, stop)`, ms: Math.max(0, outer.ms - innerMs) }
  return [...inner, { ...rest, exitCode: failed ? 0 : outer.exitCode }]
}

/** @param {number} ms */
export function minutesAndSeconds(ms) {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * The table printed at the end: each stage, its time (m:ss) and result, and the total.
 * @param {StageResult[]} results
 */
export function stageTable(results) {
  const rows = results.map((stage) => [
    stage.name,
    minutesAndSeconds(stage.ms),
    stage.exitCode === 0 ? 'ok' : `FAILED (exit ${stage.exitCode})`,
  ])
  const total = results.reduce((sum, stage) => sum + stage.ms, 0)
  rows.push(['total', minutesAndSeconds(total), ''])
  const width = Math.max(...rows.map(([name]) => name?.length ?? 0))
  return rows
    .map(([name = '', time = '', result = '']) =>
      `${name.padEnd(width)}  ${time.padStart(6)}  ${result}`.trimEnd(),
    )
    .join('\n')
}

async function main() {
  const names = process.argv.slice(2)
  const reportTo = process.env[REPORT_ENV]
  const results = await runStages(names)
  const exitCode = results.find((stage) => stage.exitCode !== 0)?.exitCode ?? 0
  if (reportTo) writeFileSync(reportTo, JSON.stringify(results))
  else console.log(`\nTest stages:\n${stageTable(results)}`)
  return exitCode
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main()
}
