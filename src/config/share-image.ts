/**
 * The picture link previews show (WhatsApp, Facebook, search results): the brand at 1200x630,
 * made by scripts/build/make-share-image.mjs into public/ and served at a fixed address.
 */
export const SHARE_IMAGE = {
  path: '/compartir/heladeria-colon.jpg',
  width: 1200,
  height: 630,
  type: 'image/jpeg',
  alt: 'Heladería Colón: comidas rápidas, helados y bebidas en Colón, Putumayo',
} as const
