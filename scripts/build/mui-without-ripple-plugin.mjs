/**
 * MUI's buttons answer a tap with a ripple: a React component per button, its animation
 * library and keyframes, mounted on the first touch — in the first download of every page, and
 * work for a cheap phone's main thread on every tap. In the build, this plugin gives MUI's
 * ButtonBase an empty ripple instead; the theme (src/config/theme.ts) answers taps and keyboard
 * focus with CSS (`:active` and `.Mui-focusVisible`), which costs no script.
 */

const BUTTON_BASE_FOLDER = /[\\/]@mui[\\/]material[\\/]ButtonBase[\\/]/
const NO_RIPPLE = '\0mui-no-touch-ripple'

/** @returns {import('vite').Plugin} */
export function muiWithoutRipplePlugin() {
  return {
    name: 'heladeria:mui-without-ripple',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !BUTTON_BASE_FOLDER.test(importer)) return null
      return source === './TouchRipple.mjs' ? NO_RIPPLE : null
    },
    load(id) {
      if (id !== NO_RIPPLE) return null
      // ButtonBase calls its ripple through a ref it may find empty (`ref.current?.start()`).
      return 'export default function NoTouchRipple() {\n  return null\n}\n'
    },
  }
}
