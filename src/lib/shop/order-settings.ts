// Orders by WhatsApp, as the staff set them under Tienda (stored in `ajustes/tienda` beside the
// shop's other details). Only what every page reads; the names, limits and patterns are in
// order-fields.ts, out of the first download.

/** The payment methods a shop may accept (their names: order-fields.ts). */
export type PaymentKey = 'efectivo' | 'nequi' | 'daviplata' | 'breb'

export interface OrderSettings {
  /** 'Pedidos por WhatsApp': visitors can put an order together on the menus. */
  pedidos: boolean
  /** The shop delivers ('Domicilio'), with a note shown to the visitor ('' = none). */
  domicilio: boolean
  domicilioNota: string
  /** In pesos; 0 = no minimum. */
  pedidoMinimo: number
  /** The payment methods accepted, in the order of PAYMENT_METHODS (order-fields.ts). */
  pagos: PaymentKey[]
  /** Digits only ('' = none). */
  nequi: string
  daviplata: string
  /** A Bre-B key: a mobile number, an ID number, an email or an '@' alias ('' = none). */
  breb: string
}

export const isPaymentKey = (value: unknown): value is PaymentKey =>
  typeof value === 'string' && /^(?:efectivo|nequi|daviplata|breb)$/.test(value)

/**
 * Reads stored order settings: a missing value, or one of another type, takes the default's. The
 * rules check each value's shape on every write; this only keeps a damaged copy from breaking a
 * page (and stays small: every page's first download reads the settings).
 */
export function toOrderSettings(
  stored: Record<string, unknown>,
  defaults: OrderSettings,
): OrderSettings {
  const same = <K extends Exclude<keyof OrderSettings, 'pagos'>>(key: K): OrderSettings[K] =>
    typeof stored[key] === typeof defaults[key] ? (stored[key] as OrderSettings[K]) : defaults[key]
  return {
    pedidos: same('pedidos'),
    domicilio: same('domicilio'),
    domicilioNota: same('domicilioNota'),
    pedidoMinimo: same('pedidoMinimo'),
    pagos: Array.isArray(stored.pagos) ? stored.pagos.filter(isPaymentKey) : defaults.pagos,
    nequi: same('nequi'),
    daviplata: same('daviplata'),
    breb: same('breb'),
  }
}
