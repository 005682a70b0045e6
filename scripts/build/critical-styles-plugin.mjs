import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

/** Renders the public pages' first look in Node and returns emotion's style tags for it. */
const ENTRY = 'src/app/critical-styles.tsx'
const OUTPUT = 'critical-styles.mjs'

/** The pages a visit starts on; each one's first look is styled by index.html at once. */
const PUBLIC_PATHS = [
  '/comidas',
  '/cono-gratis',
  '/danos-tu-opinion',
  '/pagina-misteriosa',
  '/politica-de-privacidad',
]

/**
 * Builds src/app/critical-styles.tsx for Node (inside node_modules, where its imports resolve),
 * runs it and returns the style tags.
 * @param {import('vite').ResolvedConfig} config
 * @returns {Promise<string>}
 */
async function renderStyleTags(config) {
  const outDir = resolve(config.root, 'node_modules/.tmp/critical-styles')
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
    /** @type {{ criticalStyleTags: (paths: readonly string[]) => Promise<string> }} */
    const renderer = await import(pathToFileURL(join(outDir, OUTPUT)).href)
    return await renderer.criticalStyleTags(PUBLIC_PATHS)
  } finally {
    rmSync(outDir, { recursive: true, force: true })
  }
}

/**
 * Puts emotion's CSS for the public pages' first look into index.html (see
 * src/app/critical-styles.tsx): the browser paints with it at once, and the app's first render
 * skips compiling it.
 * @returns {import('vite').Plugin}
 */
export function criticalStylesPlugin() {
  /** @type {import('vite').ResolvedConfig} */
  let config
  return {
    name: 'heladeria:critical-styles',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const tags = await renderStyleTags(config)
        if (!tags.includes('data-emotion="css ')) throw new Error('No critical styles rendered')
        return html.replace('</head>', `${tags}\n  </head>`)
      },
    },
  }
}
