import { paymentName } from '@/lib/shop/order-fields'
import type { OrderDetails } from './kept-order'
import { orderTotal, subtotal, type OrderItem } from './order'
import { pesos } from './pesos'

/**
 * The order as the WhatsApp message the shop receives, in Spanish: a greeting, one line per
 * item, the total, pickup or delivery (with the address and reference), the payment method, the
 * name and the note when given.
 */
export function orderMessage(
  shopName: string,
  items: readonly OrderItem[],
  details: OrderDetails,
): string {
  const delivery = details.entrega === 'domicilio'
  const lines = [
    `¡Hola, ${shopName}! Quiero hacer este pedido:`,
    ...items.map((item) => `${String(item.cantidad)} × ${item.nombre} — ${pesos(subtotal(item))}`),
    `Total: ${pesos(orderTotal(items))}`,
    delivery ? 'Entrega: Domicilio' : 'Entrega: Recoger en la tienda',
    ...(delivery
      ? [`Dirección: ${details.direccion.trim()}`, `Referencia: ${details.referencia.trim()}`]
      : []),
    ...(details.pago === '' ? [] : [`Pago: ${paymentName(details.pago)}`]),
    ...(details.nombre.trim() === '' ? [] : [`Nombre: ${details.nombre.trim()}`]),
    ...(details.nota.trim() === '' ? [] : [`Nota: ${details.nota.trim()}`]),
  ]
  return lines.join('\n')
}

/** The address that opens a chat with the shop (`whatsapp`: digits) with `text` typed. */
export const whatsappOrderUrl = (whatsapp: string, text: string) =>
  `https://wa.me/${whatsapp}?text=${encodeURIComponent(text)}`
