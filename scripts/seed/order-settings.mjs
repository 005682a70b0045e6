// The demo shop takes orders by WhatsApp: delivery in town, every payment method, made-up
// numbers and key (over the code's defaults, which leave ordering off).

export const DEMO_ORDER_SETTINGS = {
  pedidos: 'si',
  domicilio: 'si',
  domicilioNota: 'Domicilio en el casco urbano: $ 2.000',
  pedidoMinimo: '',
  pagos: 'efectivo,nequi,daviplata,breb',
  nequi: '3001234567',
  daviplata: '3109876543',
  breb: '@heladeriacolon',
}
