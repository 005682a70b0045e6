// How the commands print numbers: counts with their noun, sizes in kB or MB.

/**
 * `1 document`, `2 documents`, `1,234 addresses`.
 * @param {number} count
 * @param {string} noun
 */
export const counted = (count, noun) =>
  `${count.toLocaleString('en')} ${noun}${count === 1 ? '' : noun.endsWith('s') ? 'es' : 's'}`

/**
 * A size as people read it: kB below a megabyte, MB above.
 * @param {number} bytes
 */
export const size = (bytes) =>
  bytes < 1_000_000
    ? `${String(Math.ceil(bytes / 1000))} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`
