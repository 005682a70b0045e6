// Renders the demo pictures in headless Chromium and writes them as WebP (large and 480 px wide)
// to seed/images/, with a manifest the seed reads. Run again after changing cards.mjs:
//   node scripts/seed/make-demo-images.mjs
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CATEGORIES, STYLES } from './cards.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const out = path.join(root, 'seed/images')
const SMALL_WIDTH = 480

const font = async (file) =>
  (await readFile(path.join(root, 'node_modules/@fontsource', file))).toString('base64')

async function fontFaces() {
  const faces = [
    ['Poppins', 400, 'poppins/files/poppins-latin-400-normal.woff2'],
    ['Poppins', 600, 'poppins/files/poppins-latin-600-normal.woff2'],
    ['Poppins', 700, 'poppins/files/poppins-latin-700-normal.woff2'],
    ['Abril Fatface', 400, 'abril-fatface/files/abril-fatface-latin-400-normal.woff2'],
  ]
  const css = await Promise.all(
    faces.map(
      async ([family, weight, file]) =>
        `@font-face{font-family:'${family}';font-weight:${weight};src:url(data:font/woff2;base64,${await font(file)}) format('woff2')}`,
    ),
  )
  return css.join('\n')
}

/** Screenshot the card, then re-encode it in the page as WebP at full and small width. */
async function render(page, item, faces) {
  await page.setViewportSize({ width: item.width, height: item.height })
  await page.setContent(
    `<!doctype html><html><head><meta charset="utf-8"><style>${faces}${STYLES}</style></head><body>${item.html}</body></html>`,
  )
  await page.evaluate(() => document.fonts.ready)
  const png = await page.screenshot({ type: 'png' })
  return page.evaluate(
    async ({ data, smallWidth }) => {
      const bitmap = await createImageBitmap(
        await (await fetch(`data:image/png;base64,${data}`)).blob(),
      )
      const encode = async (width, quality) => {
        const height = Math.round((bitmap.height * width) / bitmap.width)
        const canvas = new OffscreenCanvas(width, height)
        const context = canvas.getContext('2d')
        context.imageSmoothingQuality = 'high'
        context.drawImage(bitmap, 0, 0, width, height)
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality })
        const bytes = new Uint8Array(await blob.arrayBuffer())
        let binary = ''
        for (const byte of bytes) binary += String.fromCharCode(byte)
        return { width, height, base64: btoa(binary) }
      }
      const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height))
      return {
        large: await encode(Math.round(bitmap.width * scale), 0.8),
        small: await encode(smallWidth, 0.75),
      }
    },
    { data: png.toString('base64'), smallWidth: SMALL_WIDTH },
  )
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const page = await browser.newPage()
  const faces = await fontFaces()
  const manifest = {}
  await rm(out, { recursive: true, force: true })
  for (const [category, items] of Object.entries(CATEGORIES)) {
    await mkdir(path.join(out, category), { recursive: true })
    manifest[category] = []
    for (const [index, item] of items.entries()) {
      const { large, small } = await render(page, item, faces)
      await writeFile(
        path.join(out, category, `${item.slug}.webp`),
        Buffer.from(large.base64, 'base64'),
      )
      await writeFile(
        path.join(out, category, `${item.slug}-480.webp`),
        Buffer.from(small.base64, 'base64'),
      )
      manifest[category].push({
        slug: item.slug,
        nombre: item.nombre,
        width: large.width,
        height: large.height,
        smallWidth: small.width,
        smallHeight: small.height,
        numero: index + 1,
        // Older items first; in misterio the last one is the newest.
        fechaOffsetHours: (items.length - index) * 24,
      })
      console.log(
        `${category}/${item.slug}: ${Math.round((large.base64.length * 3) / 4 / 1024)} KB`,
      )
    }
  }
  await writeFile(path.join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
} finally {
  await browser.close()
}
