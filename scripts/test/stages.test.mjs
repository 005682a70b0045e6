import { writeFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

import {
  REPORT_ENV,
  minutesAndSeconds,
  runStages,
  stageTable,
  wallMs,
  withInner,
} from './stages.mjs'

describe('runStages', () => {
  it('runs the stages in order and stops at the first failure, keeping its exit code', async () => {
    const runCommand = vi.fn(async (/** @type {string} */ command) =>
      command === 'npm run lint' ? 2 : 0,
    )
    const results = await runStages(['typecheck', 'lint', 'unit'], runCommand)
    expect(runCommand.mock.calls.map(([command]) => command)).toEqual([
      'npm run typecheck',
      'npm run lint',
    ])
    expect(results.map(({ name, exitCode }) => [name, exitCode])).toEqual([
      ['typecheck', 0],
      ['lint', 2],
    ])
  })

  it('shows the stages an inner run reported, and the rest of the outer stage apart', async () => {
    const results = await runStages(['emulated'], async (_command, env) => {
      const inner = [
        { name: 'rules', ms: 1000, exitCode: 0 },
        { name: 'e2e', ms: 2000, exitCode: 1 },
      ]
      writeFileSync(String(env[REPORT_ENV]), JSON.stringify(inner))
      return 1
    })
    expect(results.map(({ name, exitCode }) => [name, exitCode])).toEqual([
      ['rules', 0],
      ['e2e', 1],
      ['emulated (start, stop)', 0],
    ])
  })

  it('runs the stages of one step at the same time, their output held, then the next step', async () => {
    /** @type {string[]} */
    const events = []
    /** @type {(command: string, env: NodeJS.ProcessEnv, options?: { held?: string }) => Promise<number>} */
    const runCommand = async (command, _env, options) => {
      events.push(`start ${command} ${options?.held ?? 'shown'}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
      events.push(`end ${command}`)
      return 0
    }
    const results = await runStages(['typecheck+lint', 'build'], runCommand)
    expect(events).toEqual([
      'start npm run typecheck typecheck',
      'start npm run lint lint',
      'end npm run typecheck',
      'end npm run lint',
      'start npm run build:e2e shown',
      'end npm run build:e2e',
    ])
    expect(results.map(({ name, with: alongside }) => [name, alongside])).toEqual([
      ['typecheck', ['lint']],
      ['lint', ['typecheck']],
      ['build', undefined],
    ])
  })

  it('ends the run after a step in which one stage failed, once all of that step have ended', async () => {
    const runCommand = vi.fn(async (/** @type {string} */ command) =>
      command === 'npm run lint' ? 1 : 0,
    )
    const results = await runStages(['typecheck+lint', 'build'], runCommand)
    expect(results.map(({ name, exitCode }) => [name, exitCode])).toEqual([
      ['typecheck', 0],
      ['lint', 1],
    ])
  })

  it('refuses a stage it does not know', async () => {
    await expect(runStages(['everything'], async () => 0)).rejects.toThrow(/No stage named/)
  })
})

describe('the table', () => {
  it('gives each stage its time and result, and the total', () => {
    const table = stageTable([
      { name: 'typecheck', ms: 41_400, exitCode: 0 },
      { name: 'unit', ms: 209_000, exitCode: 1 },
    ])
    expect(table.split('\n')).toEqual([
      'typecheck    0:41  ok',
      'unit         3:29  FAILED (exit 1)',
      'total        4:10',
    ])
  })

  it('counts stages that ran at the same time once, by the longest', () => {
    const results = [
      { name: 'typecheck', ms: 20_000, exitCode: 0, with: ['lint'] },
      { name: 'lint', ms: 30_000, exitCode: 0, with: ['typecheck'] },
      { name: 'build', ms: 5_000, exitCode: 0 },
    ]
    expect(wallMs(results)).toBe(35_000)
    expect(stageTable(results).split('\n')).toEqual([
      'typecheck (with lint)    0:20  ok',
      'lint (with typecheck)    0:30  ok',
      'build                    0:05  ok',
      'total                    0:35',
    ])
  })

  it('writes minutes and seconds', () => {
    expect(minutesAndSeconds(0)).toBe('0:00')
    expect(minutesAndSeconds(59_600)).toBe('1:00')
    expect(minutesAndSeconds(1_234_000)).toBe('20:34')
  })

  it('takes the emulators start and stop as what the inner stages leave of the outer one', () => {
    const inner = [{ name: 'rules', ms: 300, exitCode: 0 }]
    expect(withInner({ name: 'emulated', ms: 500, exitCode: 0 }, inner)).toEqual([
      { name: 'rules', ms: 300, exitCode: 0 },
      { name: 'emulated (start, stop)', ms: 200, exitCode: 0 },
    ])
    expect(withInner({ name: 'build', ms: 500, exitCode: 0 }, [])).toEqual([
      { name: 'build', ms: 500, exitCode: 0 },
    ])
  })
})
