// What the deploy and the live check read of the project: its folder, the configuration as the
// production build reads it, and the app's own TypeScript modules that say what the site is
// (the page table, the pages' heads, the site's address), loaded with Vite as the build loads them.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseEnv } from 'node:util'
import { loadEnv, runnerImport } from 'vite'

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url))

/** The files Vite's production build reads its variables from, later ones winning. */
export const PRODUCTION_ENV_FILES = [
  '.env',
  '.env.local',
  '.env.production',
  '.env.production.local',
]

/**
 * The VITE_ variables exactly as `vite build` (mode production) will see them, and where each
 * came from: the environment wins over the files.
 * @param {string} [root]
 */
export function productionEnv(root = projectRoot) {
  const env = loadEnv('production', root, 'VITE_')
  /** @param {string} name */
  const sourceOf = (name) => {
    if (process.env[name] !== undefined) return 'set in the environment'
    const file = PRODUCTION_ENV_FILES.filter((candidate) => {
      const full = path.join(root, candidate)
      return existsSync(full) && name in parseEnv(readFileSync(full, 'utf8'))
    }).at(-1)
    return file ? `from ${file}` : 'not set'
  }
  return { env, sourceOf }
}

/**
 * A TypeScript module of the app, as Vite loads it.
 * @template T
 * @param {string} file relative to the project's folder
 * @returns {Promise<T>}
 */
async function appModule(file) {
  const { module } = await runnerImport(path.join(projectRoot, file), {
    root: projectRoot,
    configFile: false,
    logLevel: 'silent',
  })
  return /** @type {T} */ (module)
}

/** @returns {Promise<typeof import('../../src/config/pages.ts')>} */
export const pagesModule = () => appModule('src/config/pages.ts')

/** @returns {Promise<typeof import('../../src/config/page-heads.ts')>} */
export const pageHeadsModule = () => appModule('src/config/page-heads.ts')

/** @returns {Promise<typeof import('../../src/config/site-url.ts')>} */
export const siteUrlModule = () => appModule('src/config/site-url.ts')

/**
 * A file of the project, or undefined when there is none.
 * @param {string} file relative to the project's folder, or absolute
 */
export function readProjectFile(file) {
  const full = path.resolve(projectRoot, file)
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined
}
