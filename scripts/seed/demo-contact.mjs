// The demo shop's phone, WhatsApp and email: made-up values the seed stores in ajustes/tienda
// with the rest of the demo. The code's defaults have none (src/config/shop-defaults.json), so
// a shop that never saved its settings shows no example number as its own.

export const DEMO_CONTACT = {
  telefono: '+57 300 000 0000',
  whatsapp: '573000000000',
  email: 'info@heladeriacolon.example',
}
