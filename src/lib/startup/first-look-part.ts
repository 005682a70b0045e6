/**
 * Marks a part of a page's first look that the build renders but the entry draws, once it knows
 * whether and how (the shop's settings, today's list): a <template>, inert until then, whose
 * value names the part. The build renders it with the app's own components, so its markup and
 * styles are the app's.
 */
export const FIRST_LOOK_PART = 'data-first-look-part'

const templateOf = (name: string, doc: Document) =>
  doc.querySelector<HTMLTemplateElement>(`template[${FIRST_LOOK_PART}="${name}"]`)

/** A copy of the first look's part `name`, not yet on the page; null when the page has none. */
export function copyFirstLookPart(name: string, doc: Document = document): HTMLElement | null {
  const template = templateOf(name, doc)
  const part = template && doc.importNode(template.content, true).firstElementChild
  return part instanceof HTMLElement ? part : null
}

/**
 * Draws the first look's part `name` at the end of `place` (by default where the build put it),
 * once: the same part again is the one already drawn. Returns it, or null when the page has none
 * or no such place.
 */
export function showFirstLookPart(
  name: string,
  place: string | null = null,
  doc: Document = document,
): HTMLElement | null {
  const shown = doc.querySelector<HTMLElement>(`[data-first-look-shown="${name}"]`)
  if (shown) return shown
  const template = templateOf(name, doc)
  const into = place === null ? template?.parentElement : doc.querySelector(place)
  const part = copyFirstLookPart(name, doc)
  if (!template || !into || !part) return null
  part.dataset.firstLookShown = name
  into.append(part)
  return part
}
