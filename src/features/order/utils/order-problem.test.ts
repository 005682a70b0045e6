import { describe, expect, it } from 'vitest'
import { EMPTY_DETAILS } from './kept-order'
import { orderProblem } from './order-problem'

const items = [
  { menu: 'comidas' as const, id: 'a', nombre: 'Salchipapa', precio: 8000, cantidad: 1 },
]
const settings = { pedidoMinimo: 0, domicilio: true, pagos: ['efectivo' as const] }
const ready = { ...EMPTY_DETAILS, pago: 'efectivo' as const }

describe('orderProblem', () => {
  it('lets a complete order go', () => {
    expect(orderProblem(items, ready, settings)).toBeNull()
  })

  it('refuses an empty order and one under the minimum, saying what is missing', () => {
    expect(orderProblem([], ready, settings)?.message).toBe('Tu pedido está vacío.')
    expect(orderProblem(items, ready, { ...settings, pedidoMinimo: 10_000 })?.message).toBe(
      'El pedido mínimo es de $ 10.000: te faltan $ 2.000.',
    )
  })

  it('asks a delivery for its address and reference', () => {
    const delivery = { ...ready, entrega: 'domicilio' as const }
    expect(orderProblem(items, delivery, settings)?.field).toBe('direccion')
    expect(orderProblem(items, { ...delivery, direccion: 'Calle 3' }, settings)?.field).toBe(
      'referencia',
    )
    expect(
      orderProblem(items, { ...delivery, direccion: 'Calle 3', referencia: 'Casa azul' }, settings),
    ).toBeNull()
  })

  it('asks how they will pay, among the methods accepted', () => {
    expect(orderProblem(items, EMPTY_DETAILS, settings)?.message).toBe('Elige cómo vas a pagar.')
    expect(orderProblem(items, { ...ready, pago: 'nequi' }, settings)?.field).toBe('pago')
  })
})
