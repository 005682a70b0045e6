/**
 * A public page's first look is the page a visitor sees and uses before any app: its links, its
 * three-dots menu, its pictures and lists (drawn by the entry). The app (React, MUI, the router:
 * most of the script) starts only once something needs it:
 * - the visitor's first touch, click, key or wheel on the page: what they do next may need it,
 *   and a press on one of the first look's forms is handed on to the app (taps-before-app.ts);
 * - a part that only the app draws reaching the screen: an element marked NEEDS_APP_PART, whose
 *   value says how near (the bottom of an observer's root margin, '0px' at the screen's edge);
 * - the entry asking (`need`), when it could not draw the page's state itself.
 * A visitor who only looks never pays for the app.
 */

/** Marks a first-look part that only the app draws; its value: how near the screen it needs it. */
export const NEEDS_APP_PART = 'data-needs-app'

/** The visitor's inputs that start the app. */
export const APP_INPUTS = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const

export interface AppDemand {
  /** Resolves with what asked for the app first: an input's type, a part's name or a reason. */
  readonly needed: Promise<string>
  /** Asks for the app now. */
  need: (reason: string) => void
}

/** The parts that need the app, grouped by how near the screen they need it. */
function partsByMargin(doc: Document): Map<string, Element[]> {
  const groups = new Map<string, Element[]>()
  for (const part of doc.querySelectorAll(`[${NEEDS_APP_PART}]`)) {
    const margin = part.getAttribute(NEEDS_APP_PART) || '0px'
    groups.set(margin, [...(groups.get(margin) ?? []), part])
  }
  return groups
}

/**
 * Watches a first-look page for what needs the app. Stops watching once something has: the
 * watch itself costs a few listeners and observers, nothing per frame.
 */
export function watchAppDemand(doc: Document = document): AppDemand {
  const win = doc.defaultView ?? window
  let need: (reason: string) => void = () => undefined
  const needed = new Promise<string>((resolve) => (need = resolve))
  const onInput = (event: Event) => need(event.type)
  const options = { capture: true, passive: true } as const
  for (const type of APP_INPUTS) win.addEventListener(type, onInput, options)
  const observers: IntersectionObserver[] = []
  if (typeof win.IntersectionObserver === 'function') {
    for (const [margin, parts] of partsByMargin(doc)) {
      const observer = new win.IntersectionObserver(
        (entries) => {
          const part = entries.find((entry) => entry.isIntersecting)?.target
          if (part) need(`part:${part.tagName.toLowerCase()}`)
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      )
      parts.forEach((part) => observer.observe(part))
      observers.push(observer)
    }
  }
  void needed.then(() => {
    for (const type of APP_INPUTS) win.removeEventListener(type, onInput, options)
    observers.forEach((observer) => observer.disconnect())
  })
  return { needed, need: (reason) => need(reason) }
}
