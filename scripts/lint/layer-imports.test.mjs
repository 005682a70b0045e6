// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const RULE = 'layers/layer-imports'
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) })

/**
 * The rule's messages for `code` written in `filePath` (relative to the project's root).
 * @param {string} filePath
 * @param {string} code
 */
async function layerProblems(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === RULE)
}

describe('the layers of src/ in the linter', () => {
  // The first lint loads the whole configuration and its plugins.
  beforeAll(() => layerProblems('src/lib/example.ts', ''), 60_000)

  it('stops a feature importing another feature, by alias or relative path', async () => {
    const problems = await layerProblems(
      'src/features/menu/components/example.tsx',
      [
        "import { a } from '@/features/mystery/hooks/use-newest-mystery-image'",
        "export { b } from '../../dashboard/sections'",
        "export const c = () => import('@/features/auth/components/login-page')",
        'export const d = a',
      ].join('\n'),
    )
    expect(problems.map((problem) => problem.line)).toEqual([1, 2, 3])
    expect(problems[0]?.message).toMatch(/feature menu does not import the feature mystery/)
  })

  it('stops a feature importing app/', async () => {
    const problems = await layerProblems(
      'src/features/menu/example.ts',
      "export { router } from '../../app/router'",
    )
    expect(problems).toHaveLength(1)
    expect(problems[0]?.message).toMatch(/does not import app/)
  })

  it('stops lib, components and config importing features or app', async () => {
    const lib = await layerProblems(
      'src/lib/data/example.ts',
      "export { MENU_PAGES } from '@/features/menu/components/menu-pages'",
    )
    const components = await layerProblems(
      'src/components/layout/example.tsx',
      "export const load = () => import('../../app/router')",
    )
    const config = await layerProblems(
      'src/config/example.ts',
      "export type { MenuState } from '../features/menu/hooks/use-menu-images'",
    )
    for (const problems of [lib, components, config]) {
      expect(problems).toHaveLength(1)
      expect(problems[0]?.message).toMatch(/is shared code/)
    }
  })

  it('lets imports flow from shared code to features to app, and within a feature', async () => {
    const feature = await layerProblems(
      'src/features/menu/components/example.tsx',
      [
        "export { DAYS } from '@/lib/shop/settings'",
        "export { Spinner } from '@/components/feedback/spinner'",
        "export { MENU_PAGES } from '@/features/menu/components/menu-pages'",
        "export { menuImageAlt } from '../utils/menu-image-alt'",
        "export { useState } from 'react'",
      ].join('\n'),
    )
    const app = await layerProblems(
      'src/app/example.tsx',
      "export const load = () => import('@/features/menu/components/menu-page')",
    )
    const lib = await layerProblems('src/lib/example.ts', "export { shop } from '@/config/shop'")
    const components = await layerProblems(
      'src/components/example.tsx',
      "export { shop } from '../config/shop'\nexport { DAYS } from '@/lib/shop/settings'",
    )
    expect([...feature, ...app, ...lib, ...components]).toEqual([])
  })

  it('keeps config at the bottom and lib below components', async () => {
    const config = await layerProblems(
      'src/config/example.ts',
      [
        "import type { ShopSettings } from '../lib/shop/settings'",
        "export { Spinner } from '@/components/feedback/spinner'",
        'export type S = ShopSettings',
      ].join('\n'),
    )
    const lib = await layerProblems(
      'src/lib/shop/example.ts',
      "export { Spinner } from '../../components/feedback/spinner'",
    )
    expect(config.map((problem) => problem.line)).toEqual([1, 2])
    expect(config[0]?.message).toMatch(/src\/config sits below src\/lib/)
    expect(config[1]?.message).toMatch(/src\/config sits below src\/components/)
    expect(lib).toHaveLength(1)
    expect(lib[0]?.message).toMatch(/src\/lib sits below src\/components/)
  })

  it('leaves tests free to reach across layers', async () => {
    const problems = await layerProblems(
      'src/lib/data/example.test.ts',
      "export { MENU_PAGES } from '@/features/menu/components/menu-pages'",
    )
    expect(problems).toEqual([])
  })
})
