/**
 * A page's first look (its HTML file) is on screen seconds before the app has run on a cheap
 * phone. Its links work by themselves (a tap loads the next page's HTML file) and its three-dots menu
 * is the browser's own popover; its forms need the app. A tap on one of their controls says
 * so in the form's status (its element with `data-waiting-status`) instead of doing nothing,
 * and the app acts on it once it has replaced the first look (tap-hand-on.ts).
 */

export const WAITING_TEXT = 'Cargando…'

/** Marks a first-look control that works without the app (its own script answers it). */
export const ANSWERS_NOW = 'data-answers-now'

/** Marks a first-look button that says 'Cargando…' itself when tapped (a row's 'Agregar'). */
export const SAYS_WAITING = 'data-says-waiting'

/**
 * The controls that need the app: the three-dots button (a popover's), links and the controls
 * marked ANSWERS_NOW answer on their own.
 */
export const NEEDS_APP = `input, textarea, select, label, button:not([popovertarget]):not([${ANSWERS_NOW}])`

/** The last first-look control tapped and not yet handed on to the app (see tap-hand-on.ts). */
let waitingTap: Element | undefined

/** The control a tap before the app was on, once: the app hands that tap on. */
export function takeTapBeforeApp(): Element | undefined {
  const control = waitingTap
  waitingTap = undefined
  return control
}

/** Answers taps on the first look's form controls, until the app replaces the first look. */
export function answerTapsBeforeApp(doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target
      if (!(target instanceof Element)) return
      const control = target.closest(NEEDS_APP)
      if (!control?.closest('[data-first-look]')) return
      event.preventDefault()
      waitingTap = control
      const status = control.hasAttribute(SAYS_WAITING)
        ? control
        : control.closest('form, section')?.querySelector('[data-waiting-status]')
      if (status) status.textContent = WAITING_TEXT
    },
    { capture: true },
  )
}
