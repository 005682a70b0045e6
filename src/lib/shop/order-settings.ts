// Orders by WhatsApp, as the staff set them under Tienda (stored in `ajustes/tienda` beside the
// shop's other details). Phone numbers are digits only; a Bre-B key is one of the shapes the
// banks accept as an alias.

export const PAYMENT_METHODS = [
  { key: 'efectivo', name: 'Efectivo' },
  { key: 'nequi', name: 'Nequi' },
  { key: 'daviplata', name: 'Daviplata' },
  { key: 'breb', name: 'Bre-B' },
] as const
export type PaymentKey = (typeof PAYMENT_METHODS)[number]['key']

export interface OrderSettings {
  /** 'Pedidos por WhatsApp': visitors can put an order together on the menus. */
  pedidos: boolean
  /** The shop delivers ('Domicilio'), with a note shown to the visitor ('' = none). */
  domicilio: boolean
  domicilioNota: string
  /** In pesos; 0 = no minimum. */
  pedidoMinimo: number
  /** The payment methods accepted, in PAYMENT_METHODS' order. */
  pagos: PaymentKey[]
  /** Digits only ('' = none). */
  nequi: string
  daviplata: string
  /** A Bre-B key: a mobile number, an ID number, an email or an '@' alias ('' = none). */
  breb: string
}

/** Limits the form and the rules share. */
export const ORDER_LIMITS = {
  domicilioNota: 120,
  pedidoMinimo: 1_000_000,
  breb: 100,
} as const

/** The patterns the form and the rules share (firestore.rules, isShopSettings). */
export const ORDER_PATTERNS = {
  /** A Colombian mobile number: 10 digits starting with 3. */
  celular: /^(?:3[0-9]{9})?$/,
  /** A mobile or ID number (5 to 10 digits), an email, or an '@' alias of 3 to 20 characters. */
  breb: /^(?:[0-9]{5,10}|[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}|@[A-Za-z0-9._-]{3,20})?$/,
} as const

export const isPaymentKey = (value: unknown): value is PaymentKey =>
  PAYMENT_METHODS.some(({ key }) => key === value)

export const paymentName = (key: PaymentKey): string =>
  PAYMENT_METHODS.find((method) => method.key === key)?.name ?? key

/** Reads stored order settings defensively: a missing or malformed value takes the default's. */
export function toOrderSettings(
  stored: Record<string, unknown>,
  defaults: OrderSettings,
): OrderSettings {
  const flag = (key: 'pedidos' | 'domicilio') =>
    typeof stored[key] === 'boolean' ? stored[key] : defaults[key]
  const text = (key: 'domicilioNota' | 'nequi' | 'daviplata' | 'breb', pattern?: RegExp) => {
    const value = stored[key]
    if (typeof value !== 'string') return defaults[key]
    return pattern && !pattern.test(value) ? defaults[key] : value
  }
  const minimum = stored.pedidoMinimo
  return {
    pedidos: flag('pedidos'),
    domicilio: flag('domicilio'),
    domicilioNota: text('domicilioNota').slice(0, ORDER_LIMITS.domicilioNota),
    pedidoMinimo:
      typeof minimum === 'number' &&
      Number.isInteger(minimum) &&
      minimum >= 0 &&
      minimum <= ORDER_LIMITS.pedidoMinimo
        ? minimum
        : defaults.pedidoMinimo,
    pagos: Array.isArray(stored.pagos)
      ? PAYMENT_METHODS.map(({ key }) => key).filter((key) =>
          (stored.pagos as unknown[]).includes(key),
        )
      : defaults.pagos,
    nequi: text('nequi', ORDER_PATTERNS.celular),
    daviplata: text('daviplata', ORDER_PATTERNS.celular),
    breb: text('breb', ORDER_PATTERNS.breb),
  }
}
