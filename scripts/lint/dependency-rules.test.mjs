import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))
const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs')
const rules = new URL('./dependency-rules.mjs', import.meta.url).href

/** A small project whose files break (or keep) the rules, one file per case. */
const PLANTED = {
  'src/config/pages.ts': "import { a } from '@/lib/data/a'\nexport const p = a",
  'src/lib/data/a.ts': 'export const a = 1',
  'src/lib/data/b.ts': "import { c } from './c'\nexport const b = c",
  'src/lib/data/c.ts': "import { b } from './b'\nexport const c = () => b",
  'src/lib/left/x.ts': "import { y } from '../right/y'\nexport const x = y",
  'src/lib/left/z.ts': 'export const z = 1',
  'src/lib/right/y.ts': "import { z } from '../left/z'\nexport const y = z",
  'src/lib/shop/up.ts': "export { m } from '@/features/menu/m'",
  'src/features/menu/m.ts': "import { n } from '@/features/mystery/n'\nexport const m = n",
  'src/features/mystery/n.ts': 'export const n = 1',
  'src/features/dashboard/shared/texts.ts':
    "import { h } from '../home/components/h'\nexport const t = h",
  'src/features/dashboard/home/components/h.ts': 'export const h = 1',
  'src/features/dashboard/home/index.ts': "export { h } from './components/h'",
  'src/features/dashboard/panel/components/through-entrance.ts':
    "import { h } from '../../home'\nexport const e = h",
  'src/features/dashboard/panel/components/into-internals.ts':
    "import { h } from '@/features/dashboard/home/components/h'\nexport const i = h",
  'src/app/app.ts':
    "import { h } from '@/features/dashboard/home/components/h'\nimport { m } from '@/features/menu/m'\nexport const app = [h, m]",
  'tsconfig.app.json': JSON.stringify({
    compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } },
    include: ['src'],
  }),
  '.dependency-cruiser.mjs': `import { forbidden, options } from '${rules}'\nexport default { forbidden, options }`,
}

/** @type {string} */
let project
/** @type {{ rule: { name: string }; from: string; to: string }[]} */
let violations

beforeAll(async () => {
  project = mkdtempSync(path.join(tmpdir(), 'layers-'))
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(project, file)), { recursive: true })
    writeFileSync(path.join(project, file), text)
  }
  const run = promisify(execFile)
  const args = [cli, 'src', '--config', '.dependency-cruiser.mjs', '--output-type', 'json']
  const { stdout } = await run(process.execPath, args, { cwd: project }).catch(
    (/** @type {{ stdout: string }} */ failed) => failed,
  )
  violations = JSON.parse(stdout).summary.violations
}, 60_000)

afterAll(() => {
  rmSync(project, { recursive: true, force: true })
})

/**
 * The files a rule found, as "from -> to".
 * @param {string} name
 */
const found = (name) =>
  violations
    .filter((violation) => violation.rule.name === name)
    .map((violation) => `${violation.from} -> ${violation.to}`)
    .sort()

describe('the layers and slices of src/ (dependency-cruiser)', () => {
  it('stops config, lib and components importing upwards', () => {
    expect(found('config-imports-nothing-of-ours')).toEqual([
      'src/config/pages.ts -> src/lib/data/a.ts',
    ])
    expect(found('lib-imports-upwards')).toEqual(['src/lib/shop/up.ts -> src/features/menu/m.ts'])
  })

  it('stops a feature importing another feature, and lets app join them', () => {
    expect(found('feature-imports-feature')).toEqual([
      'src/features/menu/m.ts -> src/features/mystery/n.ts',
    ])
  })

  it("lets a part import another only through its entrance, and app reach a part's screens", () => {
    expect(found('part-internals')).toEqual([
      'src/features/dashboard/panel/components/into-internals.ts -> src/features/dashboard/home/components/h.ts',
    ])
  })

  it("stops the parts' shared ground importing a part", () => {
    expect(found('ground-imports-part')).toEqual([
      'src/features/dashboard/shared/texts.ts -> src/features/dashboard/home/components/h.ts',
    ])
  })

  it('finds a circle between files and one between folders', () => {
    const [fileCircle, ...more] = found('no-file-circle')
    expect(more).toEqual([])
    expect(fileCircle).toMatch(/^src\/lib\/data\/(b|c)\.ts -> src\/lib\/data\/(b|c)\.ts$/)
    expect(found('no-folder-circle')).toContain('src/lib/left -> src/lib/right')
  })

  it('finds nothing else', () => {
    const names = new Set(violations.map((violation) => violation.rule.name))
    expect([...names].sort()).toEqual([
      'config-imports-nothing-of-ours',
      'feature-imports-feature',
      'ground-imports-part',
      'lib-imports-upwards',
      'no-file-circle',
      'no-folder-circle',
      'part-internals',
    ])
  })
})
