const FADE_MS = 500

/** Fades the full-page spinner of index.html out once the page has loaded, then removes it. */
export function dismissPageLoader(doc: Document = document): void {
  const loader = doc.getElementById('page-loader')
  if (!loader) return
  const fade = () => {
    loader.classList.add('is-done')
    window.setTimeout(() => loader.remove(), FADE_MS)
  }
  if (doc.readyState === 'complete') fade()
  else window.addEventListener('load', fade, { once: true })
}
