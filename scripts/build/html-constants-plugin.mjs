/** @typedef {Readonly<Record<string, string | number>>} HtmlConstants */

/**
 * index.html with each `%NAME%` of `constants` replaced by its value. Throws on a constant
 * without its placeholder: index.html would then have a copy of its own.
 * @param {string} html
 * @param {HtmlConstants} constants
 * @returns {string}
 */
export function withHtmlConstants(html, constants) {
  return Object.entries(constants).reduce((result, [name, value]) => {
    const placeholder = `%${name}%`
    if (!result.includes(placeholder)) throw new Error(`index.html does not use ${placeholder}`)
    return result.replaceAll(placeholder, String(value))
  }, html)
}

/**
 * Writes the app's constants (its timings, say) into index.html, so its CSS and the code share
 * one source. Runs in development too.
 * @param {HtmlConstants} constants
 * @returns {import('vite').Plugin}
 */
export function htmlConstantsPlugin(constants) {
  return {
    name: 'heladeria:html-constants',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => withHtmlConstants(html, constants),
    },
  }
}
