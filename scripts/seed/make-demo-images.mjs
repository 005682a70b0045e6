#!/usr/bin/env node
// Renders the demo pictures in headless Chromium and writes them as WebP to seed/images/.
//
//   node scripts/seed/make-demo-images.mjs [--only <category>] [--preview <dir>]
//
// Needs a local Chromium (CHROMIUM_PATH, default /usr/bin/chromium); the generated files are
// committed, so running the app never needs it. --preview also writes the PNG screenshots.
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs'
import { fitText } from './card-templates.mjs'
import { CATALOG, NUMBERED } from './demo-catalog.mjs'

/** @typedef {import('./demo-catalog.mjs').DemoCategory} DemoCategory */
/** @typedef {{ width: number, height: number }} Size */
/** @typedef {Size & { quality: number }} EncodeSize */

/**
 * One picture in seed/images/manifest.json.
 * @typedef {object} ManifestEntry
 * @property {string} slug
 * @property {string} nombre the large variant's file name
 * @property {number} [numero] for the NUMBERED categories: its place, from 1
 * @property {number} width
 * @property {number} height
 * @property {Size} [medium] only for pictures wider than MEDIUM_WIDTH
 * @property {Size} small
 * @property {number} offsetMinutes
 */

const OUT_DIR = fileURLToPath(new URL('../../seed/images/', import.meta.url))
const MEDIUM_WIDTH = 960
const SMALL_WIDTH = 480
const QUALITY = 0.8
/** As the site encodes its narrower variants (QUALITY_STEPS[1] in src/lib/images/image-size.ts). */
const VARIANT_QUALITY = 0.72
const MAX_LARGE_BYTES = 200 * 1024

const { values: args } = parseArgs({
  options: { only: { type: 'string' }, preview: { type: 'string' } },
})

/**
 * Runs in the page: scales a PNG to each size and encodes it as WebP with the canvas.
 * @param {{ png: string, sizes: EncodeSize[] }} input the PNG in base64
 */
async function encodeWebp({ png, sizes }) {
  const image = new Image()
  image.src = `data:image/png;base64,${png}`
  await image.decode()
  const results = []
  for (const { width, height, quality } of sizes) {
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) throw new Error('This browser has no 2D canvas')
    ctx.imageSmoothingEnabled = true
    ctx.imageSmoothingQuality = 'high'
    ctx.drawImage(image, 0, 0, width, height)
    /** @type {Blob | null} */
    const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality))
    if (!blob || blob.type !== 'image/webp') throw new Error('This browser cannot encode WebP')
    /** @type {string} */
    const dataUrl = await new Promise((resolve) => {
      const reader = new FileReader()
      // readAsDataURL leaves a string in result.
      reader.onload = () => resolve(/** @type {string} */ (reader.result))
      reader.readAsDataURL(blob)
    })
    results.push(dataUrl.slice(dataUrl.indexOf(',') + 1))
  }
  return results
}

/**
 * The large variant at the best quality that fits MAX_LARGE_BYTES; the others at VARIANT_QUALITY.
 * @param {import('playwright-core').Page} encoder
 * @param {Buffer} png
 * @param {[large: Size, ...variants: Size[]]} sizes
 */
async function encode(encoder, png, [large, ...variants]) {
  /** @param {EncodeSize[]} sizes */
  const encoded = (sizes) =>
    encoder
      .evaluate(encodeWebp, { png: png.toString('base64'), sizes })
      .then((results) => results.map((b64) => Buffer.from(b64, 'base64')))
  const narrower = await encoded(variants.map((size) => ({ ...size, quality: VARIANT_QUALITY })))
  for (let quality = QUALITY; ; quality -= 0.05) {
    const [bytes] = await encoded([{ ...large, quality }])
    if (!bytes) throw new Error('The encoder returned no image')
    if (bytes.length <= MAX_LARGE_BYTES || quality <= 0.55)
      return { large: bytes, narrower, quality }
  }
}

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', ...CHROMIUM_ARGS],
})
try {
  const renderer = await browser.newPage({ deviceScaleFactor: 1 })
  const encoder = await browser.newPage()
  await encoder.setContent('<!doctype html><title>encoder</title>')

  const categories = args.only ? [args.only] : Object.keys(CATALOG)
  /** @type {Partial<Record<DemoCategory, ManifestEntry[]>>} */
  const manifest = {}
  let total = 0
  for (const category of /** @type {DemoCategory[]} */ (Object.keys(CATALOG))) {
    if (!categories.includes(category)) continue
    const dir = join(OUT_DIR, category)
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true })
    manifest[category] = []

    for (const [index, item] of CATALOG[category].entries()) {
      await renderer.setViewportSize({ width: item.width, height: item.height })
      await renderer.setContent(item.render(), { waitUntil: 'load' })
      await renderer.evaluate(() => document.fonts.ready)
      await renderer.evaluate(fitText)
      const png = await renderer.screenshot({ type: 'png' })
      if (args.preview) {
        await mkdir(args.preview, { recursive: true })
        await writeFile(join(args.preview, `${category}-${item.slug}.png`), png)
      }

      const scale = item.scale ?? 1
      const width = Math.round(item.width * scale)
      const height = Math.round(item.height * scale)
      // As the site prepares uploads: a medium variant only for pictures wider than it.
      const medium =
        width > MEDIUM_WIDTH
          ? { width: MEDIUM_WIDTH, height: Math.round((height * MEDIUM_WIDTH) / width) }
          : undefined
      const small = { width: SMALL_WIDTH, height: Math.round((height * SMALL_WIDTH) / width) }
      const webp = await encode(encoder, png, [
        { width, height },
        ...(medium ? [medium] : []),
        small,
      ])
      const [mediumBytes, smallBytes] = medium ? webp.narrower : [undefined, ...webp.narrower]
      if (!smallBytes) throw new Error('The encoder returned no small variant')
      await writeFile(join(dir, `${item.slug}.webp`), webp.large)
      if (mediumBytes) await writeFile(join(dir, `${item.slug}-${MEDIUM_WIDTH}.webp`), mediumBytes)
      await writeFile(join(dir, `${item.slug}-${SMALL_WIDTH}.webp`), smallBytes)
      total += webp.large.length + (mediumBytes?.length ?? 0) + smallBytes.length

      manifest[category].push({
        slug: item.slug,
        nombre: `${item.slug}.webp`,
        ...(NUMBERED.has(category) ? { numero: index + 1 } : {}),
        width,
        height,
        ...(medium ? { medium } : {}),
        small,
        offsetMinutes: item.offsetMinutes,
      })
      console.log(
        `${category}/${item.slug}: ${width}x${height} ${(webp.large.length / 1024).toFixed(0)} KB` +
          ` (q ${webp.quality.toFixed(2)}),` +
          (medium && mediumBytes
            ? ` ${medium.width}x${medium.height} ${(mediumBytes.length / 1024).toFixed(0)} KB,`
            : '') +
          ` ${small.width}x${small.height} ${(smallBytes.length / 1024).toFixed(0)} KB`,
      )
    }
  }

  if (!args.only) {
    await writeFile(join(OUT_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  }
  console.log(`Wrote ${(total / 1024).toFixed(0)} KB of images to seed/images/`)
} finally {
  await browser.close()
}
