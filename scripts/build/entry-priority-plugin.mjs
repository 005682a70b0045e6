/**
 * The entry script (src/main.tsx) is fetched at low priority. A module script never holds back
 * the first paint, yet a browser fetches it at high priority beside the HTML's preloads (the
 * fonts, the menu's data), and Lighthouse's model of a slow phone counts a high-priority script
 * that arrives before the paint as holding it back. The first look needs no script, so the entry
 * comes after what it shows: the first paint waits for the HTML alone, as a page without script
 * does. The entry still starts downloading with the HTML and runs as soon as it arrives.
 */

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/**
 * Gives Vite's entry script tag a low fetch priority.
 * @param {string} html
 */
export function withLowPriorityEntry(html) {
  if (!ENTRY_TAG.test(html)) throw new Error('index.html has no entry script tag to lower')
  return html.replace(
    ENTRY_TAG,
    (_tag, src) => `<script type="module" crossorigin fetchpriority="low" src="${src}"></script>`,
  )
}

/** @returns {import('vite').Plugin} */
export function entryPriorityPlugin() {
  return {
    name: 'heladeria:entry-priority',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: withLowPriorityEntry },
  }
}
