// The project's own image preparation (src/lib/images/encode-image.ts) on a large phone photo,
// in Chromium: the photo is painted on a canvas (gradients, soft shapes and sensor-like noise)
// and encoded as a JPEG at quality 0.95, then encodeImage() makes the three upload variants.

import path from 'node:path'
import { build } from 'vite'

import { newPhoneContext } from './browser.mjs'

/** A made-up origin served by Playwright itself: nothing leaves the machine. */
const ORIGIN = 'http://bench.localhost'
const PHOTO = { width: 4000, height: 3000, quality: 0.95, seed: 20_240_611, specks: 180_000 }
/** Noise amplitude (of 255) that makes the JPEG about 5 MB, as a phone's photo of that size. */
const NOISE = 6

/**
 * encode-image.ts and what it imports, as one ES module.
 * @param {string} root the project root
 */
async function bundleEncoder(root) {
  const output = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      lib: {
        entry: path.join(root, 'src/lib/images/encode-image.ts'),
        formats: ['es'],
        fileName: () => 'encode-image.js',
      },
    },
  })
  for (const result of Array.isArray(output) ? output : [output]) {
    if (!('output' in result)) continue
    const chunk = result.output.find((file) => file.type === 'chunk')
    if (chunk?.type === 'chunk') return chunk.code
  }
  throw new Error('Bundling encode-image.ts produced no module')
}

/**
 * @typedef {{ bytes: number, type: string, width: number, height: number }} Variant
 * @typedef {{ input: Variant, large: Variant, medium: Variant, small: Variant, encodeMs: number }}
 *   ImagePrepResult
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} root
 * @returns {Promise<ImagePrepResult>}
 */
export async function measureImagePreparation(browser, root) {
  const encoder = await bundleEncoder(root)
  const context = await newPhoneContext(browser)
  try {
    const page = await context.newPage()
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url())
      return pathname === '/encode-image.js'
        ? route.fulfill({ contentType: 'text/javascript', body: encoder })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' })
    })
    await page.goto(`${ORIGIN}/`)
    return await page.evaluate(
      async ({ photo, noise, encoderUrl }) => {
        // mulberry32: the same photo on every run
        let state = photo.seed
        const random = () => {
          state = (state + 0x6d2b79f5) | 0
          let t = Math.imul(state ^ (state >>> 15), 1 | state)
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296
        }
        const { width, height } = photo
        const canvas = document.createElement('canvas')
        canvas.width = width
        canvas.height = height
        const context = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'))
        const sky = context.createLinearGradient(0, 0, width * 0.3, height)
        sky.addColorStop(0, '#f7b267')
        sky.addColorStop(0.45, '#f4845f')
        sky.addColorStop(0.7, '#6a994e')
        sky.addColorStop(1, '#283618')
        context.fillStyle = sky
        context.fillRect(0, 0, width, height)
        for (let i = 0; i < 60; i++) {
          const x = random() * width
          const y = random() * height
          const r = 80 + random() * 700
          const blob = context.createRadialGradient(x, y, 0, x, y, r)
          const hue = Math.floor(random() * 360)
          blob.addColorStop(0, `hsla(${hue}, 70%, ${30 + random() * 50}%, 0.55)`)
          blob.addColorStop(1, `hsla(${hue}, 70%, 50%, 0)`)
          context.fillStyle = blob
          context.fillRect(x - r, y - r, 2 * r, 2 * r)
        }
        // Foliage-like detail a few pixels wide, which survives the downscaling (grain does not).
        for (let i = 0; i < photo.specks; i++) {
          const hue = 20 + Math.floor(random() * 120)
          context.fillStyle = `hsla(${hue}, 55%, ${20 + random() * 60}%, 0.35)`
          context.fillRect(random() * width, random() * height, 2 + random() * 9, 2 + random() * 9)
        }
        const pixels = context.getImageData(0, 0, width, height)
        const data = pixels.data
        for (let i = 0; i < data.length; i += 4) {
          const grain = (random() - 0.5) * noise
          data[i] = /** @type {number} */ (data[i]) + grain + (random() - 0.5) * noise * 0.4
          data[i + 1] = /** @type {number} */ (data[i + 1]) + grain
          data[i + 2] = /** @type {number} */ (data[i + 2]) + grain + (random() - 0.5) * noise * 0.4
        }
        context.putImageData(pixels, 0, 0)
        const jpeg = await new Promise((resolve, reject) =>
          canvas.toBlob(
            (blob) => (blob ? resolve(blob) : reject(new Error('toBlob gave nothing'))),
            'image/jpeg',
            photo.quality,
          ),
        )
        const file = new File([/** @type {Blob} */ (jpeg)], 'foto.jpg', { type: 'image/jpeg' })

        /** @type {{ encodeImage: (file: Blob) => Promise<{ large: Blob, medium: Blob | null,
         *   small: Blob, width: number, height: number, mediumWidth: number,
         *   mediumHeight: number, smallWidth: number, smallHeight: number }> }} */
        const encoder = await import(encoderUrl)
        const started = performance.now()
        const prepared = await encoder.encodeImage(file)
        const encodeMs = performance.now() - started
        return {
          input: { bytes: file.size, type: file.type, width, height },
          large: {
            bytes: prepared.large.size,
            type: prepared.large.type,
            width: prepared.width,
            height: prepared.height,
          },
          medium: {
            bytes: prepared.medium?.size ?? 0,
            type: prepared.medium?.type ?? 'none',
            width: prepared.mediumWidth,
            height: prepared.mediumHeight,
          },
          small: {
            bytes: prepared.small.size,
            type: prepared.small.type,
            width: prepared.smallWidth,
            height: prepared.smallHeight,
          },
          encodeMs,
        }
      },
      { photo: PHOTO, noise: NOISE, encoderUrl: `${ORIGIN}/encode-image.js` },
    )
  } finally {
    await context.close()
  }
}
