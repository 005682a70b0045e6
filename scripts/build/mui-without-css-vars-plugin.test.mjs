// @vitest-environment node
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { muiWithoutCssVarsPlugin } from './mui-without-css-vars-plugin.mjs'

// Inside node_modules, where the built module's imports of React resolve.
const WORK = path.resolve('node_modules/.tmp/mui-without-css-vars-test')
const ENTRY = `export { createTheme, ThemeProvider } from '@mui/material/styles'
export { default as Button } from '@mui/material/Button'
`

/**
 * Builds ENTRY as the site's build would (React left outside), with or without the plugin.
 * @param {boolean} withPlugin
 */
async function bundle(withPlugin) {
  const outDir = path.join(WORK, withPlugin ? 'with' : 'without')
  const result = await build({
    configFile: false,
    root: WORK,
    logLevel: 'silent',
    plugins: withPlugin ? [muiWithoutCssVarsPlugin()] : [],
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: path.join(WORK, 'entry.mjs'), formats: ['es'], fileName: 'bundle' },
      rolldownOptions: { external: [/^react(-dom)?(\/|$)/] },
    },
  })
  const [output] = /** @type {import('vite').Rolldown.RolldownOutput[]} */ (result)
  const file = path.join(outDir, output?.output[0].fileName ?? 'missing')
  return { file, code: await fs.readFile(file, 'utf8') }
}

describe('MUI without its CSS-variables machinery', () => {
  /** @type {{ file: string, code: string }} */
  let withPlugin
  /** @type {{ file: string, code: string }} */
  let without

  beforeAll(async () => {
    await fs.mkdir(WORK, { recursive: true })
    await fs.writeFile(path.join(WORK, 'entry.mjs'), ENTRY)
    without = await bundle(false)
    withPlugin = await bundle(true)
  }, 120_000)

  afterAll(() => fs.rm(WORK, { recursive: true, force: true }))

  it('leaves the CSS-variables provider and its colour-scheme script out', () => {
    // Compared as booleans: a failure should not print the whole bundle.
    const markers = (/** @type {string} */ code) =>
      ['DEFAULT_MODE_STORAGE_KEY', 'createThemeWithVars'].map((name) => code.includes(name))
    expect(markers(without.code)).toEqual([true, true])
    expect(markers(withPlugin.code)).toEqual([false, false])
    expect(withPlugin.code.length).toBeLessThan(without.code.length * 0.85)
  })

  it("creates the same theme as MUI's createTheme for a theme without CSS variables", async () => {
    const ours = await import(pathToFileURL(withPlugin.file).href)
    const mui = await import(pathToFileURL(without.file).href)
    const options = { palette: { primary: { main: '#BF4800' } }, shape: { borderRadius: 12 } }
    const theme = ours.createTheme(options)
    expect(theme.palette.primary.main).toBe('#BF4800')
    expect(JSON.stringify(theme)).toBe(JSON.stringify(mui.createTheme(options)))
  })

  it('refuses a theme that asks for CSS variables or colour schemes, loudly', async () => {
    const { createTheme } = await import(pathToFileURL(withPlugin.file).href)
    expect(() => createTheme({ cssVariables: true })).toThrow(/no CSS variables/)
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/no CSS variables/)
  })
})
