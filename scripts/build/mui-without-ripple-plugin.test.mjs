// @vitest-environment jsdom
import fs from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { muiWithoutRipplePlugin } from './mui-without-ripple-plugin.mjs'

// Inside node_modules, where the built module's imports of React resolve.
const WORK = path.resolve('node_modules/.tmp/mui-without-ripple-test')
const ENTRY = `export { default as Button } from '@mui/material/Button'
export { default as IconButton } from '@mui/material/IconButton'
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
    plugins: withPlugin ? [muiWithoutRipplePlugin()] : [],
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

describe("MUI's buttons without their ripple", () => {
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

  it('leaves the ripple and its keyframes out', () => {
    // Compared as booleans: a failure should not print the whole bundle.
    const markers = (/** @type {string} */ code) =>
      ['enterKeyframe', 'rippleVisible', 'NoTouchRipple'].map((name) => code.includes(name))
    expect(markers(without.code)).toEqual([true, true, false])
    expect(markers(withPlugin.code)).toEqual([false, false, true])
    expect(withPlugin.code.length).toBeLessThan(without.code.length - 5_000)
  })

  it('draws the same button, and a press mounts no ripple and breaks nothing', async () => {
    const press = async (/** @type {string} */ file) => {
      const { Button } = await import(pathToFileURL(file).href)
      const host = document.createElement('div')
      document.body.append(host)
      const root = createRoot(host)
      let pressed = 0
      const button = createElement(Button, { onMouseDown: () => pressed++ }, 'Ver pedido')
      await act(async () => root.render(button))
      const before = host.innerHTML
      await act(async () => {
        host.querySelector('button')?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
      })
      const after = { ripple: host.querySelector('.MuiTouchRipple-root') !== null, pressed }
      root.unmount()
      host.remove()
      return { before, after }
    }
    const ours = await press(withPlugin.file)
    const mui = await press(without.file)
    expect(ours.before).toContain('Ver pedido')
    expect(ours.before).toBe(mui.before)
    expect(mui.after).toEqual({ ripple: true, pressed: 1 })
    expect(ours.after).toEqual({ ripple: false, pressed: 1 })
  })
})
