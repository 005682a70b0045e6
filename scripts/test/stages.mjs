// The test suite's stages, run in order with each one's time printed at the end.
//
//   node scripts/test/stages.mjs <step...>
//       Runs the steps one after the other and stops at the first that fails, exiting with its
//       exit code. A step is a stage (see STAGES) or stages joined by '+', which run at the same
//       time, each with its output held and printed whole when it ends. Then prints a table: each
//       stage's time and result, and the total time.
//
// The emulated stages each start a set of emulators and run stages inside them with this same
// script; those report their times back through a file (REPORT_ENV), so the table shows them
// apart from the emulators' own start and stop.

import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { constants as osConstants, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { PORT_OFFSET_ENV, buildDir, setEnv } from '../emulators/emulator-set.mjs'
import { setConfig } from '../emulators/local-hosting-config.mjs'

/** Where an inner run writes its stages' results for the run that started it. */
export const REPORT_ENV = 'TEST_STAGES_REPORT'

/**
 * The second set of emulators, beside the first: each port 10000 higher, serving its own build
 * (scripts/emulators/emulator-set.mjs). Its variables, as a shell prefix.
 */
const SECOND_SET_OFFSET = 10_000
const secondSetEnv = Object.entries(setEnv(setConfig(SECOND_SET_OFFSET), SECOND_SET_OFFSET))
  .filter(([name]) => name === PORT_OFFSET_ENV || name === 'VITE_SITE_URL')
  .map(([name, value]) => `${name}=${value}`)
  .join(' ')
const WITH_EMULATORS = 'node scripts/emulators/with-emulators.mjs --hosting --'

/** @type {Record<string, string>} */
export const STAGES = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  unit: 'npm run test:unit',
  // The emulators' own parts made ready once (the two sets would build them at the same time),
  // and the site built for each set.
  build: [
    'node scripts/emulators/prepare.mjs > /dev/null',
    'npm run build:e2e',
    `${secondSetEnv} npm run build:e2e -- --outDir ${buildDir(SECOND_SET_OFFSET)}`,
  ].join(' && '),
  // The end-to-end specs that only read the seeded data (two at a time, which the machine's
  // cores are busy with) on the first set of emulators; then at once, those that change shared
  // data (one at a time) on it again, and on the second set the rules' and the operations'
  // tests, then the rest of those specs (playwright.config.ts says which).
  'read-only': `E2E_PART=read-only ${WITH_EMULATORS} node scripts/test/stages.mjs e2e`,
  shared: `E2E_PART=shared ${WITH_EMULATORS} node scripts/test/stages.mjs e2e`,
  'second-set': `${secondSetEnv} E2E_PART=second-set ${WITH_EMULATORS} node scripts/test/stages.mjs rules e2e`,
  // The rules' tests, then the operations' commands on the same emulators (never at once).
  rules: 'npm run test:rules && npm run test:ops',
  e2e: 'npm run test:e2e',
}

/**
 * A stage's time and result; `with` names the stages that ran at the same time, `inner` the
 * stages it ran inside it (in order), as they reported them.
 * @typedef {{ name: string, ms: number, exitCode: number, with?: string[], inner?: StageResult[] }}
 *   StageResult
 */

/**
 * Runs one shell command, with the terminal's input and output, or with its output held and
 * printed whole (under a title) when it ends.
 * @param {string} command
 * @param {NodeJS.ProcessEnv} env
 * @param {{ held?: string }} [options] the title of held output
 * @returns {Promise<number>} its exit code (128 + the signal's number when a signal ended it)
 */
function run(command, env, { held } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env,
    })
    /** @type {Buffer[]} */
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.once('error', () => resolve(127))
    child.once('close', (code, signal) => {
      if (held) process.stdout.write(`\n── ${held} ──\n${Buffer.concat(output).toString()}`)
      resolve(signal ? 128 + (osConstants.signals[signal] ?? 1) : (code ?? 1))
    })
  })
}

/**
 * Runs one stage; a stage that ran stages inside it reports them through REPORT_ENV.
 * @param {string} name
 * @param {typeof run} runCommand
 * @param {string[]} alongside the stages that run at the same time
 * @returns {Promise<StageResult>}
 */
async function runStage(name, runCommand, alongside) {
  const command = STAGES[name] ?? ''
  const reportDir = mkdtempSync(path.join(tmpdir(), 'test-stages-'))
  const report = path.join(reportDir, 'inner.json')
  const started = performance.now()
  const env = { ...process.env, [REPORT_ENV]: report }
  const exitCode = await runCommand(command, env, alongside.length > 0 ? { held: name } : {})
  const ms = performance.now() - started
  const inner = readInner(report)
  rmSync(reportDir, { recursive: true, force: true })
  /** @type {StageResult} */
  const result = { name, ms, exitCode }
  if (alongside.length > 0) result.with = alongside
  if (inner.length > 0) result.inner = inner
  return result
}

/**
 * Runs the steps in order, stopping after the first that fails; the stages of one step
 * ('lint+typecheck') run at the same time.
 * @param {string[]} steps
 * @param {typeof run} [runCommand]
 * @returns {Promise<StageResult[]>} the stages that ran, each with the inner stages it reported
 */
export async function runStages(steps, runCommand = run) {
  /** @type {StageResult[]} */
  const results = []
  for (const step of steps) {
    const names = step.split('+')
    const unknown = names.find((name) => !STAGES[name])
    if (unknown !== undefined)
      throw new Error(`No stage named ${unknown}; the stages: ${Object.keys(STAGES).join(', ')}`)
    const alongside = (/** @type {string} */ name) => names.filter((other) => other !== name)
    const ran = await Promise.all(names.map((name) => runStage(name, runCommand, alongside(name))))
    results.push(...ran)
    if (results.some((stage) => stage.exitCode !== 0)) break
  }
  return results
}

/**
 * The time the stages took from first to last: stages that ran at the same time count once,
 * by the longest of them.
 * @param {StageResult[]} results
 */
export function wallMs(results) {
  /** @type {Map<string, number>} */
  const steps = new Map()
  for (const stage of results) {
    const key = [stage.name, ...(stage.with ?? [])].sort().join('+')
    steps.set(key, Math.max(steps.get(key) ?? 0, stage.ms))
  }
  return [...steps.values()].reduce((sum, ms) => sum + ms, 0)
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

/** @param {number} ms */
export function minutesAndSeconds(ms) {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/**
 * The table printed at the end: each stage, its time (m:ss) and result, and the total time
 * (stages that ran at the same time count once).
 * @param {StageResult[]} results
 */
export function stageTable(results) {
  /** @type {(stage: StageResult, indent?: string) => string[]} */
  const row = (stage, indent = '') => [
    indent + (stage.with ? `${stage.name} (with ${stage.with.join(', ')})` : stage.name),
    minutesAndSeconds(stage.ms),
    stage.exitCode === 0 ? 'ok' : `FAILED (exit ${stage.exitCode})`,
  ]
  const rows = results.flatMap((stage) => {
    if (!stage.inner) return [row(stage)]
    // What the inner stages leave of the outer one: the emulators' start and stop.
    const rest = Math.max(0, stage.ms - wallMs(stage.inner))
    return [
      row(stage),
      ...stage.inner.map((inner) => row(inner, '  ')),
      ['  start, stop', minutesAndSeconds(rest), ''],
    ]
  })
  rows.push(['total', minutesAndSeconds(wallMs(results)), ''])
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
