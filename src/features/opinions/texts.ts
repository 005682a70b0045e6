/** What the rules accept as a message (src/lib/data/opiniones.ts says the same). */
export const MAX_MENSAJE = 2000

/** The opinion form's messages; the first three are the specification's, letter for letter. */
export const OPINION_TEXT = {
  empty: 'Por favor escribe un mensaje antes de enviar',
  sent: '¡Mensaje enviado con éxito!',
  failed: 'Hubo un error al enviar tu opinión. Intenta de nuevo.',
  tooLong: (length: number) =>
    `Tu mensaje tiene ${String(length)} caracteres y el máximo es ${String(MAX_MENSAJE)}. Acórtalo un poco antes de enviarlo.`,
  rateLimited: (seconds: number) =>
    `Espera un momento antes de enviar otra opinión: podrás enviarla en ${String(seconds)} ${seconds === 1 ? 'segundo' : 'segundos'}. Tu mensaje sigue aquí.`,
  /** All visitors together sent as many opinions as an hour admits. */
  crowdLimit:
    'Estamos recibiendo muchas opiniones en este momento. Inténtalo de nuevo en unos minutos.',
  offline: 'Estás sin conexión. Tu mensaje sigue aquí: envíalo cuando vuelvas a tener señal.',
} as const
