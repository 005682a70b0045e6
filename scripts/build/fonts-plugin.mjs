import { readFileSync } from 'node:fs'
import { basename, dirname, resolve } from 'node:path'

const FONTS_CSS = 'src/assets/fonts/fonts.css'
const FONT_URL = /url\('\.\/([\w.-]+\.woff2)'\)/g

/**
 * The web fonts' @font-face rules (src/assets/fonts/fonts.css, about 1 kB), written into every
 * HTML file instead of a stylesheet link: a stylesheet holds the first paint back until it has
 * arrived (a round trip on a weak connection), so only the HTML itself stands before it. The
 * font files are emitted under their hashed names; the service worker precaches them and
 * app-preload-plugin.mjs preloads them. In development, index.html links the CSS file.
 * @returns {import('vite').Plugin}
 */
export function fontsPlugin() {
  /** @type {import('vite').ResolvedConfig} */
  let config
  let css = ''
  return {
    name: 'heladeria:fonts',
    configResolved(resolved) {
      config = resolved
    },
    // Before the HTML files are written (vite:build-html), so they can name the hashed files.
    generateBundle: {
      order: 'pre',
      handler() {
        const file = resolve(config.root, FONTS_CSS)
        const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')
        css = source.replace(FONT_URL, (_url, /** @type {string} */ name) => {
          const ref = this.emitFile({
            type: 'asset',
            name,
            originalFileName: `${dirname(FONTS_CSS)}/${name}`,
            source: readFileSync(resolve(dirname(file), basename(name))),
          })
          return `url(${config.base}${this.getFileName(ref)})`
        })
      },
    },
    transformIndexHtml() {
      if (config.command === 'serve') {
        return [
          { tag: 'link', attrs: { rel: 'stylesheet', href: `/${FONTS_CSS}` }, injectTo: 'head' },
        ]
      }
      const minified = css
        .replace(/\s*\n\s*/g, ' ')
        .replace(/\s*([{};:,])\s*/g, '$1')
        .trim()
      return [{ tag: 'style', children: minified, injectTo: 'head' }]
    },
  }
}
