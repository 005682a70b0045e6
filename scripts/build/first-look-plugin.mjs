import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { appFiles } from './app-preload-plugin.mjs'
import { finishedBundlePlugin } from './finished-bundle-plugin.mjs'
import { htmlFileOf, SHELL_FILE } from './first-look-pages.mjs'
import { withNoindex, withPageHead } from './page-head.mjs'

/** @typedef {import('../../src/app/prerender/prerender-pages').FirstLooks} FirstLooks */

const ENTRY = 'src/app/prerender/prerender-pages.tsx'
const OUTPUT = 'first-look.mjs'

const ROOT = '<div id="root"></div>'
/** The element that lists the app's files in a first-look page (read by src/app/app-start.ts). */
const APP_FILES_ID = 'app-files'

/**
 * Builds src/app/prerender/prerender-pages.tsx for Node (inside node_modules, where its imports
 * resolve) and renders the first looks of the pages at `paths` with it.
 * @param {import('vite').ResolvedConfig} config
 * @param {readonly string[]} paths
 * @returns {Promise<FirstLooks>}
 */
async function renderFirstLooks(config, paths) {
  const outDir = resolve(config.root, 'node_modules/.tmp/first-look')
  try {
    await build({
      configFile: false,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      publicDir: false,
      plugins: [react()],
      resolve: { alias: { '@': resolve(config.root, 'src') } },
      build: {
        ssr: resolve(config.root, ENTRY),
        outDir,
        emptyOutDir: true,
        minify: false,
        rolldownOptions: { output: { entryFileNames: OUTPUT } },
      },
    })
    /** @type {{ renderFirstLooks: (paths: readonly string[]) => Promise<FirstLooks> }} */
    const renderer = await import(pathToFileURL(join(outDir, OUTPUT)).href)
    return await renderer.renderFirstLooks(paths)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/** @param {string} text */
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The files of the lazy route module of `path` (src/app/routes/<path>.tsx, if the page is one)
 * and its static imports, minus `skip`.
 * @param {import('vite').Rolldown.OutputBundle} bundle
 * @param {string} path
 * @param {string[]} skip
 * @returns {string[]}
 */
function lazyRouteFiles(bundle, path, skip) {
  const route = new RegExp(`/src/app/routes${path}\\.tsx$`)
  const root = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.isDynamicEntry && route.test(file.facadeModuleId ?? ''),
  )
  /** @type {string[]} */
  const files = []
  /** @param {string} fileName */
  const visit = (fileName) => {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk' || chunk.isEntry || files.includes(fileName)) return
    if (skip.includes(fileName)) return
    files.push(fileName)
    chunk.imports.forEach(visit)
  }
  if (root) visit(root.fileName)
  return files
}

/**
 * A public page's HTML file: index.html with the page's head tags (page-head.mjs), its first
 * look in #root (under the spinner, which fades once the page has loaded, see src/main.tsx) and
 * its styles. Its links answer before any script runs (a tap loads the next page's HTML file;
 * src/lib/startup/taps-before-app.ts covers the forms); the app's first render replaces it. The app's files are not
 * preloaded but listed (APP_FILES_ID): the app downloads once the first look is on screen (see
 * src/app/app-start.ts), so on a weak connection the page's first image and fonts get the
 * bandwidth first.
 * @param {string} html index.html as built
 * @param {import('../../src/app/prerender/prerender-pages').FirstLookPage} page
 * @param {string[]} appScripts the app's scripts, preloaded by index.html (from the site's root)
 * @param {string[]} pageScripts the page's own lazy code (from the site's root)
 * @param {string} headHtml the page's title and tags (page-head.mjs)
 */
function firstLookHtml(html, page, appScripts, pageScripts, headHtml) {
  if (!html.includes(ROOT)) throw new Error('index.html has changed shape')
  const preloads = appScripts.map((href) => `<link rel="modulepreload" href="${href}" crossorigin>`)
  const withoutPreloads = preloads.reduce((result, link) => {
    if (!result.includes(link)) throw new Error(`index.html does not preload ${link}`)
    return result.replace(new RegExp(`\\s*${escapeRegExp(link)}`), '')
  }, html)
  const files = JSON.stringify([...appScripts, ...pageScripts])
  return withPageHead(withoutPreloads, headHtml)
    .replace(ROOT, `<div id="root"><div data-first-look>${page.markup}</div></div>`)
    .replace(
      '</head>',
      `<script type="application/json" id="${APP_FILES_ID}">${files}</script>\n` +
        `${page.preloadTags}${page.styleTags}\n  </head>`,
    )
}

/**
 * Writes the HTML file of each page at `paths` (the page table's first-look pages) with its
 * first look, and the shell for every other address: index.html's spinner, with every page's
 * first-look styles.
 * @param {readonly string[]} paths
 * @param {(path: string) => string} headHtmlOf each page's head as HTML
 * @returns {import('vite').Plugin}
 */
export function firstLookPlugin(paths, headHtmlOf) {
  return finishedBundlePlugin('heladeria:first-look', async ({ config, bundle, emitAsset }) => {
    const index = bundle['index.html']
    if (index?.type !== 'asset') throw new Error('No index.html in the bundle')
    const html = String(index.source)
    const looks = await renderFirstLooks(config, paths)
    const app = appFiles(bundle).scripts
    const appScripts = app.map((name) => config.base + name)
    if (!looks.styleTags.includes('data-emotion="css ')) throw new Error('No styles rendered')
    delete bundle['index.html']
    emitAsset(SHELL_FILE, withNoindex(html).replace('</head>', `${looks.styleTags}\n  </head>`))
    for (const path of paths) {
      const page = looks.pages.find((look) => look.path === path)
      if (!page) throw new Error(`No first look rendered for ${path}`)
      const pageScripts = lazyRouteFiles(bundle, path, app).map((name) => config.base + name)
      emitAsset(
        htmlFileOf(path),
        firstLookHtml(html, page, appScripts, pageScripts, headHtmlOf(path)),
      )
    }
  })
}
