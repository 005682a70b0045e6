/**
 * The characters the site's web fonts carry: printable ASCII plus what Spanish texts use
 * (accented letters in both cases, ñ, ü, opening marks, quotes, dashes). Anything else a visitor
 * types is drawn with the system font (the fonts' `unicode-range` says so).
 */
export const SPANISH_CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0¡©ª«°·º»¿×ÁÉÍÑÓÚÜáéíñóúü–—‘’“”…€'

/**
 * The CSS `unicode-range` of a set of characters, runs of consecutive code points joined.
 * @param {string} characters
 * @returns {string}
 */
export function unicodeRange(characters) {
  const codePoints = [
    ...new Set([...characters].map((c) => /** @type {number} */ (c.codePointAt(0)))),
  ]
  codePoints.sort((a, b) => a - b)
  /** @type {[number, number][]} */
  const runs = []
  for (const codePoint of codePoints) {
    const last = runs.at(-1)
    if (last && last[1] === codePoint - 1) last[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0')
  return runs
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ')
}
