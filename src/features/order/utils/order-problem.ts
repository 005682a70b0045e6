import type { OrderSettings } from '@/lib/shop/order-settings'
import type { OrderDetails } from './kept-order'
import { missingForMinimum, type OrderItem } from './order'
import { pesos } from './pesos'

/** Which field a problem is about (the sheet shows the message under it). */
export type OrderField = 'items' | 'direccion' | 'referencia' | 'pago'

export interface OrderProblem {
  field: OrderField
  message: string
}

/** What stops the order from being sent as it is, in Spanish; null when nothing does. */
export function orderProblem(
  items: readonly OrderItem[],
  details: OrderDetails,
  settings: Pick<OrderSettings, 'pedidoMinimo' | 'domicilio' | 'pagos'>,
): OrderProblem | null {
  if (items.length === 0) return { field: 'items', message: 'Tu pedido está vacío.' }
  const missing = missingForMinimum(items, settings.pedidoMinimo)
  if (missing > 0)
    return {
      field: 'items',
      message: `El pedido mínimo es de ${pesos(settings.pedidoMinimo)}: te faltan ${pesos(missing)}.`,
    }
  if (details.entrega === 'domicilio' && settings.domicilio) {
    if (details.direccion.trim() === '')
      return { field: 'direccion', message: 'Escribe la dirección para el domicilio.' }
    if (details.referencia.trim() === '')
      return {
        field: 'referencia',
        message:
          'Escribe una referencia para encontrar la dirección (por ejemplo, el color de la casa).',
      }
  }
  if (settings.pagos.length > 0 && (details.pago === '' || !settings.pagos.includes(details.pago)))
    return { field: 'pago', message: 'Elige cómo vas a pagar.' }
  return null
}
