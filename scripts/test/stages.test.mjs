import { writeFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

import { REPORT_ENV, STAGES, minutesAndSeconds, runStages, stageTable, wallMs } from './stages.mjs'

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

  it('keeps the stages an inner run reported with the stage that ran them', async () => {
    const inner = [
      { name: 'rules', ms: 1000, exitCode: 0 },
      { name: 'e2e', ms: 2000, exitCode: 1 },
    ]
    const results = await runStages(['second-set'], async (_command, env) => {
      writeFileSync(String(env[REPORT_ENV]), JSON.stringify(inner))
      return 1
    })
    expect(results).toEqual([{ name: 'second-set', ms: expect.any(Number), exitCode: 1, inner }])
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
      `start ${STAGES.build} shown`,
      `end ${STAGES.build}`,
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

  it('shows the inner stages under theirs, with the start and stop as what they leave of it', () => {
    const results = [
      {
        name: 'shared',
        ms: 600_000,
        exitCode: 0,
        with: ['second-set'],
        inner: [{ name: 'e2e', ms: 570_000, exitCode: 0 }],
      },
      {
        name: 'second-set',
        ms: 660_000,
        exitCode: 0,
        with: ['shared'],
        inner: [
          { name: 'rules', ms: 200_000, exitCode: 0 },
          { name: 'e2e', ms: 430_000, exitCode: 0 },
        ],
      },
    ]
    expect(stageTable(results).split('\n')).toEqual([
      'shared (with second-set)   10:00  ok',
      '  e2e                       9:30  ok',
      '  start, stop               0:30',
      'second-set (with shared)   11:00  ok',
      '  rules                     3:20  ok',
      '  e2e                       7:10  ok',
      '  start, stop               0:30',
      'total                      11:00',
    ])
  })
})
