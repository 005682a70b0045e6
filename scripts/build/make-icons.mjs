#!/usr/bin/env node
/**
 * Renders the app icons of public/manifest.webmanifest from public/favicon.svg with Chromium
 * (playwright-core, no browser download): `node scripts/build/make-icons.mjs`. The PNGs are
 * committed; run this again only when the logo changes.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const publicDir = join(root, 'public')
const outDir = join(publicDir, 'icons')

const BACKGROUND = '#F57C00'
/** Maskable icons keep their art inside the central circle of 80 % of the side. */
const MASKABLE_SCALE = 0.8

/**
 * `full`: the round logo on a transparent background. `filled`: a full-bleed orange square with
 * the logo's art scaled into the safe zone (Android masks, iOS rounds the corners).
 * @type {{ file: string, size: number, kind: 'full' | 'filled' }[]}
 */
const ICONS = [
  { file: 'icon-192.png', size: 192, kind: 'full' },
  { file: 'icon-512.png', size: 512, kind: 'full' },
  { file: 'icon-maskable-512.png', size: 512, kind: 'filled' },
  { file: 'apple-touch-icon-180.png', size: 180, kind: 'filled' },
]

/**
 * @param {string} source the favicon's SVG
 * @param {'full' | 'filled'} kind
 * @param {number} size
 */
function svgFor(source, kind, size) {
  const match = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(source)
  if (!match) throw new Error('public/favicon.svg holds no <svg> element')
  const [, attributes, art] = match
  const viewBox = /viewBox="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '0 0 64 64'
  const [x = 0, y = 0, width = 64, height = 64] = viewBox.split(/\s+/).map(Number)
  const sized = `width="${size}" height="${size}" viewBox="${viewBox}"`
  if (kind === 'full') return `<svg xmlns="http://www.w3.org/2000/svg" ${sized}>${art}</svg>`
  const cx = x + width / 2
  const cy = y + height / 2
  const transform = `translate(${cx} ${cy}) scale(${MASKABLE_SCALE}) translate(${-cx} ${-cy})`
  return `<svg xmlns="http://www.w3.org/2000/svg" ${sized}>
    <rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${BACKGROUND}"/>
    <g transform="${transform}">${art}</g>
  </svg>`
}

const source = await readFile(join(publicDir, 'favicon.svg'), 'utf8')
await mkdir(outDir, { recursive: true })

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_ARGS],
})
try {
  for (const { file, size, kind } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>
      ${svgFor(source, kind, size)}`,
    )
    const png = await page.locator('svg').screenshot({ omitBackground: true, type: 'png' })
    await writeFile(join(outDir, file), png)
    await page.close()
    console.log(`public/icons/${file}: ${size}x${size}, ${png.length} bytes`)
  }
} finally {
  await browser.close()
}
