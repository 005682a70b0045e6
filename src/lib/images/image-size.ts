export const LARGE_LONG_SIDE = 1600
export const SMALL_WIDTH = 480
/** The middle variant: what a phone at 2x density picks for a full-width image. */
export const MEDIUM_WIDTH = 960
export const LARGE_MAX_BYTES = 400_000

export interface Size {
  width: number
  height: number
}

/** The size that fits `max` on the long side, never enlarging. */
export function fitLongSide(size: Size, max: number): Size {
  const scale = Math.min(1, max / Math.max(size.width, size.height))
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** The size that is `width` wide, never enlarging. */
export function fitWidth(size: Size, width: number): Size {
  const scale = Math.min(1, width / size.width)
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** The sizes of the stored variants: the narrower ones are fitted to the large one, never wider. */
export function variantSizes(original: Size): { large: Size; medium: Size; small: Size } {
  const large = fitLongSide(original, LARGE_LONG_SIDE)
  return { large, medium: fitWidth(large, MEDIUM_WIDTH), small: fitWidth(large, SMALL_WIDTH) }
}

/** Qualities tried in turn until the large variant is small enough. */
export const QUALITY_STEPS = [0.82, 0.72, 0.62, 0.5] as const
