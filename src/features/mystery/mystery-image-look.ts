import { MAX_HEIGHT } from './components/mystery-image-sizes'

/** Where MysteryImage's wide look starts: the theme's md breakpoint. */
export const MYSTERY_IMAGE_WIDE = '(min-width: 900px)'

/** The part of an image document its shape comes from. */
interface ImageShape {
  ancho?: number
  alto?: number
}

/**
 * MysteryImage's look, in plain CSS: `base` everywhere, `wide` added from MYSTERY_IMAGE_WIDE up.
 * The component (its `sx`) and the first look's preview (inline, before the app runs: nothing
 * from MUI or React here) both draw it.
 */
export function mysteryImageLook({ ancho, alto }: ImageShape) {
  const sized = ancho !== undefined && alto !== undefined
  return {
    base: {
      display: 'block',
      width: '100%',
      height: 'auto',
      margin: '0 auto',
      borderRadius: '36px',
      backgroundColor: 'rgba(255, 248, 240, 0.06)',
      boxShadow: '0 10px 30px rgba(0, 0, 0, 0.45)',
      // Known sizes: the box is reserved up front and, when wide, narrowed so the whole image
      // fits on screen. Unknown sizes: the height is only capped.
      ...(sized ? { aspectRatio: `${ancho} / ${alto}` } : { objectFit: 'contain' }),
    },
    wide: sized
      ? { maxWidth: `min(100%, calc(${MAX_HEIGHT} * ${ancho} / ${alto}))` }
      : { maxHeight: MAX_HEIGHT },
  } as const
}
