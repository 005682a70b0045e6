import { DEFAULT_SETTINGS } from './default-settings'

describe('DEFAULT_SETTINGS', () => {
  it('give no phone, WhatsApp, email or payment number: a shop that saved none shows none', () => {
    const { telefono, whatsapp, email, nequi, daviplata, breb, pedidos } = DEFAULT_SETTINGS
    expect({ telefono, whatsapp, email, nequi, daviplata, breb, pedidos }).toEqual({
      telefono: '',
      whatsapp: '',
      email: '',
      nequi: '',
      daviplata: '',
      breb: '',
      pedidos: '',
    })
  })

  it('keep the shop’s own name, address and hours (Monday to Saturday, 3 to 11 pm)', () => {
    expect(DEFAULT_SETTINGS.nombre).toBe('Heladería Colón')
    expect(DEFAULT_SETTINGS.direccion).toBe('Calle 3 Cra 9 Barrio Centro')
    expect(DEFAULT_SETTINGS.horario).toEqual({
      lu: '15:00-23:00',
      ma: '15:00-23:00',
      mi: '15:00-23:00',
      ju: '15:00-23:00',
      vi: '15:00-23:00',
      sa: '15:00-23:00',
      do: '',
    })
  })
})
