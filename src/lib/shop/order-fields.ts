import type { PaymentKey } from './order-settings'

// The orders' settings as the staff, the visitors and the rules see them: the payment methods'
// names, the limits and the patterns (firestore.rules, isShopSettings, checks the same).

export const PAYMENT_METHODS = [
  { key: 'efectivo', name: 'Efectivo' },
  { key: 'nequi', name: 'Nequi' },
  { key: 'daviplata', name: 'Daviplata' },
  { key: 'breb', name: 'Bre-B' },
] as const satisfies readonly { key: PaymentKey; name: string }[]

export const paymentName = (key: PaymentKey): string =>
  PAYMENT_METHODS.find((method) => method.key === key)?.name ?? key

/** Limits the form and the rules share. */
export const ORDER_LIMITS = {
  domicilioNota: 120,
  pedidoMinimo: 1_000_000,
  breb: 100,
} as const

/** The patterns the form and the rules share. */
export const ORDER_PATTERNS = {
  /** A Colombian mobile number: 10 digits starting with 3 ('' = none). */
  celular: /^(?:3[0-9]{9})?$/,
  /**
   * A Bre-B key ('' = none): a mobile or ID number (5 to 10 digits), an email, or an '@' alias
   * of 3 to 20 letters, digits, '.', '_' or '-'.
   */
  breb: /^(?:[0-9]{5,10}|[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}|@[A-Za-z0-9._-]{3,20})?$/,
} as const
