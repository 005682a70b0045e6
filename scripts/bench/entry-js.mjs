// The JavaScript a public page downloads while it loads and once the visitor first touches it
// (which starts the app), split with Vite's manifest into what the page is made of (the entry
// chunk, the app and its imports, the lazy route chunks) and what its code fetches later on its
// own (the first look's later parts, Firebase SDKs, components loaded after the first render).

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { SHELL_FILE } from '../build/first-look-pages.mjs'
import { firstInput, newPhoneContext, openFully, SITE } from './browser.mjs'

/**
 * The public pages a visit starts on: those whose HTML file the build wrote (the page table's
 * first-look pages), '/' first.
 * @param {string} distDir
 */
export function publicRoutes(distDir) {
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.html') && file !== SHELL_FILE)
    .map((file) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`))
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : 0))
}

/**
 * @typedef {{ file: string, src?: string, name?: string, isEntry?: boolean,
 *   isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ file: string, raw: number, gzip: number, label: string }} ScriptFile
 * @typedef {{ path: string, entry: ScriptFile[], route: ScriptFile[], later: ScriptFile[] }} RouteScripts
 */

/** @param {string} distDir */
export function readManifest(distDir) {
  const file = path.join(distDir, '.vite', 'manifest.json')
  try {
    return /** @type {Manifest} */ (JSON.parse(readFileSync(file, 'utf8')))
  } catch {
    throw new Error(`${file} is missing: build with --manifest (npm run bench does)`)
  }
}

/**
 * The output files a chunk needs before it runs: itself and its static imports, recursively.
 * @param {Manifest} manifest
 * @param {string[]} keys
 */
function staticClosure(manifest, keys) {
  /** @type {Set<string>} */
  const files = new Set()
  /** @type {Set<string>} */
  const seen = new Set()
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    if (!chunk) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  keys.forEach(visit)
  return files
}

/**
 * What a file is, for the report: the module that starts it, shortened.
 * @param {ManifestChunk | undefined} chunk
 * @param {string} file
 */
function labelOf(chunk, file) {
  if (chunk?.isEntry) return 'main'
  if (chunk?.name === 'app' || chunk?.name === 'react') return chunk.name
  if (chunk?.src === 'src/app/boot.tsx') return 'boot'
  const src = chunk?.src
  if (!src) return chunk?.name ?? path.basename(file)
  const inPackage = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/([^/]+))?/)
  if (inPackage) return [inPackage[1], inPackage[2]].filter(Boolean).join('/')
  return src.replace(/^src\//, '').replace(/\.[jt]sx?$/, '')
}

/**
 * @param {string} distDir
 * @param {string} file an output file, as in the manifest
 * @param {Manifest} manifest
 * @returns {ScriptFile}
 */
function sizeOf(distDir, file, manifest) {
  const code = readFileSync(path.join(distDir, file))
  const chunk = Object.values(manifest).find((c) => c.file === file)
  return { file, raw: code.length, gzip: gzipSync(code).length, label: labelOf(chunk, file) }
}

/**
 * Loads one path in a fresh phone context and sorts the JavaScript it downloaded.
 * @param {import('playwright-core').Browser} browser
 * @param {Manifest} manifest
 * @param {string} distDir
 * @param {string} pagePath
 * @returns {Promise<RouteScripts>}
 */
export async function measureRouteScripts(browser, manifest, distDir, pagePath) {
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    /** @type {Set<string>} */
    const requested = new Set()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === SITE && url.pathname.endsWith('.js')) {
        requested.add(url.pathname.replace(/^\//, ''))
      }
    })
    await openFully(page, pagePath)
    // A first look runs the app only once the visitor touches the page: its files count too.
    await firstInput(page)

    // The entry and the app it starts once the first look is on screen: src/app/boot.tsx and
    // what it imports in its steps (the chunks named 'react' and 'app' in vite.config.ts).
    const htmlEntry = Object.keys(manifest).filter(
      (key) =>
        manifest[key]?.isEntry ||
        key === 'src/app/boot.tsx' ||
        ['react', 'app'].includes(manifest[key]?.name ?? ''),
    )
    const entryFiles = staticClosure(manifest, htmlEntry)
    const loadedRoutes = Object.keys(manifest).filter((key) => {
      const chunk = manifest[key]
      return (
        chunk?.isDynamicEntry &&
        chunk.src?.startsWith('src/app/routes/') &&
        requested.has(chunk.file)
      )
    })
    const routeFiles = staticClosure(manifest, loadedRoutes)

    /** @type {RouteScripts} */
    const result = { path: pagePath, entry: [], route: [], later: [] }
    for (const file of [...requested].sort()) {
      const size = sizeOf(distDir, file, manifest)
      if (entryFiles.has(file)) result.entry.push(size)
      else if (routeFiles.has(file)) result.route.push(size)
      else result.later.push(size)
    }
    const missing = [...entryFiles].filter((file) => !requested.has(file))
    if (missing.length > 0) throw new Error(`${pagePath} did not load ${missing.join(', ')}`)
    return result
  } finally {
    await context.close()
  }
}

/** @param {ScriptFile[]} files */
export const total = (files) =>
  files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 })
