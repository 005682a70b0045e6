/** What the visitor reads on their stamp card's page. */
export const STAMP_CARD_TEXT = {
  heading: 'Tu tarjeta de sellos',
  count: (sellos: number, meta: number) => `${String(sellos)} de ${String(meta)} sellos`,
  reward: (meta: number, premio: string) => `Con ${String(meta)} sellos: ${premio}.`,
  full: 'Tu tarjeta está llena: muéstrala en el mostrador y recibe tu premio.',
  codeLabel: 'Tu código',
  qrLabel: (codigo: string) => `Código QR de tu tarjeta: ${codigo}`,
  howTo:
    'Cada vez que compres, muestra este código en el mostrador: te ponemos un sello (uno cada 10 minutos).',
  historyHeading: 'Historial',
  noHistory: 'Aún no tienes sellos. ¡El primero te espera en el mostrador!',
  event: {
    sello: 'Sello',
    premio: 'Premio entregado',
    traslado: (de: string, sellos: number) =>
      `${String(sellos)} ${sellos === 1 ? 'sello' : 'sellos'} de tu tarjeta anterior (${de})`,
  },
  rewards: (count: number) =>
    count === 1 ? 'Ya recibiste 1 premio.' : `Ya recibiste ${String(count)} premios.`,
  privacy:
    'Tu tarjeta se guarda en este teléfono, sin tu nombre ni datos personales. Si cambias de teléfono, pide en el mostrador que pasen tus sellos a tu nueva tarjeta.',
  loading: 'Abriendo tu tarjeta...',
  off: 'La tarjeta de sellos no está disponible en este momento.',
  offHint: 'Mientras tanto, mira nuestro menú.',
  toMenu: 'Ver el menú',
  retired: (movidaA: string | null) =>
    movidaA
      ? `Esta tarjeta ya no funciona: sus sellos pasaron a la tarjeta ${movidaA}.`
      : 'Esta tarjeta ya no funciona.',
  crowd: 'Estamos creando muchas tarjetas en este momento. Inténtalo de nuevo en unos minutos.',
  failed: 'No pudimos abrir tu tarjeta. Revisa tu conexión e inténtalo de nuevo.',
} as const
