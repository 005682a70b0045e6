import { pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { bundlesWithAndWithout } from './test-bundle.mjs'
import { muiWithoutCssVarsPlugin } from './mui-without-css-vars-plugin.mjs'

const ENTRY = `export { createTheme, ThemeProvider } from '@mui/material/styles'
export { default as Button } from '@mui/material/Button'
`

describe('MUI without its CSS-variables machinery', () => {
  const bundles = bundlesWithAndWithout('mui-without-css-vars-test', ENTRY, muiWithoutCssVarsPlugin)

  it('leaves the CSS-variables provider and its colour-scheme script out', () => {
    // Compared as booleans: a failure should not print the whole bundle.
    const markers = (/** @type {string} */ code) =>
      ['DEFAULT_MODE_STORAGE_KEY', 'createThemeWithVars'].map((name) => code.includes(name))
    expect(markers(bundles.without.code)).toEqual([true, true])
    expect(markers(bundles.withPlugin.code)).toEqual([false, false])
    expect(bundles.withPlugin.code.length).toBeLessThan(bundles.without.code.length * 0.85)
  })

  it("creates the same theme as MUI's createTheme for a theme without CSS variables", async () => {
    const ours = await import(pathToFileURL(bundles.withPlugin.file).href)
    const mui = await import(pathToFileURL(bundles.without.file).href)
    const options = { palette: { primary: { main: '#BF4800' } }, shape: { borderRadius: 12 } }
    const theme = ours.createTheme(options)
    expect(theme.palette.primary.main).toBe('#BF4800')
    expect(JSON.stringify(theme)).toBe(JSON.stringify(mui.createTheme(options)))
  })

  it('refuses a theme that asks for CSS variables or colour schemes, loudly', async () => {
    const { createTheme } = await import(pathToFileURL(bundles.withPlugin.file).href)
    expect(() => createTheme({ cssVariables: true })).toThrow(/no CSS variables/)
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow(/no CSS variables/)
  })
})
