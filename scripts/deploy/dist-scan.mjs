// After the production build: nothing of the local set-up may be in what Hosting will serve.
// The app's code always carries the emulators' address for local work (src/config/
// firebase-origins.ts), unused in production; what must not be there is a configuration that
// uses it: the emulators switched on, a local address with its port, a demo project.

import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

import { fail, pass } from './findings.mjs'

/** @typedef {import('./findings.mjs').Finding} Finding */

/** What the scan looks for, each with the words of its line. */
export const LOCAL_TRACES = [
  {
    what: 'is built for the emulators (VITE_USE_EMULATORS=true)',
    pattern: /VITE_USE_EMULATORS\s*:\s*["'`]true/g,
  },
  {
    what: 'names a local address',
    pattern: /(?:127\.0\.0\.1|localhost|\[::1\]|0\.0\.0\.0):\d{2,5}/g,
  },
  {
    what: 'names a demo project',
    pattern:
      /projects\/demo-[a-z0-9-]+|demo-[a-z0-9-]+\.(?:appspot\.com|firebaseapp\.com|firebasestorage\.app|web\.app)|VITE_[A-Z_]+\s*:\s*["'`]demo-[^"'`]*/g,
  },
]

const TEXT_FILES = /\.(html|js|mjs|css|json|webmanifest|xml|txt|svg)$/

/**
 * @param {string} dir
 * @returns {Promise<string[]>} the text files under dir, relative to it
 */
async function textFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() && TEXT_FILES.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * Which traces each file holds.
 * @param {Record<string, string>} files file name to its text
 * @returns {{ what: string, files: string[], samples: string[] }[]}
 */
export function localTraces(files) {
  return LOCAL_TRACES.map(({ what, pattern }) => {
    /** @type {string[]} */
    const found = []
    /** @type {Set<string>} */
    const samples = new Set()
    for (const [name, text] of Object.entries(files)) {
      const matches = text.match(pattern)
      if (!matches) continue
      found.push(name)
      for (const match of matches) samples.add(match)
    }
    return { what, files: found, samples: [...samples] }
  }).filter((trace) => trace.files.length > 0)
}

/**
 * The findings of a built folder: one line per kind of trace, naming the files.
 * @param {string} dir
 * @param {string} [shown] how to name the folder
 * @returns {Promise<Finding[]>}
 */
export async function scanBuild(dir, shown = dir) {
  /** @type {Record<string, string>} */
  const files = {}
  for (const name of await textFiles(dir))
    files[name] = await readFile(path.join(dir, name), 'utf8')
  if (!Object.keys(files).some((name) => name === 'index.html')) {
    return [fail(`${shown} has no index.html: the build did not finish`)]
  }
  const traces = localTraces(files)
  if (traces.length === 0) {
    return [pass(`${shown}: no emulator address, local address or demo project in the build`)]
  }
  return traces.map(({ what, files: found, samples }) => {
    const some =
      found.slice(0, 3).join(', ') + (found.length > 3 ? ` and ${found.length - 3} more` : '')
    const example = samples.slice(0, 2).join(', ')
    return fail(
      `${shown} ${what} (${example}) in ${some}: build with the production configuration ` +
        '(no .env.emulators values in the environment)',
    )
  })
}
