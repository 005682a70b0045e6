import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

import { UsageError, parseDeployArgs } from './deploy-args.mjs'

const full = mkdtempSync(path.join(tmpdir(), 'deploy-args-'))
writeFileSync(path.join(full, 'x'), '')
afterAll(() => rmSync(full, { recursive: true, force: true }))

describe('parseDeployArgs', () => {
  it('reads a deploy, and a dry run into another folder', () => {
    expect(parseDeployArgs(['--project', 'heladeria-x'], '/repo')).toEqual({
      projectId: 'heladeria-x',
      dryRun: false,
      outDir: undefined,
      corsFile: 'cors.json',
      help: false,
    })
    const dry = parseDeployArgs(
      ['--project', 'heladeria-x', '--dry-run', '--out-dir', 'tmp/site'],
      '/repo',
    )
    expect(dry).toMatchObject({ dryRun: true, outDir: '/repo/tmp/site' })
  })

  it.each([
    [[], 'Missing --project <project-id>.'],
    [['--project', 'Heladeria'], /is not a Firebase project id/],
    [['--project', 'heladeria-x', '--out-dir', 'tmp'], '--out-dir goes with --dry-run only.'],
    [['--project', 'heladeria-x', '--dry-run', '--out-dir', full], /is not empty/],
    [['--project', 'heladeria-x', '--force'], /Unknown option '--force'/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseDeployArgs(argv, '/repo')).toThrow(UsageError)
    expect(() => parseDeployArgs(argv, '/repo')).toThrow(message)
  })
})
