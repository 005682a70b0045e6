import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { appFiles } from './app-preload-plugin.mjs'
import { finishedBundlePlugin } from './finished-bundle-plugin.mjs'
import { SHELL_FILE } from './first-look-pages.mjs'

/**
 * @typedef {import('vite').Rolldown.OutputBundle} Bundle
 * @typedef {import('vite').Rolldown.OutputChunk} Chunk
 * @typedef {import('vite').ResolvedConfig} ResolvedConfig
 */

/**
 * The worker's source, bundled on its own with the Workbox modules it imports (no shared chunks:
 * a classic worker script). Workbox's own build tools are not needed: the precache list comes from
 * the bundle's graph below, not from a glob of the output folder.
 */
const WORKER_ENTRY = 'src/lib/pwa/service-worker.ts'
const WORKER_FILE = 'sw.js'

/**
 * Lazy modules whose code is fetched at install, with everything they import (the menus are in
 * the app's files): what every public page loads after its first render, the order, the legal
 * pages, and the light Firestore SDK the menus read with. The rest (free cone, opinions, mystery
 * page, sign-in, dashboard, the Auth, Storage and full Firestore SDKs) is cached only once a
 * visitor opens it.
 */
const PRECACHED_ENTRIES = [
  // What a page's first look loads once its own read is on screen (the shop's details, the
  // notice, the floating buttons, structured data), and on a legal page the visitor's state.
  /\/src\/app\/first-look-later\.ts$/,
  /\/src\/features\/legal\/first-look\/show-legal-state\.ts$/,
  // What every public page loads after its first render (the footer when the visitor nears it):
  // the footer, the notice, the shop's and a menu's structured data, the service worker's
  // registration.
  /\/src\/components\/layout\/(footer|announcement)\.tsx$/,
  /\/src\/components\/seo\/structured-data\.tsx$/,
  /\/src\/lib\/pwa\/register-service-worker\.ts$/,
  /\/src\/features\/menu\/components\/menu-structured-data\.tsx$/,
  // A menu's list following the counter, and the order: its buttons, the code its first
  // 'Agregar' needs and its sheet (so that tap works offline once a menu page has loaded).
  /\/src\/features\/menu\/today\/today-follower\.tsx$/,
  /\/src\/features\/order\/(order-buttons|order-module)\.ts$/,
  /\/src\/features\/order\/components\/order-sheet\.tsx$/,
  /\/src\/app\/routes\/(politica-de-privacidad|terminos-y-condiciones|politica-de-cookies)\.tsx$/,
  /\/node_modules\/firebase\/firestore\/lite\//,
]

/** Files of public/ to precache: the icon the page shows and the manifest. */
const PRECACHED_PUBLIC_FILES = ['favicon.svg', 'manifest.webmanifest']

/** Every browser with service workers reads woff2: the woff fallbacks are never fetched. */
const isNeverFetched = (/** @type {string} */ fileName) => fileName.endsWith('.woff')

/**
 * The output files the shell needs: the entry, the app it imports, the chosen lazy modules,
 * their imports and CSS.
 * @param {Bundle} bundle
 * @returns {string[]}
 */
export function precachedBundleFiles(bundle) {
  const chunks = /** @type {Chunk[]} */ (
    Object.values(bundle).filter((file) => file.type === 'chunk')
  )
  const roots = chunks.filter(
    (chunk) =>
      chunk.isEntry ||
      (chunk.isDynamicEntry &&
        PRECACHED_ENTRIES.some((pattern) => pattern.test(chunk.facadeModuleId ?? ''))),
  )
  /** @type {Set<string>} */
  const files = new Set()
  /** @param {string} fileName */
  const visit = (fileName) => {
    if (files.has(fileName)) return
    files.add(fileName)
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk') return
    chunk.imports.forEach(visit)
    chunk.viteMetadata?.importedCss.forEach(visit)
    chunk.viteMetadata?.importedAssets.forEach(visit)
  }
  roots.forEach((chunk) => visit(chunk.fileName))
  const app = appFiles(bundle)
  app.scripts.forEach(visit)
  // The fonts: only the HTML files' inline styles name them (fonts-plugin.mjs).
  app.fonts.forEach(visit)
  if (bundle[SHELL_FILE]) files.add(SHELL_FILE)
  return [...files].filter((fileName) => !isNeverFetched(fileName)).sort()
}

/** @param {Bundle[string]} file */
const contentOf = (file) => (file.type === 'chunk' ? file.code : file.source)

/**
 * Bundles the worker as one classic script with the build's version and precache list.
 * @param {ResolvedConfig} config
 * @param {string} version
 * @param {string[]} precache
 * @returns {Promise<string>}
 */
async function bundleWorker(config, version, precache) {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': resolve(config.root, 'src') } },
    define: {
      __SW_VERSION__: JSON.stringify(version),
      __SW_PRECACHE__: JSON.stringify(precache),
      // Workbox's development checks and logs stay out of every build of the site.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      write: false,
      emptyOutDir: false,
      target: 'es2020',
      minify: true,
      lib: {
        entry: resolve(config.root, WORKER_ENTRY),
        formats: ['iife'],
        name: 'serviceWorker',
        fileName: () => WORKER_FILE,
      },
    },
  })
  const results = Array.isArray(output) ? output : [output]
  for (const result of results) {
    if (!('output' in result)) continue
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error('The service worker bundle produced no script')
}

/**
 * Emits dist/sw.js: the worker of src/lib/pwa/service-worker.ts, told which files to precache
 * and a version that changes whenever any of them changes (so browsers install the new worker
 * and drop the old caches).
 * @returns {import('vite').Plugin}
 */
export function serviceWorkerPlugin() {
  return finishedBundlePlugin('heladeria:service-worker', async ({ config, bundle, emitAsset }) => {
    const hash = createHash('sha256')
    const bundleFiles = precachedBundleFiles(bundle)
    for (const fileName of bundleFiles) {
      const file = bundle[fileName]
      if (file) hash.update(fileName).update(contentOf(file))
    }
    const publicFiles = PRECACHED_PUBLIC_FILES.filter(
      (name) => config.publicDir && existsSync(join(config.publicDir, name)),
    )
    for (const name of publicFiles) {
      hash.update(name).update(readFileSync(join(config.publicDir, name)))
    }
    const version = hash.digest('hex').slice(0, 12)
    const precache = [...bundleFiles, ...publicFiles].map((name) => `/${name}`)
    const bytes = bundleFiles.reduce((sum, name) => {
      const file = bundle[name]
      return sum + (file ? Buffer.byteLength(contentOf(file)) : 0)
    }, 0)
    config.logger.info(
      `service worker ${version}: ${precache.length} files to precache, ` +
        `${Math.round(bytes / 1024)} KiB before compression`,
    )
    emitAsset(WORKER_FILE, await bundleWorker(config, version, precache))
  })
}
