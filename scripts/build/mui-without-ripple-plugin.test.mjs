// @vitest-environment jsdom
import { pathToFileURL } from 'node:url'
import { act, createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import { bundlesWithAndWithout } from './test-bundle.mjs'
import { muiWithoutRipplePlugin } from './mui-without-ripple-plugin.mjs'

const ENTRY = `export { default as Button } from '@mui/material/Button'
export { default as IconButton } from '@mui/material/IconButton'
`

describe("MUI's buttons without their ripple", () => {
  const bundles = bundlesWithAndWithout('mui-without-ripple-test', ENTRY, muiWithoutRipplePlugin)

  it('leaves the ripple and its keyframes out', () => {
    // Compared as booleans: a failure should not print the whole bundle.
    const markers = (/** @type {string} */ code) =>
      ['enterKeyframe', 'rippleVisible', 'NoTouchRipple'].map((name) => code.includes(name))
    expect(markers(bundles.without.code)).toEqual([true, true, false])
    expect(markers(bundles.withPlugin.code)).toEqual([false, false, true])
    expect(bundles.withPlugin.code.length).toBeLessThan(bundles.without.code.length - 5_000)
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
    const ours = await press(bundles.withPlugin.file)
    const mui = await press(bundles.without.file)
    expect(ours.before).toContain('Ver pedido')
    expect(ours.before).toBe(mui.before)
    expect(mui.after).toEqual({ ripple: true, pressed: 1 })
    expect(ours.after).toEqual({ ripple: false, pressed: 1 })
  })
})
