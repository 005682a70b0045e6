#!/usr/bin/env node
/**
 * Renders the link-preview picture (src/config/share-image.ts) from the brand with Chromium
 * (playwright-core, no browser download): `node scripts/build/make-share-image.mjs`. The JPEG is
 * committed, like the icons: builds need no browser, and the address stays the same, so
 * WhatsApp and Facebook keep showing it. Run this again only when the logo or the name changes.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const require = createRequire(import.meta.url)
const OUT = join(root, 'public', 'compartir', 'heladeria-colon.jpg')
const WIDTH = 1200
const HEIGHT = 630
/** Link previews must stay under 300 kB (WhatsApp drops bigger pictures). */
const MAX_BYTES = 300_000

/** A font of @fontsource as a data: address (the page has no origin to load files from). */
const fontUrl = async (/** @type {string} */ file) => {
  const bytes = await readFile(require.resolve(`@fontsource/${file}`))
  return `data:font/woff2;base64,${bytes.toString('base64')}`
}
const logo = await readFile(join(root, 'public', 'favicon.svg'), 'utf8')
const defaults = JSON.parse(await readFile(join(root, 'src/config/shop-defaults.json'), 'utf8'))

const html = `<!doctype html><html lang="es"><head><meta charset="utf-8">
<style>
  @font-face { font-family: 'Abril Fatface'; src: url('${await fontUrl('abril-fatface/files/abril-fatface-latin-400-normal.woff2')}'); }
  @font-face { font-family: Poppins; font-weight: 600; src: url('${await fontUrl('poppins/files/poppins-latin-600-normal.woff2')}'); }
  html, body { margin: 0; }
  body {
    width: ${WIDTH}px; height: ${HEIGHT}px; display: flex; align-items: center; gap: 56px;
    box-sizing: border-box; padding: 0 88px; color: #2B1A10;
    background: linear-gradient(135deg, #FFF8F0 0%, #FFD9B3 100%);
    font-family: Poppins, sans-serif;
  }
  svg { width: 360px; height: 360px; flex: none; filter: drop-shadow(0 12px 24px rgb(143 54 0 / 0.35)); }
  h1 { margin: 0 0 24px; font: 400 96px/1.05 'Abril Fatface', serif; color: #8F3600; }
  p { margin: 0; font-size: 34px; font-weight: 600; line-height: 1.35; }
  .where { margin-top: 28px; display: inline-block; padding: 10px 26px; border-radius: 999px;
    background: #BF4800; color: #fff; font-size: 32px; }
</style></head><body>
  ${logo}
  <div>
    <h1>${defaults.nombre}</h1>
    <p>Comidas rápidas, helados y bebidas</p>
    <p class="where">Colón, Putumayo</p>
  </div>
</body></html>`

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_ARGS],
})
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
  await page.setContent(html)
  await page.evaluate(() => document.fonts.ready)
  const jpeg = await page.screenshot({ type: 'jpeg', quality: 85 })
  if (jpeg.length > MAX_BYTES) throw new Error(`The picture is ${jpeg.length} bytes`)
  await mkdir(dirname(OUT), { recursive: true })
  await writeFile(OUT, jpeg)
  console.log(`public/compartir/heladeria-colon.jpg: ${WIDTH}x${HEIGHT}, ${jpeg.length} bytes`)
} finally {
  await browser.close()
}
