// The bench's control: a page that runs no script at all (a heading, a line of text and the
// link-preview picture), measured by Lighthouse exactly as the site's pages are. Its scores are
// about the best this machine gives any page at the bench's settings at that moment: a site
// page's figures are read against them. Written into the build the Hosting emulator serves only
// while the bench runs, never deployed.

import { existsSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const CONTROL_PATH = '/bench-control.html'

/** The link-preview picture of public/compartir (1200x630 JPEG): an image of a menu's weight. */
export const CONTROL_IMAGE = '/compartir/heladeria-colon.jpg'

export const CONTROL_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Página de control del banco de pruebas</title>
    <meta name="description" content="Una página sin scripts: un título, un texto y una imagen." />
  </head>
  <body style="margin: 0; font-family: sans-serif; background: #fff8f0">
    <h1 style="margin: 16px">Comidas</h1>
    <p style="margin: 16px">Una página sin ningún script: un título, un texto y una imagen.</p>
    <img
      src="${CONTROL_IMAGE}"
      width="1200"
      height="630"
      alt="Heladería Colón"
      style="display: block; width: 100%; height: auto"
    />
  </body>
</html>
`

/**
 * Puts the control page into `distDir`; returns what takes it out again.
 * @param {string} distDir
 * @returns {() => void}
 */
export function writeControlPage(distDir) {
  const image = path.join(distDir, CONTROL_IMAGE)
  if (!existsSync(image)) throw new Error(`The control page's picture is missing: ${image}`)
  const file = path.join(distDir, CONTROL_PATH)
  writeFileSync(file, CONTROL_HTML)
  return () => rmSync(file, { force: true })
}
