import { afterLoad } from '@/lib/after-load'
import { PAGE_FAILURE_TEXTS } from './page-failure-texts'

const FADE_MS = 500

/** Fades the full-page spinner of index.html out once the page has loaded, then removes it. */
export function dismissPageLoader(doc: Document = document): void {
  const loader = doc.getElementById('page-loader')
  if (!loader) return
  const fade = () => {
    loader.classList.add('is-done')
    window.setTimeout(() => loader.remove(), FADE_MS)
  }
  afterLoad(fade, doc.defaultView ?? window)
}

/**
 * The app could not be downloaded (a connection lost mid-load): the spinner gives way to the
 * same message and retry button as a page that fails to load.
 */
export function showPageLoadFailure(doc: Document = document): void {
  const loader = doc.getElementById('page-loader')
  if (!loader) return
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
