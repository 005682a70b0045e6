// Which Node test files must run isolated: those that mock modules (`vi.mock`, `vi.doMock`),
// stub globals or the environment, fake the timers, or build a DOM (`@vitest-environment
// jsdom`). Every other logic test shares its worker's modules with the files before it
// (Vitest's `isolate: false`), which spares loading them again for each file; a mock, a stub, a
// fake clock or a DOM left behind would reach the next file, so those files keep their own.
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

const TEST_FILE = /\.test\.(ts|mjs)$/
const NEEDS_ISOLATION =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(|@vitest-environment\s+jsdom/

/**
 * The test files under `dirs` (relative to `root`) that must run isolated, as paths relative to
 * `root` with forward slashes.
 * @param {string} root
 * @param {string[]} dirs
 * @returns {string[]}
 */
export function isolatedTestFiles(root, dirs) {
  return dirs.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => TEST_FILE.test(file))
      .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
      .filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')))
      .sort(),
  )
}
