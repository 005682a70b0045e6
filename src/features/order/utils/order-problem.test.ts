import { describe, expect, it } from 'vitest'
import { EMPTY_DETAILS } from './kept-order'
import { orderProblems, refusalText } from './order-problem'

const items = [
  { menu: 'comidas' as const, id: 'a', nombre: 'Salchipapa', precio: 8000, cantidad: 1 },
]
const settings = { pedidoMinimo: 0, domicilio: true, pagos: ['efectivo' as const] }
const ready = { ...EMPTY_DETAILS, pago: 'efectivo' as const }
const fields = (...args: Parameters<typeof orderProblems>) =>
  orderProblems(...args).map((problem) => problem.field)

describe('orderProblems', () => {
  it('lets a complete order go', () => {
    expect(orderProblems(items, ready, settings)).toEqual([])
  })

  it('refuses an empty order and one under the minimum, saying what is missing', () => {
    expect(orderProblems([], ready, settings)[0]?.message).toBe('Tu pedido está vacío.')
    expect(orderProblems(items, ready, { ...settings, pedidoMinimo: 10_000 })[0]?.message).toBe(
      'El pedido mínimo es de $ 10.000: te faltan $ 2.000.',
    )
  })

  it('asks a delivery for its address and reference', () => {
    const delivery = { ...ready, entrega: 'domicilio' as const }
    expect(fields(items, delivery, settings)).toEqual(['direccion', 'referencia'])
    expect(fields(items, { ...delivery, direccion: 'Calle 3' }, settings)).toEqual(['referencia'])
    expect(
      fields(items, { ...delivery, direccion: 'Calle 3', referencia: 'Casa azul' }, settings),
    ).toEqual([])
    // Delivery not offered (any more): nothing to ask.
    expect(fields(items, delivery, { ...settings, domicilio: false })).toEqual([])
  })

  it('asks how they will pay, among the methods accepted', () => {
    expect(orderProblems(items, EMPTY_DETAILS, settings)[0]?.message).toBe(
      'Elige cómo vas a pagar.',
    )
    expect(fields(items, { ...ready, pago: 'nequi' }, settings)).toEqual(['pago'])
  })

  it('names every missing field at once, in the sheet order', () => {
    const empty = { ...EMPTY_DETAILS, entrega: 'domicilio' as const }
    expect(fields(items, empty, settings)).toEqual(['direccion', 'referencia', 'pago'])
  })
})

describe('refusalText', () => {
  const problems = (details = EMPTY_DETAILS, minimum = 0) =>
    orderProblems(items, details, { ...settings, pedidoMinimo: minimum })

  it('says one missing field as its own message', () => {
    expect(refusalText(problems())).toBe('Elige cómo vas a pagar.')
  })

  it('names several missing fields together', () => {
    expect(refusalText(problems({ ...EMPTY_DETAILS, entrega: 'domicilio' }))).toBe(
      'Falta completar la dirección, la referencia y cómo vas a pagar.',
    )
    expect(refusalText(problems({ ...ready, entrega: 'domicilio' }))).toBe(
      'Falta completar la dirección y la referencia.',
    )
  })

  it('puts the order’s own problem first', () => {
    expect(refusalText(problems(EMPTY_DETAILS, 10_000))).toBe(
      'El pedido mínimo es de $ 10.000: te faltan $ 2.000. Elige cómo vas a pagar.',
    )
  })
})
