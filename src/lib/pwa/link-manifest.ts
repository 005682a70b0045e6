/** The web app manifest (public/manifest.webmanifest). */
export const MANIFEST_URL = '/manifest.webmanifest'

/**
 * Links the web app manifest, once. It is not in the HTML: a browser fetches a linked manifest,
 * and then the icons it names, while the page's own files are still loading, and on a weak
 * connection those bytes come before the menu's first picture. Linked once the page has loaded,
 * with the service worker's registration, it makes the page installable just as early.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return
  const link = doc.createElement('link')
  link.rel = 'manifest'
  link.href = MANIFEST_URL
  doc.head.append(link)
}
