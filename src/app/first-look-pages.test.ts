import { readdirSync, readFileSync } from 'node:fs'
import { htmlFileOf, SHELL_FILE } from '../../scripts/build/first-look-pages.mjs'
import { firstLookPaths, pageName, SITE_PAGES } from '@/config/pages'
import { LAZY_PAGES } from './lazy-pages'
import { routes } from './route-tree'

interface Rewrite {
  source: string
  destination: string
}

const hosting = (
  JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { rewrites: Rewrite[] } }
).hosting

describe('the page table', () => {
  it('has a Hosting rewrite for each first-look page, and the shell for every other address', () => {
    const rewrites = hosting.rewrites
    // Hosting serves index.html at / by itself.
    const missing = firstLookPaths()
      .filter((path) => path !== '/')
      .filter(
        (path) =>
          !rewrites.some(
            (rewrite) => rewrite.source === path && rewrite.destination === `/${htmlFileOf(path)}`,
          ),
      )
      .map((path) => `firebase.json has no rewrite of ${path} to /${htmlFileOf(path)}`)
    expect(missing).toEqual([])
    const extra = rewrites
      .slice(0, -1)
      .filter((rewrite) => !firstLookPaths().includes(rewrite.source))
      .map((rewrite) => `firebase.json rewrites ${rewrite.source}, which is no first-look page`)
    expect(extra).toEqual([])
    expect(rewrites.at(-1)).toEqual({ source: '**', destination: `/${SHELL_FILE}` })
  })

  it('names each lazy page’s route module, and src/app/routes/ holds no other page', () => {
    const lazyNames = SITE_PAGES.filter((page) => page.lazy).map((page) => pageName(page.path))
    expect(Object.keys(LAZY_PAGES).sort()).toEqual([...lazyNames].sort())
    const modules = readdirSync('src/app/routes')
      .filter((file) => file.endsWith('.tsx'))
      .map((file) => file.replace(/\.tsx$/, ''))
    expect(modules.sort()).toEqual([...lazyNames].sort())
  })

  it('draws every page that is not lazy as a menu', () => {
    const eager = SITE_PAGES.filter((page) => !page.lazy)
    expect(eager.length).toBeGreaterThan(0)
    for (const page of eager) expect(page.menu, page.path).toBeDefined()
  })

  it('gives the router one route per row, under the public layout', () => {
    const children = routes[0]?.children ?? []
    const paths = children.map((route) => (route.index ? '/' : `/${route.path ?? ''}`))
    expect(paths).toEqual([...SITE_PAGES.map((page) => page.path), '/*'])
  })
})
