const POPOVER = '[data-first-look] [popover]'

/** Whether the first look's popover is open now. */
function isOpenNow(doc: Document): boolean {
  try {
    return doc.querySelector(POPOVER)?.matches(':popover-open') ?? false
  } catch {
    // A browser that does not know popovers never opened one.
    return false
  }
}

let stopFollowing: (() => boolean) | undefined

/**
 * Follows the first look's popover from now until the app's menu asks (firstLookMenuWasOpen).
 * The app's first render comes in slices, and the first look stays on screen until it is over:
 * a tap between two slices opens the popover that the render's end then removes with the first
 * look. `beforetoggle` comes at once with the tap (`toggle` comes a task later, maybe after
 * the removal), and a removal fires neither.
 */
export function followFirstLookMenu(doc: Document = document): void {
  stopFollowing?.()
  let open = isOpenNow(doc)
  const onBeforeToggle = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.matches(POPOVER)) return
    open = (event as ToggleEvent).newState === 'open'
  }
  doc.addEventListener('beforetoggle', onBeforeToggle, { capture: true })
  stopFollowing = () => {
    doc.removeEventListener('beforetoggle', onBeforeToggle, { capture: true })
    return open
  }
}

/**
 * Whether the visitor left the first look's popover open (the app then opens its own menu): as
 * followed since followFirstLookMenu, or as it is now where nothing followed it. Ends the following.
 */
export function firstLookMenuWasOpen(doc: Document = document): boolean {
  const open = stopFollowing?.() ?? isOpenNow(doc)
  stopFollowing = undefined
  return open
}
