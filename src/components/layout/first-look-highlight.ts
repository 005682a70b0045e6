import { activeCategory } from './active-category'

/** Marks the tab switcher's highlight (category-tabs.tsx). */
export const TAB_HIGHLIGHT = 'data-tab-highlight'

const HIGHLIGHT = `[data-first-look] [${TAB_HIGHLIGHT}]`

/**
 * Places the highlight of a page's first look under its active tab, measured from the tab as
 * the app's switcher does (category-tabs.tsx): when the list has been laid out (a resize
 * observer: nothing is laid out ahead of time), and again whenever its size changes. Returns the
 * stop function; nothing to do on pages whose tabs show no menu.
 */
export function placeFirstLookHighlight(doc: Document = document): () => void {
  const win = doc.defaultView ?? window
  const active = activeCategory(win.location.pathname)
  const highlight = doc.querySelector<HTMLElement>(HIGHLIGHT)
  const list = highlight?.parentElement
  const tab = active ? list?.querySelector<HTMLElement>(`[data-tab="${active}"]`) : null
  if (!highlight || !list || !tab) return () => undefined
  const place = () => {
    highlight.style.left = `${String(tab.offsetLeft)}px`
    highlight.style.width = `${String(tab.offsetWidth)}px`
    highlight.style.opacity = '1'
  }
  win.addEventListener('resize', place)
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place)
  if (observer) observer.observe(list)
  else place()
  return () => {
    observer?.disconnect()
    win.removeEventListener('resize', place)
  }
}

/**
 * Where the first look shows the highlight now, if it does: the app's switcher starts there, so
 * replacing the first look neither hides nor moves it.
 */
export function firstLookHighlightPlace(
  doc: Document | undefined = globalThis.document,
): { left: number; width: number } | null {
  // The build renders the first look where there is no document.
  const highlight = doc?.querySelector<HTMLElement>(HIGHLIGHT)
  if (!highlight || highlight.style.opacity !== '1') return null
  const left = Number.parseFloat(highlight.style.left)
  const width = Number.parseFloat(highlight.style.width)
  return Number.isFinite(left) && Number.isFinite(width) && width > 0 ? { left, width } : null
}
