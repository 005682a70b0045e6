import { PAYMENT_KEYS, type PaymentKey } from './settings-schema'

// The names of the payment methods a shop may accept (out of the first download).

const NAMES: Record<PaymentKey, string> = {
  efectivo: 'Efectivo',
  nequi: 'Nequi',
  daviplata: 'Daviplata',
  breb: 'Bre-B',
}

/** The payment methods, in the schema's order, with their names. */
export const PAYMENT_METHODS = PAYMENT_KEYS.map((key) => ({ key, name: NAMES[key] }))

export const paymentName = (key: PaymentKey): string => NAMES[key]
