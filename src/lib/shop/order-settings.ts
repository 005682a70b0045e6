import { PAYMENT_KEYS, type PaymentKey, type ShopSettings } from './settings-schema'

// Orders by WhatsApp, as the staff set them under Tienda: stored as plain strings beside the
// shop's other details (settings-schema.ts), read here as the order uses them.

export type { PaymentKey }

export interface OrderSettings {
  /** 'Pedidos por WhatsApp': visitors can put an order together (needs the shop's WhatsApp). */
  pedidos: boolean
  /** The shop delivers ('Domicilio'), with a note shown to the visitor ('' = none). */
  domicilio: boolean
  domicilioNota: string
  /** In pesos; 0 = no minimum. */
  pedidoMinimo: number
  /** The payment methods accepted, in the order the staff's form lists them. */
  pagos: PaymentKey[]
  /** Digits only ('' = none). */
  nequi: string
  daviplata: string
  /** A Bre-B key: a mobile or ID number, an email or an '@' alias ('' = none). */
  breb: string
}

export const isPaymentKey = (value: unknown): value is PaymentKey =>
  PAYMENT_KEYS.some((key) => key === value)

/** Whether the shop takes orders by WhatsApp: switched on, and with a WhatsApp number to send to. */
export const takesOrders = (settings: ShopSettings): boolean =>
  settings.pedidos === 'si' && settings.whatsapp !== ''

/** The stored strings ('si' / '' switches, '10000' pesos, 'efectivo,nequi') as the order reads them. */
export function orderSettingsOf(settings: ShopSettings): OrderSettings {
  return {
    pedidos: takesOrders(settings),
    domicilio: settings.domicilio === 'si',
    domicilioNota: settings.domicilioNota,
    pedidoMinimo: Number(settings.pedidoMinimo || '0'),
    pagos: settings.pagos.split(',').filter(isPaymentKey),
    nequi: settings.nequi,
    daviplata: settings.daviplata,
    breb: settings.breb,
  }
}
