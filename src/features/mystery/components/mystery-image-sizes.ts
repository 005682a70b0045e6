export const MYSTERY_IMAGE_ALT = 'Imagen misteriosa: la sorpresa del momento'

/** The panel's image column: nearly the full width on phones, about 560 px from 900 px up. */
export const MYSTERY_IMAGE_SIZES = '(min-width: 900px) 560px, calc(100vw - 64px)'

/** Tallest the image gets from 900 px up, so it fits below the header. */
export const MAX_HEIGHT = '75vh'

/**
 * The box an image takes before its document arrives: 4:5, the usual shape of a promotion
 * poster, sized as MysteryImage sizes one; so a poster of that shape moves nothing on arrival.
 */
export const EXPECTED_IMAGE_BOX = {
  width: '100%',
  aspectRatio: '4 / 5',
  mx: 'auto',
  maxWidth: { md: `min(100%, calc(${MAX_HEIGHT} * 4 / 5))` },
} as const
