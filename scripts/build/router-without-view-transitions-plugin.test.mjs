// @vitest-environment jsdom
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { bundlesWithAndWithout } from './test-bundle.mjs'
import {
  routerWithoutViewTransitionsPlugin,
  withoutTransitionsRead,
} from './router-without-view-transitions-plugin.mjs'

/** React Router's production build, as the site's build takes it (see vite.config.ts). */
const ROUTER = path.resolve('node_modules/react-router/dist/production/index.mjs')
const ENTRY = `export { createBrowserRouter } from ${JSON.stringify(ROUTER)}\n`

/**
 * Creates a browser router from the bundle `file` and counts its session storage reads.
 * @param {string} file
 */
async function sessionReads(file) {
  const { createBrowserRouter } = await import(pathToFileURL(file).href)
  const read = vi.spyOn(Storage.prototype, 'getItem')
  try {
    const router = createBrowserRouter([{ path: '/', element: null }])
    const reads = read.mock.calls.length
    router.dispose()
    return reads
  } finally {
    read.mockRestore()
  }
}

describe("React Router without its view transitions' read", () => {
  const bundles = bundlesWithAndWithout(
    'router-without-view-transitions-test',
    ENTRY,
    routerWithoutViewTransitionsPlugin,
  )

  it('creates the router without reading session storage', async () => {
    expect(await sessionReads(bundles.without.file)).toBe(1)
    expect(await sessionReads(bundles.withPlugin.file)).toBe(0)
  })

  it('keeps saving the transitions it applies when the page is left', () => {
    expect(bundles.withPlugin.code).toContain('persistAppliedTransitions(routerWindow')
  })

  it('stops the build when the router no longer reads them as it expects', () => {
    const changed = 'function restoreAppliedTransitions(w, t) {}\nrestoreAppliedTransitions(w, t);'
    expect(() => withoutTransitionsRead(changed, ROUTER)).toThrow('React Router no longer reads')
  })
})
