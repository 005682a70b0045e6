/**
 * @typedef {import('vite').Rolldown.OutputBundle} Bundle
 * @typedef {import('vite').Rolldown.OutputChunk} Chunk
 * @typedef {import('vite').HtmlTagDescriptor} HtmlTag
 */

/** The start of the app (React, MUI, the router, the pages) that the small entry imports. */
const APP_MODULE = /\/src\/app\/boot\.tsx$/

/**
 * The chunk that holds src/app/boot.tsx.
 * @param {Bundle} bundle
 * @returns {Chunk}
 */
export function appChunkOf(bundle) {
  const app = Object.values(bundle).find(
    (file) => file.type === 'chunk' && file.moduleIds.some((id) => APP_MODULE.test(id)),
  )
  if (app?.type !== 'chunk') throw new Error('No output chunk holds src/app/boot.tsx')
  return app
}

/**
 * The app's files: the chunk of src/app/boot.tsx, the chunks it imports (at once or in its
 * steps) with their static imports, minus what the entry already loads, and their CSS; the fonts.
 * @param {Bundle} bundle
 */
export function appFiles(bundle) {
  const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry)
  const loadedByEntry = new Set(entry?.type === 'chunk' ? [entry.fileName, ...entry.imports] : [])
  /** @type {string[]} */
  const scripts = []
  /** @type {string[]} */
  const styles = []
  /** @param {string} fileName */
  const visit = (fileName) => {
    const chunk = bundle[fileName]
    if (chunk?.type !== 'chunk' || loadedByEntry.has(fileName) || scripts.includes(fileName)) return
    scripts.push(fileName)
    chunk.viteMetadata?.importedCss.forEach((css) => styles.includes(css) || styles.push(css))
    chunk.imports.forEach(visit)
  }
  const boot = appChunkOf(bundle)
  visit(boot.fileName)
  boot.dynamicImports.forEach(visit)
  const fonts = Object.keys(bundle).filter((fileName) => fileName.endsWith('.woff2'))
  return { scripts, styles, fonts }
}

/**
 * The entry (src/main.tsx) starts the page's data reads, then imports the app. index.html names
 * the app's files too, so they download alongside the entry instead of after it; and the web
 * fonts (four small files), so the first layout already has them: no second layout when they
 * arrive, and no search through the system's fallback fonts, slow on some devices.
 * @returns {import('vite').Plugin}
 */
export function appPreloadPlugin() {
  let base = '/'
  return {
    name: 'heladeria:app-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return
        const { scripts, styles, fonts } = appFiles(context.bundle)
        /** @type {(attrs: Record<string, string | boolean>) => HtmlTag} */
        const link = (attrs) => ({
          tag: 'link',
          attrs: { ...attrs, crossorigin: true },
          injectTo: 'head',
        })
        return [
          ...styles.map((file) => link({ rel: 'stylesheet', href: base + file })),
          ...scripts.map((file) => link({ rel: 'modulepreload', href: base + file })),
          ...fonts.map((file) =>
            link({ rel: 'preload', as: 'font', type: 'font/woff2', href: base + file }),
          ),
        ]
      },
    },
  }
}
