import { IMAGE_PROBLEM_TEXT, type ImageFileProblem } from '@/lib/images/image-file-problem'

/** Texts of the free-cone page; the quoted ones are the specification's, letter for letter. */
export const FREE_CONE_TEXT = {
  heading: '¿Cómo ganar un cono gratis?',
  /** Around the shop's name: 'Sube una historia en {product} en cualquier red social y…'. */
  instructionBefore: 'Sube una historia en ',
  instructionAfter: ' en cualquier red social y compártenos un pantallazo',
  /** Shared with the page's address ('Compartir'). */
  share: (shop: string) => `¡Gana un cono gratis en ${shop}! Mira cómo:`,
  galleryHeading: 'Así disfrutan nuestros clientes de nuestras deliciosas comidas',
  choose: 'Elegir imagen',
  change: 'Cambiar',
  send: 'Subir imagen',
  sending: 'Subiendo...',
  noFile: 'Por favor selecciona una imagen primero.',
  problem: (name: string, problem: ImageFileProblem) =>
    `No podemos usar «${name}»: ${IMAGE_PROBLEM_TEXT[problem]}. Elige una foto o un pantallazo (JPG, PNG o WebP).`,
  undecodable: (name: string) =>
    `No pudimos abrir «${name}» en este teléfono. Si es una foto HEIC, toma un pantallazo de ella o compártela como JPG, y vuelve a intentarlo.`,
  offline:
    'Se perdió la conexión y la imagen no se envió. Sigue elegida: vuelve a intentarlo cuando tengas señal.',
  rateLimited: (seconds: number) =>
    `Espera un momento antes de subir otra imagen: podrás hacerlo en ${String(seconds)} ${seconds === 1 ? 'segundo' : 'segundos'}. Tu imagen sigue elegida.`,
  /** Followed by the number: 'Imagen subida con éxito. Número asignado: {number}'. */
  success: 'Imagen subida con éxito. Número asignado: ',
  failure: 'Error al subir la imagen. Revisa la consola.',
  /** Followed by the claim code: the number alone gets no cone. */
  codeNote: 'Tu código para reclamar el cono: ',
  pendingLimit:
    'Ya tienes 3 imágenes esperando revisión. Podrás subir otra cuando la tienda las revise. Tu imagen sigue elegida.',
  /** All visitors together sent as many pictures as an hour admits. */
  crowdLimit:
    'Estamos recibiendo muchas fotos en este momento. Inténtalo de nuevo en unos minutos.',
  /** Under the success message: the picture waits for the shop's review. */
  reviewNote: 'Tu imagen aparecerá en la galería cuando la tienda la haya revisado.',
  ownHeading: 'Tus números',
  ownHint: 'Muestra tu número y tu código en la heladería para reclamar tu cono.',
  ownCode: 'Código',
  ownPending: 'En revisión',
  ownPublished: 'Publicada',
  ownDelivered: 'Entregado',
  ownHidden: 'No publicada',
  ownUnknown: 'No disponible en este teléfono',
  ownFailed: 'No pudimos consultar tus números. Revisa tu conexión e inténtalo de nuevo.',
  more: 'Ver más fotos',
  moreLoading: 'Cargando...',
  moreFailed: 'No pudimos cargar más fotos. Inténtalo de nuevo.',
} as const
