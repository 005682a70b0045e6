// Builds a small entry as the site's build would (React left outside), for the build plugins'
// tests: with and without the plugin under test, so a test can compare the two.

import fs from 'node:fs/promises'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, beforeAll } from 'vitest'

/**
 * @param {string} work a folder inside node_modules, where the built module's imports of React resolve
 * @param {string} entry the entry module's source
 * @param {import('vite').Plugin[]} plugins
 * @param {string} name the output folder's name
 * @returns {Promise<{ file: string, code: string }>}
 */
export async function bundleForTest(work, entry, plugins, name) {
  await fs.mkdir(work, { recursive: true })
  await fs.writeFile(path.join(work, 'entry.mjs'), entry)
  const outDir = path.join(work, name)
  const result = await build({
    configFile: false,
    root: work,
    logLevel: 'silent',
    plugins,
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: path.join(work, 'entry.mjs'), formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external: [/^react(-dom)?(\/|$)/] },
    },
  })
  const [output] = /** @type {import('vite').Rolldown.RolldownOutput[]} */ (result)
  const file = path.join(outDir, output?.output[0].fileName ?? 'missing')
  return { file, code: await fs.readFile(file, 'utf8') }
}

/**
 * Builds `entry` with and without `plugin` before the file's tests (and removes both after):
 * the returned object's `withPlugin` and `without` are filled in by then.
 * @param {string} name the work folder's name, inside node_modules/.tmp
 * @param {string} entry
 * @param {() => import('vite').Plugin} plugin
 */
export function bundlesWithAndWithout(name, entry, plugin) {
  const work = path.resolve('node_modules/.tmp', name)
  const bundles = { withPlugin: { file: '', code: '' }, without: { file: '', code: '' } }
  beforeAll(async () => {
    bundles.without = await bundleForTest(work, entry, [], 'without')
    bundles.withPlugin = await bundleForTest(work, entry, [plugin()], 'with')
  }, 120_000)
  afterAll(() => fs.rm(work, { recursive: true, force: true }))
  return bundles
}
