/**
 * React Router's browser router, as it is created, reads the view transitions it applied
 * before from the tab's session storage. The site uses no view transitions, and a page's first
 * use of session storage waits for the browser to hand the tab's storage over: 1–14 ms measured
 * here, more on a busy phone, in the app's start on every page. In the build, this plugin takes
 * that read out. Nothing else changes: a transition the router applies is still saved when the
 * page is left. A router whose code no longer has the read stops the build with a clear error.
 */

const ROUTER_FILE = /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/
const DEFINITION = 'function restoreAppliedTransitions('
const READ = /restoreAppliedTransitions\(routerWindow, appliedViewTransitions\);/

/**
 * `code` without the read, when it is React Router's module that has it; null for any other
 * module. Throws when the router's code no longer reads them as expected.
 * @param {string} code
 * @param {string} id
 */
export function withoutTransitionsRead(code, id) {
  if (!ROUTER_FILE.test(id) || !code.includes(DEFINITION)) return null
  if (!READ.test(code)) {
    throw new Error('React Router no longer reads its view transitions as this plugin expects')
  }
  return code.replace(READ, '')
}

/** @returns {import('vite').Plugin} */
export function routerWithoutViewTransitionsPlugin() {
  return {
    name: 'heladeria:router-without-view-transitions',
    apply: 'build',
    transform(code, id) {
      const changed = withoutTransitionsRead(code, id)
      return changed === null ? null : { code: changed, map: null }
    },
  }
}
