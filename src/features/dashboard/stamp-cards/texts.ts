import type { MoveRefusal, RewardRefusal, StampRefusal } from '@/lib/stamp-card/card-state'

const stamps = (count: number) => (count === 1 ? '1 sello' : `${String(count)} sellos`)

const retired = (codigo: string, movidaA: string | null) =>
  movidaA
    ? `La tarjeta ${codigo} ya no funciona: sus sellos pasaron a la tarjeta ${movidaA}.`
    : `La tarjeta ${codigo} ya no funciona.`

/** What the counter reads on Sellos. */
export const COUNTER_TEXT = {
  title: 'Sellos',
  subtitle: 'Escribe el código de la tarjeta del cliente y ponle su sello.',
  codeLabel: 'Código de la tarjeta',
  codeHint: '4 letras y números, como aparecen en el teléfono del cliente.',
  badCode: 'El código tiene 4 letras y números (sin I, O, 0 ni 1).',
  find: 'Buscar',
  scan: 'Escanear QR',
  scanStop: 'Cerrar cámara',
  scanFailed: 'No se pudo abrir la cámara. Escribe el código.',
  unknown: (codigo: string) => `No hay ninguna tarjeta con el código ${codigo}.`,
  card: (codigo: string) => `Tarjeta ${codigo}`,
  count: (sellos: number, meta: number) => `${String(sellos)} de ${String(meta)} sellos`,
  lastStamp: (when: string) => `Último sello: ${when}`,
  noStamp: 'Aún sin sellos',
  rewardsTaken: (count: number) =>
    count === 1 ? '1 premio entregado' : `${String(count)} premios entregados`,
  stamp: 'Sellar',
  stamping: 'Sellando...',
  reward: 'Entregar premio',
  rewarding: 'Entregando...',
  stamped: (sellos: number, meta: number) =>
    sellos >= meta
      ? `Sello puesto: ${String(sellos)} de ${String(meta)}. ¡Tarjeta llena! Entrega el premio.`
      : `Sello puesto: ${String(sellos)} de ${String(meta)}.`,
  rewarded: (premio: string) => `Premio entregado (${premio}). La tarjeta empieza de nuevo.`,
  stampRefused: (codigo: string, refusal: StampRefusal) =>
    refusal.reason === 'too-soon'
      ? `Esta tarjeta ya recibió un sello hace menos de 10 minutos. Podrás sellarla de nuevo en ${
          refusal.minutesLeft === 1 ? '1 minuto' : `${String(refusal.minutesLeft)} minutos`
        }.`
      : refusal.reason === 'full'
        ? 'La tarjeta está llena: entrega el premio antes de sellarla otra vez.'
        : retired(codigo, refusal.movidaA),
  rewardRefused: (codigo: string, refusal: RewardRefusal) =>
    refusal.reason === 'not-full'
      ? `Aún no: le faltan ${stamps(refusal.missing)} para el premio.`
      : retired(codigo, refusal.movidaA),
  offNotice: 'La tarjeta de sellos está apagada: los clientes no la ven. Actívala en Tienda.',
  moveHeading: 'Pasar sellos a otra tarjeta',
  moveHint:
    'Si un cliente perdió o cambió su teléfono: abre su nueva tarjeta en el teléfono nuevo y escribe los dos códigos. La tarjeta anterior deja de funcionar.',
  moveFrom: 'Tarjeta anterior',
  moveTo: 'Tarjeta nueva',
  move: 'Pasar sellos',
  moving: 'Pasando...',
  moveQuestion: (from: string, to: string) =>
    `¿Pasar los sellos de la tarjeta ${from} a la tarjeta ${to}?`,
  moveDetail: (from: string, to: string, sellos: number) =>
    `La tarjeta ${to} recibe ${stamps(sellos)}. La tarjeta ${from} dejará de funcionar.`,
  moved: (from: string, to: string, sellos: number) =>
    `Listo: ${stamps(sellos)} pasaron de la tarjeta ${from} a la tarjeta ${to}.`,
  moveRefused: (refusal: MoveRefusal) =>
    refusal.reason === 'same'
      ? 'Escribe dos códigos distintos.'
      : refusal.reason === 'retired'
        ? retired(refusal.codigo, refusal.movidaA)
        : `Juntas tendrían ${String(refusal.total)} sellos, más de los que caben en una tarjeta: entrega primero el premio de la anterior.`,
  failed: 'No se pudo completar',
} as const
