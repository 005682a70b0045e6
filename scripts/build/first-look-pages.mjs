/**
 * The HTML files of the public pages a visit starts on: the page table (src/config/pages.ts)
 * marks which pages have a first look, painted before any script runs; each one's file is named
 * after its path, and firebase.json serves it there. Every other address gets SHELL_FILE (the
 * spinner, then the app).
 */

/** The HTML file of the first-look page at `path`: '/' is index.html, '/comidas' comidas.html. */
export const htmlFileOf = (/** @type {string} */ path) =>
  path === '/' ? 'index.html' : `${path.slice(1)}.html`

/** The page for every other address (the dashboard, sign-in, unknown paths). */
export const SHELL_FILE = 'shell.html'
