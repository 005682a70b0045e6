import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const cli = path.join(root, 'node_modules/knip/bin/knip.js')

/** A small project with one of each kind of dead code, checked with this project's knip.jsonc. */
const PLANTED = {
  'package.json': JSON.stringify({
    name: 'planted',
    type: 'module',
    main: 'src/main.ts',
    dependencies: { 'left-pad': '1.3.0' },
  }),
  'src/main.ts': "import { used } from './parts'\nconsole.log(used)\n",
  'src/parts.ts': [
    'export const used = 1',
    'export const planted = 2',
    'export const kept = 3',
    'console.log(kept)',
  ].join('\n'),
  'src/orphan.ts': 'export const orphan = 4\n',
}

/** @type {{ issues: { file: string; files: unknown[]; exports: { name: string }[]; dependencies: { name: string }[] }[] }} */
let report
/** @type {string} */
let project

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'dead-code-'))
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  const args = [cli, '--directory', project, '--config', path.join(root, 'knip.jsonc')]
  const run = promisify(execFile)
  const { stdout } = await run(process.execPath, [...args, '--reporter', 'json', '--no-progress'], {
    cwd: root,
  }).catch((/** @type {{ stdout: string }} */ failed) => failed)
  report = JSON.parse(stdout)
}, 60_000)

afterAll(() => {
  rmSync(project, { recursive: true, force: true })
})

describe("knip with this project's configuration", () => {
  it('finds a planted unused export, and not one its own file uses', () => {
    const exports = report.issues.flatMap((issue) =>
      issue.exports.map(({ name }) => `${issue.file}: ${name}`),
    )
    expect(exports).toEqual(['src/parts.ts: planted'])
  })

  it('finds an unused file and an unused dependency', () => {
    const files = report.issues.filter((issue) => issue.files.length > 0).map(({ file }) => file)
    expect(files).toEqual(['src/orphan.ts'])
    const dependencies = report.issues.flatMap((issue) =>
      issue.dependencies.map(({ name }) => name),
    )
    expect(dependencies).toEqual(['left-pad'])
  })
})
