import { DEFAULT_SETTINGS } from '@/lib/shop/default-settings'
import { orderSettingsOf } from './order-settings'
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

describe('the Bre-B key pattern', () => {
  it.each(['3001234567', '1234567890', '12345', 'pagos@tienda.co', '@heladeria', ''])(
    'accepts %s',
    (key) => expect(PATTERNS.breb.test(key)).toBe(true),
  )
  it.each(['1234', '12345678901', 'sin arroba', '@a', '@con espacio', 'a@b'])('refuses %s', (key) =>
    expect(PATTERNS.breb.test(key)).toBe(false),
  )
})
