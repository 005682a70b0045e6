import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { isPaymentKey, orderSettingsOf, takesOrders } from './order-settings'
import { PATTERNS } from './settings-schema'

describe('orderSettingsOf', () => {
  it('reads the stored strings as the order uses them', () => {
    expect(
      orderSettingsOf({
        ...DEFAULT_SETTINGS,
        whatsapp: '573001234567',
        pedidos: 'si',
        domicilio: 'si',
        pedidoMinimo: '10000',
        pagos: 'efectivo,nequi',
      }),
    ).toMatchObject({
      pedidos: true,
      domicilio: true,
      pedidoMinimo: 10_000,
      pagos: ['efectivo', 'nequi'],
    })
  })

  it('takes no orders by default, nor without a WhatsApp number', () => {
    expect(orderSettingsOf(DEFAULT_SETTINGS)).toMatchObject({ pedidos: false, pedidoMinimo: 0 })
    expect(orderSettingsOf({ ...DEFAULT_SETTINGS, pedidos: 'si', whatsapp: '' }).pedidos).toBe(
      false,
    )
  })
})

describe('takesOrders', () => {
  it('is the one answer: switched on, and a WhatsApp number to send the order to', () => {
    const on = { ...DEFAULT_SETTINGS, pedidos: 'si', whatsapp: '573001234567' }
    expect(takesOrders(on)).toBe(true)
    expect(takesOrders({ ...on, whatsapp: '' })).toBe(false)
    expect(takesOrders({ ...on, pedidos: '' })).toBe(false)
  })
})

describe('the payment methods', () => {
  it('are the schema’s keys, in a stored list or alone', () => {
    expect(['efectivo', 'nequi', 'daviplata', 'breb'].every(isPaymentKey)).toBe(true)
    expect(isPaymentKey('tarjeta')).toBe(false)
    expect(PATTERNS.pagos.test('efectivo,breb')).toBe(true)
    expect(PATTERNS.pagos.test('efectivo,tarjeta')).toBe(false)
  })
})

describe('the Bre-B key pattern', () => {
  it.each(['3001234567', '1234567890', '12345', 'pagos@tienda.co', '@heladeria', ''])(
    'accepts %s',
    (key) => expect(PATTERNS.breb.test(key)).toBe(true),
  )
  it.each(['1234', '12345678901', 'sin arroba', '@a', '@con espacio', 'a@b'])('refuses %s', (key) =>
    expect(PATTERNS.breb.test(key)).toBe(false),
  )
})
