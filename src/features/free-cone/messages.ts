import { shop } from '@/config/shop'

/** Texts of the free-cone page; the quoted ones are the specification's, letter for letter. */
export const FREE_CONE_TEXT = {
  heading: '¿Cómo ganar un cono gratis?',
  instruction: `Sube una historia en ${shop.product} en cualquier red social y compártenos un pantallazo`,
  galleryHeading: 'Así disfrutan nuestros clientes de nuestras deliciosas comidas',
  choose: 'Elegir imagen',
  change: 'Cambiar',
  send: 'Subir imagen',
  sending: 'Subiendo...',
  noFile: 'Por favor selecciona una imagen primero.',
  notImage: (name: string) => `«${name}» no es una imagen. Elige una foto o un pantallazo.`,
  tooLarge: (name: string) =>
    `«${name}» pesa más de 10 MB. Elige una imagen más liviana o toma un pantallazo nuevo.`,
  /** Followed by the number: 'Imagen subida con éxito. Número asignado: {number}'. */
  success: 'Imagen subida con éxito. Número asignado: ',
  failure: 'Error al subir la imagen. Revisa la consola.',
} as const
