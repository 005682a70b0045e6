import { describe, expect, it } from 'vitest'
import { EMPTY_DETAILS } from './kept-order'
import { orderMessage, whatsappOrderUrl } from './order-message'
import type { OrderItem } from './order'

const items: OrderItem[] = [
  { menu: 'comidas', id: 'a1', nombre: 'Salchipapa', precio: 8000, cantidad: 2 },
  { menu: 'bebidas', id: 'b1', nombre: 'Jugo de mora', precio: 5500, cantidad: 1 },
]

describe('orderMessage', () => {
  it('writes one line per item, the total, pickup and the payment', () => {
    const text = orderMessage('Heladería Colón', items, { ...EMPTY_DETAILS, pago: 'efectivo' })
    expect(text).toBe(
      [
        '¡Hola, Heladería Colón! Quiero hacer este pedido:',
        '2 × Salchipapa — $ 16.000',
        '1 × Jugo de mora — $ 5.500',
        'Total: $ 21.500',
        'Entrega: Recoger en la tienda',
        'Pago: Efectivo',
      ].join('\n'),
    )
  })

  it('adds the delivery address, reference, name and note when given', () => {
    const text = orderMessage('Heladería Colón', items.slice(0, 1), {
      entrega: 'domicilio',
      direccion: ' Calle 5 # 3-20 ',
      referencia: 'Casa azul',
      nombre: 'Ana',
      pago: 'nequi',
      nota: 'Sin cebolla',
    })
    expect(text.split('\n').slice(2)).toEqual([
      'Total: $ 16.000',
      'Entrega: Domicilio',
      'Dirección: Calle 5 # 3-20',
      'Referencia: Casa azul',
      'Pago: Nequi',
      'Nombre: Ana',
      'Nota: Sin cebolla',
    ])
  })

  it('leaves the address out of a pickup, whatever was typed before', () => {
    const text = orderMessage('X', items, { ...EMPTY_DETAILS, direccion: 'Calle 1' })
    expect(text).not.toContain('Calle 1')
    expect(text).not.toContain('Pago:')
  })
})

describe('whatsappOrderUrl', () => {
  it('encodes accents, ñ, line breaks and symbols', () => {
    const url = whatsappOrderUrl('573001234567', 'Año\nJugo de piña — $ 1.000 & más')
    expect(url).toBe(
      'https://wa.me/573001234567?text=A%C3%B1o%0AJugo%20de%20pi%C3%B1a%20%E2%80%94%20%24%201.000%20%26%20m%C3%A1s',
    )
    expect(decodeURIComponent(new URL(url).searchParams.get('text') ?? '')).toBe(
      'Año\nJugo de piña — $ 1.000 & más',
    )
  })
})
