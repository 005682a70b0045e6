// @vitest-environment node
import { writeFileSync } from 'node:fs'
import { describe, expect, it, vi } from 'vitest'

import { REPORT_ENV, minutesAndSeconds, runStages, stageTable, withInner } from './stages.mjs'

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
