import { jsonLd } from './structured-data'

/** Marks a structured-data block the entry wrote into a page's first look; its value names it. */
export const FIRST_LOOK_JSON_LD = 'data-json-ld'

/**
 * Writes (or writes again) the structured-data block `name` into the page's first look, as the
 * app draws it later: search engines read it without the app. It goes with the first look when
 * the app replaces it. Nothing where the page has no first look.
 */
export function showFirstLookJsonLd(name: string, data: object, doc: Document = document): void {
  const firstLook = doc.querySelector('[data-first-look]')
  if (!firstLook) return
  let script = firstLook.querySelector(`script[${FIRST_LOOK_JSON_LD}="${name}"]`)
  if (!script) {
    script = doc.createElement('script')
    script.setAttribute('type', 'application/ld+json')
    script.setAttribute(FIRST_LOOK_JSON_LD, name)
    firstLook.append(script)
  }
  const text = jsonLd(data)
  if (script.textContent !== text) script.textContent = text
}
