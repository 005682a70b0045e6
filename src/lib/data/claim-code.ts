// The codes a visitor says at the counter (a free cone's, a stamp card's): short, and never
// misheard or misread.

/** Characters of a claim code: none that can be misheard or misread (no I, O, 0 or 1). */
const CLAIM_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
const CLAIM_CODE_LENGTH = 4

/** A random claim code, e.g. 'K7PM' (32^4, about a million, possible codes). */
export function newClaimCode(
  random: (values: Uint8Array) => Uint8Array = (values) => crypto.getRandomValues(values),
): string {
  // 256 is a multiple of 32, so every character is equally likely.
  return Array.from(random(new Uint8Array(CLAIM_CODE_LENGTH)), (value) =>
    CLAIM_CODE_ALPHABET.charAt(value % CLAIM_CODE_ALPHABET.length),
  ).join('')
}
