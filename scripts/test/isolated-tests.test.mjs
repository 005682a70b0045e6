import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { isolatedTestFiles } from './isolated-tests.mjs'

const root = mkdtempSync(path.join(tmpdir(), 'isolated-tests-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** @type {(file: string, text: string) => void} */
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
}

describe('isolatedTestFiles', () => {
  it('names the files that mock a module, stub, fake the clock or build a DOM, and no other', () => {
    write('src/a/mocks.test.ts', "vi.mock('@/lib/firebase', () => ({}))\n")
    write('src/a/late-mock.test.ts', "vi.doMock('./x', () => ({}))\n")
    write('src/b/dom.test.ts', '// @vitest-environment jsdom\n')
    write('src/b/stubs.test.ts', "vi.stubGlobal('fetch', vi.fn())\n")
    write('src/b/env.test.ts', "vi.stubEnv('MODE', 'x')\n")
    write('src/b/clock.test.ts', 'vi.useFakeTimers()\n')
    write('src/b/plain.test.ts', "it('adds', () => expect(1 + 1).toBe(2))\n")
    write('src/b/mocked-function.test.ts', 'const fn = vi.fn()\n')
    write('src/b/not-a-test.ts', "vi.mock('./y')\n")
    write('scripts/c/mocks.test.mjs', "vi.mock('node:fs')\n")
    expect(isolatedTestFiles(root, ['src', 'scripts'])).toEqual([
      'src/a/late-mock.test.ts',
      'src/a/mocks.test.ts',
      'src/b/clock.test.ts',
      'src/b/dom.test.ts',
      'src/b/env.test.ts',
      'src/b/stubs.test.ts',
      'scripts/c/mocks.test.mjs',
    ])
  })
})
