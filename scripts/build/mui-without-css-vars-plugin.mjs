/**
 * The site's theme has one colour scheme and no CSS variables, yet MUI's `createTheme` and
 * `ThemeProvider` (used by every MUI component through its default theme) always bring the
 * CSS-variables machinery as well: a branch that never runs, in the first download of every
 * page. In the build, this plugin swaps them, inside MUI's styles folder only, for their
 * variants without CSS variables (MUI's own files, which the package does not export by name).
 * A theme that asks for CSS variables or colour schemes then stops the app at its start with a
 * clear error, instead of being quietly drawn without them.
 */

const STYLES_FOLDER = /[\\/]@mui[\\/]material[\\/]styles[\\/]/
/** The guarded createTheme's module id: this prefix, then the file of MUI's it wraps. */
const CREATE_THEME = '\0mui-create-theme-without-css-vars:'

/** MUI's own files, in its styles folder, that replace the two imports. */
const NO_VARS_FILES = {
  './createTheme.mjs': './createThemeNoVars.mjs',
  './ThemeProvider.mjs': './ThemeProviderNoVars.mjs',
}

/** @returns {import('vite').Plugin} */
export function muiWithoutCssVarsPlugin() {
  return {
    name: 'heladeria:mui-without-css-vars',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !STYLES_FOLDER.test(importer)) return null
      if (!(source in NO_VARS_FILES)) return null
      const file = NO_VARS_FILES[/** @type {keyof typeof NO_VARS_FILES} */ (source)]
      const resolved = await this.resolve(file, importer, { ...options, skipSelf: true })
      if (!resolved) this.error(`MUI no longer has ${file}: remove this plugin or update it`)
      if (source === './ThemeProvider.mjs') return resolved
      return CREATE_THEME + resolved.id
    },
    load(id) {
      if (!id.startsWith(CREATE_THEME)) return null
      return `import createThemeNoVars from ${JSON.stringify(id.slice(CREATE_THEME.length))}
export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('This build of MUI has no CSS variables or colour schemes (see mui-without-css-vars-plugin.mjs)')
  }
  return createThemeNoVars(options, ...args)
}
`
    },
  }
}
