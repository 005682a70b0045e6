import { readFileSync } from 'node:fs'
import { FIRST_LOOK_PAGES, SHELL_FILE } from '../../scripts/build/first-look-pages.mjs'
import { LAZY_PAGES } from './lazy-pages'
import { menuAt } from './early-reads'

interface Rewrite {
  source: string
  destination: string
}

const hosting = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: Rewrite[] } }
).hosting

describe('the public pages with a first look', () => {
  it('are each served their own HTML file, and every other address the shell', () => {
    const rewrites = hosting.rewrites
    for (const { path, file } of FIRST_LOOK_PAGES) {
      // Hosting serves index.html at / by itself.
      if (path === '/') expect(file).toBe('index.html')
      else expect(rewrites).toContainEqual({ source: path, destination: `/${file}` })
    }
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: `/${SHELL_FILE}` })
    expect(rewrites).toHaveLength(FIRST_LOOK_PAGES.length)
  })

  it('are the menus and the public lazy pages, not the sign-in', () => {
    const paths = FIRST_LOOK_PAGES.map((page) => page.path)
    const publicLazy = Object.keys(LAZY_PAGES)
      .filter((path) => path !== 'login')
      .map((path) => `/${path}`)
    const menus = paths.filter((path) => menuAt(path))
    expect(menus).toEqual(['/', '/comidas', '/helados', '/bebidas'])
    expect([...paths].sort()).toEqual([...menus, ...publicLazy].sort())
  })
})
