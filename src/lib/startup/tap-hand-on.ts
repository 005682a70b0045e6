import { NEEDS_APP } from './taps-before-app'

const FIELD = 'input:not([type="file"]), textarea, select'

/** What names a control to a visitor: its kind and its label, or its text. */
function controlName(control: Element): string {
  const labels = control.matches(FIELD) ? (control as HTMLInputElement).labels : null
  const name =
    control.getAttribute('aria-label') ?? labels?.[0]?.textContent ?? control.textContent ?? ''
  return `${control.tagName} ${name.trim()}`
}

/** How long the app's control for a tap before it may take to appear (drawn by later code). */
export const HAND_ON_WAIT_MS = 5_000

/**
 * Hands a tap on a first-look control (`tapped`, see taps-before-app.ts) on to the app's control
 * of the same kind and name, once the app has replaced the first look: a field takes the focus,
 * a button or label is pressed (a file picker opens only while the browser still counts the
 * tap as the visitor's). Some controls come with code the app fetches after its first drawing
 * (a menu's 'Agregar'): the tap waits up to HAND_ON_WAIT_MS for them. Nothing happens where the
 * app shows no such control by then.
 */
export function handOnTapBeforeApp(tapped: Element | undefined, doc: Document = document): void {
  if (!tapped) return
  const name = controlName(tapped)
  /** Acts on the app's control if it is there; says whether it was. */
  const handOn = () => {
    const control = [...doc.querySelectorAll(NEEDS_APP)].find(
      (candidate) => !candidate.closest('[data-first-look]') && controlName(candidate) === name,
    )
    if (!(control instanceof HTMLElement)) return false
    if (control.matches(FIELD)) control.focus()
    else control.click()
    return true
  }
  if (handOn()) return
  const observer = new MutationObserver(() => handOn() && observer.disconnect())
  observer.observe(doc.body, { childList: true, subtree: true })
  setTimeout(() => observer.disconnect(), HAND_ON_WAIT_MS)
}
