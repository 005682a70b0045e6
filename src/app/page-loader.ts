import { PAGE_LOADER_FADE_MS } from '@/config/page-loader'
import { afterLoad } from '@/lib/startup/after-load'
import { PAGE_FAILURE_TEXTS } from './page-failure-texts'

/**
 * Fades the full-page spinner of index.html out once the page has loaded, then removes it.
 * Resolves once it is gone (at once if there is none).
 */
export function dismissPageLoader(doc: Document = document): Promise<void> {
  const loader = doc.getElementById('page-loader')
  if (!loader) return Promise.resolve()
  const win = doc.defaultView ?? window
  return new Promise((resolve) => {
    afterLoad(() => {
      loader.classList.add('is-done')
      win.setTimeout(() => {
        loader.remove()
        resolve()
      }, PAGE_LOADER_FADE_MS)
    }, win)
  })
}

/**
 * Where the failure message goes: the spinner while it still shows, else (it is fading or gone,
 * as over a page's first look once the page has loaded) a new cover in its place.
 */
function failureHost(doc: Document): HTMLElement {
  const loader = doc.getElementById('page-loader')
  if (loader && !loader.classList.contains('is-done')) return loader
  loader?.remove()
  const cover = doc.createElement('div')
  cover.id = 'page-loader'
  doc.body.append(cover)
  return cover
}

/**
 * The app could not be downloaded (a connection lost mid-load): the spinner gives way to the
 * same message and retry button as a page that fails to load.
 */
export function showPageLoadFailure(doc: Document = document): void {
  const loader = failureHost(doc)
  const heading = doc.createElement('h1')
  heading.textContent = PAGE_FAILURE_TEXTS.title
  const text = doc.createElement('p')
  text.textContent = PAGE_FAILURE_TEXTS.message
  const retry = doc.createElement('button')
  retry.type = 'button'
  retry.textContent = PAGE_FAILURE_TEXTS.retry
  retry.addEventListener('click', () => doc.defaultView?.location.reload())
  const message = doc.createElement('div')
  message.className = 'page-loader-failure'
  message.append(heading, text, retry)
  loader.removeAttribute('aria-label')
  loader.setAttribute('role', 'alert')
  loader.replaceChildren(message)
}
