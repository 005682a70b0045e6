/** Whether the visitor has opened the first look's popover (the app then opens its own menu). */
export function isFirstLookMenuOpen(doc: Document = document): boolean {
  const popover = doc.querySelector('[data-first-look] [popover]')
  try {
    return popover?.matches(':popover-open') ?? false
  } catch {
    // A browser that does not know popovers never opened one.
    return false
  }
}
