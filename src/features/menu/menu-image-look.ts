/** The part of an image document its shape comes from. */
interface ImageShape {
  ancho?: number
  alto?: number
}

/**
 * MenuImage's card look, in plain CSS: the component (its `sx`) and the first look's preview
 * (inline, before the app runs: nothing from MUI or React here) both draw it.
 */
export const menuImageLook = ({ ancho, alto }: ImageShape) =>
  ({
    display: 'block',
    width: '100%',
    height: 'auto',
    // Unknown sizes: the usual shape of a menu poster.
    aspectRatio: ancho && alto ? `${ancho} / ${alto}` : '4 / 5',
    objectFit: 'cover',
    borderRadius: '36px',
    backgroundColor: '#FFE7CF',
    boxShadow: '0 6px 20px rgba(43, 26, 16, 0.12)',
  }) as const
