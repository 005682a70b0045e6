// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { screen } from '@testing-library/react'
import { loadConfigFromFile, type Plugin } from 'vite'
import { PAGE_LOADER_FADE_MS } from '@/config/page-loader'

/** index.html as the site's build (and its development server) writes the constants into it. */
async function builtIndexHtml(): Promise<string> {
  const loaded = await loadConfigFromFile(
    { command: 'build', mode: 'production' },
    undefined,
    undefined,
    'silent',
  )
  const plugins = (loaded?.config.plugins ?? []).flat() as Plugin[]
  const hook = plugins.find(
    (plugin) => plugin.name === 'heladeria:html-constants',
  )?.transformIndexHtml
  if (!hook || typeof hook === 'function') throw new Error('index.html gets no constants')
  const html = await hook.handler.call(undefined as never, readFileSync('index.html', 'utf8'), {
    path: '/index.html',
    filename: 'index.html',
  })
  if (typeof html !== 'string') throw new Error('index.html was not rewritten')
  return html
}

/** The first duration in a `transition` value, in milliseconds. */
function durationMs(transition: string): number {
  const [, amount, unit] = /(\d*\.?\d+)(ms|s)\b/.exec(transition) ?? []
  if (amount === undefined) throw new Error(`No duration in "${transition}"`)
  return Number(amount) * (unit === 's' ? 1000 : 1)
}

describe("the full-page spinner's fade", () => {
  it("lasts as long in index.html's CSS as the code waits for it", async () => {
    const style = document.createElement('style')
    style.textContent = /<style>([\s\S]*?)<\/style>/.exec(await builtIndexHtml())?.[1] ?? ''
    document.head.append(style)
    onTestFinished(() => style.remove())
    document.body.innerHTML = '<div id="page-loader" role="status" aria-label="Cargando"></div>'
    const { transition } = getComputedStyle(screen.getByRole('status'))
    expect(transition).toMatch(/^opacity /)
    expect(durationMs(transition)).toBe(PAGE_LOADER_FADE_MS)
  })
})
