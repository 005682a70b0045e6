// Bytes over the wire to show a page fully on a phone, scrolled to the bottom so that every
// lazy image loads: Chrome DevTools Protocol Network events, encodedDataLength (headers included).

import { newPhoneContext, openFully, settle } from './browser.mjs'

/** @typedef {'HTML' | 'JS' | 'CSS' | 'Fonts' | 'Images' | 'Data (Firestore)' | 'Other'} Kind */

/** @type {Kind[]} */
export const KINDS = ['HTML', 'JS', 'CSS', 'Fonts', 'Images', 'Data (Firestore)', 'Other']

/**
 * @param {string} type the CDP resource type
 * @param {string} mimeType
 * @returns {Kind}
 */
function kindOf(type, mimeType) {
  if (type === 'Document') return 'HTML'
  if (type === 'Script' || mimeType.includes('javascript')) return 'JS'
  if (type === 'Stylesheet' || mimeType === 'text/css') return 'CSS'
  if (type === 'Font' || mimeType.startsWith('font/')) return 'Fonts'
  if (type === 'Image' || mimeType.startsWith('image/')) return 'Images'
  if (type === 'Fetch' || type === 'XHR') return 'Data (Firestore)'
  return 'Other'
}

/**
 * Scrolls one screen at a time to the bottom, giving lazy images the time to start.
 * @param {import('playwright-core').Page} page
 */
async function scrollThrough(page) {
  for (let step = 0; step < 100; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8))
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(300)
    if (atBottom) return
  }
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} pagePath
 * @param {number} deviceScaleFactor
 * @returns {Promise<{ byKind: Record<Kind, { bytes: number, count: number }>, total: number, images: number }>}
 */
export async function measureTransfer(browser, pagePath, deviceScaleFactor) {
  const context = await newPhoneContext(browser, deviceScaleFactor)
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    /** @type {Map<string, { kind: Kind | undefined, bytes: number }>} */
    const requests = new Map()
    const entry = (/** @type {string} */ id) => {
      let found = requests.get(id)
      if (!found) {
        found = { kind: undefined, bytes: 0 }
        requests.set(id, found)
      }
      return found
    }
    cdp.on('Network.responseReceived', (event) => {
      entry(event.requestId).kind = kindOf(event.type, event.response.mimeType)
    })
    cdp.on('Network.dataReceived', (event) => {
      entry(event.requestId).bytes += event.encodedDataLength
    })
    cdp.on('Network.loadingFinished', (event) => {
      // The final figure, headers included, replaces the running count.
      entry(event.requestId).bytes = event.encodedDataLength
    })
    await cdp.send('Network.enable')

    await openFully(page, pagePath)
    await scrollThrough(page)
    await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, {
      timeout: 30_000,
    })
    await settle(page)
    const images = await page.evaluate(() => document.images.length)

    const byKind = /** @type {Record<Kind, { bytes: number, count: number }>} */ (
      Object.fromEntries(KINDS.map((kind) => [kind, { bytes: 0, count: 0 }]))
    )
    for (const { kind, bytes } of requests.values()) {
      // A request that got no response (aborted, blocked) cost next to nothing.
      if (kind === undefined) continue
      byKind[kind].bytes += bytes
      byKind[kind].count += 1
    }
    const total = KINDS.reduce((sum, kind) => sum + byKind[kind].bytes, 0)
    return { byKind, total, images }
  } finally {
    await context.close()
  }
}
