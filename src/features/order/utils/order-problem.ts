import type { OrderSettings } from '@/lib/shop/order-settings'
import type { OrderDetails } from './kept-order'
import { missingForMinimum, type OrderItem } from './order'
import { pesos } from './pesos'

/** Which field a problem is about (the sheet shows the message under it). */
export type OrderField = 'items' | 'direccion' | 'referencia' | 'pago'

/** The fields the visitor fills in, in the sheet's order: the first missing one gets the focus. */
export type DetailField = Exclude<OrderField, 'items'>

export interface OrderProblem {
  field: OrderField
  message: string
}

/** How the message next to the send button names a missing field. */
const FIELD_NAMES: Record<DetailField, string> = {
  direccion: 'la dirección',
  referencia: 'la referencia',
  pago: 'cómo vas a pagar',
}

/**
 * Everything that stops the order from being sent as it is, in Spanish, in the sheet's order
 * (the items first); none when it can go.
 */
export function orderProblems(
  items: readonly OrderItem[],
  details: OrderDetails,
  settings: Pick<OrderSettings, 'pedidoMinimo' | 'domicilio' | 'pagos'>,
): OrderProblem[] {
  const problems: OrderProblem[] = []
  const missing = missingForMinimum(items, settings.pedidoMinimo)
  if (items.length === 0) problems.push({ field: 'items', message: 'Tu pedido está vacío.' })
  else if (missing > 0)
    problems.push({
      field: 'items',
      message: `El pedido mínimo es de ${pesos(settings.pedidoMinimo)}: te faltan ${pesos(missing)}.`,
    })
  if (details.entrega === 'domicilio' && settings.domicilio) {
    if (details.direccion.trim() === '')
      problems.push({ field: 'direccion', message: 'Escribe la dirección para el domicilio.' })
    if (details.referencia.trim() === '')
      problems.push({
        field: 'referencia',
        message:
          'Escribe una referencia para encontrar la dirección (por ejemplo, el color de la casa).',
      })
  }
  if (settings.pagos.length > 0 && (details.pago === '' || !settings.pagos.includes(details.pago)))
    problems.push({ field: 'pago', message: 'Elige cómo vas a pagar.' })
  return problems
}

/** 'a', 'a y b', 'a, b y c'. */
const listed = (words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} y ${words.at(-1) ?? ''}`

/**
 * What the sheet says next to its send button after a refused send: the order's own problem,
 * then the fields still missing, all at once (one missing field: its own message).
 */
export function refusalText(problems: readonly OrderProblem[]): string {
  const items = problems.filter((problem) => problem.field === 'items')
  const fields = problems.filter((problem) => problem.field !== 'items')
  const missing =
    fields.length === 1
      ? (fields[0]?.message ?? '')
      : fields.length > 1
        ? `Falta completar ${listed(fields.map(({ field }) => FIELD_NAMES[field as DetailField]))}.`
        : ''
  return [...items.map((problem) => problem.message), missing].filter(Boolean).join(' ')
}
