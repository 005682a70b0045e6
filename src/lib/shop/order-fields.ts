import type { PaymentKey } from './order-settings'

// The payment methods a shop may accept, with their names (out of the first download).

export const PAYMENT_METHODS = [
  { key: 'efectivo', name: 'Efectivo' },
  { key: 'nequi', name: 'Nequi' },
  { key: 'daviplata', name: 'Daviplata' },
  { key: 'breb', name: 'Bre-B' },
] as const satisfies readonly { key: PaymentKey; name: string }[]

export const paymentName = (key: PaymentKey): string =>
  PAYMENT_METHODS.find((method) => method.key === key)?.name ?? key
