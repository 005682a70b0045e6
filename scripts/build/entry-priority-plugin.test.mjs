import { describe, expect, it } from 'vitest'
import { withLowPriorityEntry } from './entry-priority-plugin.mjs'

describe('the entry script at low priority', () => {
  it("gives Vite's entry tag a low fetch priority and leaves the rest alone", () => {
    const html = `<head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="preload" as="font" href="/assets/poppins.woff2" crossorigin>
  </head>`
    expect(withLowPriorityEntry(html)).toBe(`<head>
    <script type="module" crossorigin fetchpriority="low" src="/assets/index-abc.js"></script>
    <link rel="preload" as="font" href="/assets/poppins.woff2" crossorigin>
  </head>`)
  })

  it('refuses an HTML file without the entry tag (Vite changed how it writes it)', () => {
    expect(() => withLowPriorityEntry('<head></head>')).toThrow(/no entry script tag/)
  })
})
