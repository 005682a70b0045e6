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

/** @returns {import('vite').Plugin} */
export function routerWithoutViewTransitionsPlugin() {
  return {
    name: 'heladeria:router-without-view-transitions',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_FILE.test(id) || !code.includes(DEFINITION)) return null
      if (!READ.test(code)) {
        this.error('React Router no longer reads its view transitions as this plugin expects')
      }
      return { code: code.replace(READ, ''), map: null }
    },
  }
}
