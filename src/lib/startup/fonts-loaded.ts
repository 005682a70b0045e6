import { elapsed } from '@/lib/startup/elapsed'

/**
 * The longest the app waits for the page's web fonts before it draws anyway. Every browser the
 * build targets (ES2022) has the Font Loading API: no check for it.
 */
export const FONTS_WAIT_MS = 1_000

/**
 * Resolves once every web font the page declares has loaded (or failed), and at most after
 * FONTS_WAIT_MS. The HTML file preloads them, but the browser only readies a face when text first
 * needs it: text the app adds in a weight the first look did not use (today's prices) was drawn
 * for a frame in the stand-in font and moved when the face was ready. The web fonts are the faces
 * declared with `font-display: swap` (fonts.css); the stand-ins, the device's own fonts, are left
 * alone: asking the device for each of them (most of them fonts it lacks) cost the panel's start
 * 10-30 ms, and the load of a face already loaded answers at once.
 */
export function whenFontsLoaded(doc: Document = document): Promise<void> {
  const loads = [...doc.fonts].filter((face) => face.display === 'swap').map((face) => face.load())
  return settledWithinWait(loads, doc)
}

/** Resolves once every load has settled, and at most after FONTS_WAIT_MS. */
function settledWithinWait(loads: Promise<unknown>[], doc: Document): Promise<void> {
  const settled = Promise.allSettled(loads).then(() => undefined)
  return Promise.race([settled, elapsed(FONTS_WAIT_MS, doc.defaultView ?? window)])
}

/**
 * Resolves once the faces `fonts` name (CSS font shorthands, '600 1rem Poppins') are ready, and
 * at most after FONTS_WAIT_MS: text drawn after this is drawn in its own face at once, never in
 * the stand-in first (whose swap would move it). The browser readies a face only when text first
 * needs it, even when the HTML file preloads its file. Name the web font alone ('Poppins'):
 * with a stand-in in the list, a device lacking that stand-in's font would end the wait at once.
 */
export function whenFacesReady(fonts: readonly string[], doc: Document = document): Promise<void> {
  return settledWithinWait(
    fonts.map((font) => doc.fonts.load(font)),
    doc,
  )
}
